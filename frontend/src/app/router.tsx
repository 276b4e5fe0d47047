import { lazy, Suspense, type ComponentType } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  Navigate,
  Outlet,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import HomePage from '../features/home/pages/HomePage';
import {
  AccountControlsAsSent,
  DrawerAccountItemAsSent,
} from '../features/auth/components/AccountParts';
import { catalogReady } from '../i18n/language';
import { afterHydration } from './afterHydration';
import HydrateFallback from './HydrateFallback';
import RootLayout, { type ShellParts } from './RootLayout';
import type { AppStore } from '../store/store';
import { lazyWithStore, provideStore, storeFirstState, storeReady } from '../store/storeGate';

type PageModule = { default: ComponentType };
type LoaderModule = { makeLoader: (store: AppStore) => LoaderFunction };

/** `Page` inside the store's Provider (the store is not part of the first chunk). */
async function withStore(Page: ComponentType): Promise<ComponentType> {
  const [{ Provider }, store] = await Promise.all([import('react-redux'), storeReady()]);
  return function StorePage() {
    return (
      <Provider store={store} serverState={storeFirstState()}>
        <Page />
      </Provider>
    );
  };
}

/**
 * A code-split page: the module, the store and the pages' English are fetched when its route
 * is first matched.
 */
const page = (load: () => Promise<PageModule>) => ({
  Component: async () => {
    const [mod] = await Promise.all([load(), storeReady(), catalogReady('pages')]);
    return withStore(mod.default);
  },
});

/**
 * A code-split page whose data is loaded through RTK Query before it renders. Its loader is a
 * module of its own: the data call goes out as soon as the store is ready, while the page's
 * code is still coming.
 */
const loaderPage = (load: () => Promise<PageModule>, loadLoader: () => Promise<LoaderModule>) => ({
  ...page(load),
  loader: async () => {
    const [mod, store] = await Promise.all([loadLoader(), storeReady()]);
    return mod.makeLoader(store);
  },
});

/** What a route tells the API's render of its page (`handle`); the browser ignores it. */
export interface PageHandle {
  /**
   * Loads answers the page fetches as it renders, so that the page the API renders on request
   * has them in its HTML (a route loader would hold the browser's navigation for them).
   */
  loadForHtml?: (store: AppStore) => Promise<void>;
}

const LazyErrorPage = lazy(() => import('./ErrorPage'));

/** The error page is rare: loaded when an error happens. */
function ErrorPage() {
  return (
    <Suspense fallback={null}>
      <LazyErrorPage />
    </Suspense>
  );
}

/** The admin routes (patched in below) read the store. */
const StoreOutlet = lazyWithStore(async () => ({ default: Outlet }));

function DashboardLayout() {
  return (
    <Suspense fallback={null}>
      <StoreOutlet />
    </Suspense>
  );
}

export const DASHBOARD_ROUTE_ID = 'dashboard';

// The router composes the app: it is the one shared module that imports features, and hands the
// page frame what it shows of them. All of it reads the store, so none is in the first chunk.
// The parts that show nothing in the HTML built ahead render once their place has hydrated
// (afterHydration), showing meanwhile what the page as sent shows there (the account's parts for
// the session it was rendered with); the newsletter form only ever renders after it.
const accountControls = () => import('../features/auth/components/AccountControls');
const SHELL: ShellParts = {
  account: {
    Controls: afterHydration(lazyWithStore(accountControls), AccountControlsAsSent),
    AdminLink: afterHydration(
      lazyWithStore(async () => ({ default: (await accountControls()).AdminLink })),
    ),
    DrawerItem: afterHydration(
      lazyWithStore(() => import('../features/auth/components/DrawerAccountItem')),
      DrawerAccountItemAsSent,
    ),
    signOut: () => import('../lib/auth/authService').then((auth) => auth.signOut()),
    Bell: afterHydration(
      lazyWithStore(() => import('../features/notifications/components/NotificationBell'), 'frame'),
    ),
    Messages: afterHydration(
      lazyWithStore(() => import('../features/messages/components/MessagesNavLink'), 'frame'),
    ),
  },
  Newsletter: lazyWithStore(() => import('../features/contact/components/NewsletterForm'), 'frame'),
  SuspendedAccountNotice: afterHydration(
    lazyWithStore(() => import('../features/auth/components/SuspendedAccountNotice')),
  ),
};

/** A tutor's profile, where the hires feature's request form opens. */
async function tutorProfilePage(): Promise<PageModule> {
  const [{ default: TutorProfilePage }, { default: HireRequestDialog }] = await Promise.all([
    import('../features/profiles/pages/TutorProfilePage'),
    import('../features/hires/components/HireRequestDialog'),
  ]);
  return {
    default: function TutorProfile() {
      return <TutorProfilePage HireRequestDialog={HireRequestDialog} />;
    },
  };
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout shell={SHELL} />,
      errorElement: <ErrorPage />,
      HydrateFallback,
      children: [
        {
          errorElement: <ErrorPage />,
          children: [
            // Not code-split: the landing page renders with the first chunk, no waterfall.
            {
              index: true,
              Component: HomePage,
              handle: {
                loadForHtml: async (store) =>
                  (await import('../features/home/homeData')).loadHomeData(store),
              } satisfies PageHandle,
            },
            {
              path: 'tutorRegistration',
              lazy: page(() => import('../features/profiles/pages/TutorRegistrationPage')),
            },
            {
              path: 'studentRegistration',
              lazy: page(() => import('../features/profiles/pages/StudentRegistrationPage')),
            },
            { path: 'login', lazy: page(() => import('../features/auth/pages/LoginPage')) },
            {
              path: 'aboutUs',
              lazy: loaderPage(
                () => import('../features/team/pages/AboutPage'),
                () => import('../features/team/teamLoader'),
              ),
            },
            {
              path: 'contactUs',
              lazy: page(() => import('../features/contact/pages/ContactPage')),
            },
            {
              path: 'getCourse/:id',
              lazy: loaderPage(
                () => import('../features/courses/pages/CourseDetailPage'),
                () => import('../features/courses/courseLoader'),
              ),
            },
            {
              path: 'getBlogs/:id',
              lazy: loaderPage(
                () => import('../features/blogs/pages/BlogDetailPage'),
                () => import('../features/blogs/blogLoader'),
              ),
            },
            {
              path: 'tutors/:id',
              lazy: page(tutorProfilePage),
            },
            { path: 'jobs', lazy: page(() => import('../features/jobs/pages/JobBoardPage')) },
            {
              lazy: page(() => import('../lib/auth/RequireAuth')),
              children: [
                {
                  path: 'tutorFinds',
                  lazy: loaderPage(
                    () => import('../features/profiles/pages/HireTutorsPage'),
                    () => import('../features/profiles/tutorsLoader'),
                  ),
                },
                {
                  path: 'tutorReview',
                  lazy: page(() => import('../features/reviews/pages/TutorReviewPage')),
                },
                {
                  path: 'course',
                  lazy: page(() => import('../features/courses/pages/CourseListPage')),
                },
                {
                  path: 'coursePost',
                  lazy: page(() => import('../features/courses/pages/CoursePostPage')),
                },
                {
                  path: 'postBlog',
                  lazy: page(() => import('../features/blogs/pages/BlogPostPage')),
                },
                {
                  path: 'tuitions',
                  lazy: page(() => import('../features/hires/pages/MyTuitionsPage')),
                },
                {
                  path: 'profile',
                  lazy: page(() => import('../features/profiles/pages/MyProfilePage')),
                },
                {
                  path: 'messages/:conversationId?',
                  lazy: page(() => import('../features/messages/pages/MessagesPage')),
                },
                {
                  path: 'messages/hire/:hireId',
                  lazy: page(() => import('../features/messages/pages/OpenConversationPage')),
                },
                {
                  path: 'messages/application/:applicationId',
                  lazy: page(() => import('../features/messages/pages/OpenConversationPage')),
                },
                {
                  path: 'jobs/new',
                  lazy: page(() => import('../features/jobs/pages/PostJobPage')),
                },
                {
                  path: 'jobs/mine',
                  lazy: page(() => import('../features/jobs/pages/MyJobsPage')),
                },
                {
                  path: 'applications',
                  lazy: page(() => import('../features/jobs/pages/MyApplicationsPage')),
                },
                {
                  path: 'verification',
                  lazy: page(() => import('../features/verification/pages/VerificationPage')),
                },
              ],
            },
            // Children are patched in from dashboardRoutes.tsx on first visit.
            {
              id: DASHBOARD_ROUTE_ID,
              path: 'Dashboard',
              Component: DashboardLayout,
              // A bare /Dashboard matches this route, so it would never be patched: send it on.
              children: [{ index: true, element: <Navigate to="stats" replace /> }],
            },
            { path: '*', lazy: page(() => import('./NotFoundPage')) },
          ],
        },
      ],
    },
  ];
}

let adminPatched = false;

/** Lazily adds the admin routes (one code-split module) when a Dashboard URL is opened. */
async function patchRoutesOnNavigation({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}) {
  if (adminPatched || !/^\/dashboard(\/|$)/i.test(path)) {
    return;
  }
  const [{ dashboardRoutes }] = await Promise.all([
    import('./dashboardRoutes'),
    catalogReady('pages'),
  ]);
  if (!adminPatched) {
    adminPatched = true;
    patch(DASHBOARD_ROUTE_ID, dashboardRoutes);
  }
}

/** The app's router; `store` may still be loading (main.tsx creates it after the first paint). */
export function createAppRouter(store: AppStore | Promise<AppStore>) {
  adminPatched = false;
  provideStore(store);
  return createBrowserRouter(buildRoutes(), { patchRoutesOnNavigation });
}

/**
 * The app's router for a page that came prerendered: the code-split routes of the current URL
 * are loaded first, and their loaders' results (`loaderData`, from the page) are taken as they
 * were when the page was rendered, so that the first render is the page itself (as in the HTML),
 * not the loading frame.
 */
export async function createHydratingAppRouter(
  store: AppStore | Promise<AppStore>,
  loaderData: Record<string, unknown>,
) {
  adminPatched = false;
  provideStore(store);
  const routes = buildRoutes();
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const parts = Object.entries(route.lazy as Record<string, () => Promise<unknown>>);
      const loaded = await Promise.all(parts.map(async ([key, load]) => [key, await load()]));
      Object.assign(route, Object.fromEntries(loaded), { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { patchRoutesOnNavigation, hydrationData: { loaderData } });
}

/** For tests: the whole app in memory at `initialEntries`. */
export function createAppMemoryRouter(store: AppStore, initialEntries: string[] = ['/']) {
  adminPatched = false;
  provideStore(store);
  return createMemoryRouter(buildRoutes(), { initialEntries, patchRoutesOnNavigation });
}
