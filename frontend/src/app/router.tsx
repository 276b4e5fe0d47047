import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  Navigate,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import RequireAuth from '../features/auth/RequireAuth';
import ErrorPage from './ErrorPage';
import HydrateFallback from './HydrateFallback';
import RootLayout from './RootLayout';
import type { AppStore } from './store';

type PageModule = { default: ComponentType };
type LoaderPageModule = PageModule & { makeLoader: (store: AppStore) => LoaderFunction };

/** A code-split page: the module is fetched when its route is first matched. */
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

/** A code-split page whose data is loaded through RTK Query before it renders. */
const loaderPage = (store: AppStore, load: () => Promise<LoaderPageModule>) => async () => {
  const mod = await load();
  return { Component: mod.default, loader: mod.makeLoader(store) };
};

export const DASHBOARD_ROUTE_ID = 'dashboard';

export function buildRoutes(store: AppStore): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <ErrorPage />,
      HydrateFallback,
      children: [
        {
          errorElement: <ErrorPage />,
          children: [
            { index: true, lazy: page(() => import('../features/home/pages/HomePage')) },
            {
              path: 'tutorRegistration',
              lazy: page(() => import('../features/auth/pages/TutorRegistrationPage')),
            },
            {
              path: 'studentRegistration',
              lazy: page(() => import('../features/auth/pages/StudentRegistrationPage')),
            },
            { path: 'login', lazy: page(() => import('../features/auth/pages/LoginPage')) },
            { path: 'aboutUs', lazy: page(() => import('../features/team/pages/AboutPage')) },
            {
              path: 'contactUs',
              lazy: page(() => import('../features/contact/pages/ContactPage')),
            },
            {
              path: 'getCourse/:id',
              lazy: loaderPage(store, () => import('../features/courses/pages/CourseDetailPage')),
            },
            {
              path: 'getBlogs/:id',
              lazy: loaderPage(store, () => import('../features/blogs/pages/BlogDetailPage')),
            },
            {
              element: <RequireAuth />,
              children: [
                {
                  path: 'tutorFinds',
                  lazy: page(() => import('../features/tutors/pages/HireTutorsPage')),
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
              ],
            },
            // Children are patched in from features/admin/routes.tsx on first visit (issue 6).
            {
              id: DASHBOARD_ROUTE_ID,
              path: 'Dashboard',
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
  const { adminRoutes } = await import('../features/admin/routes');
  if (!adminPatched) {
    adminPatched = true;
    patch(DASHBOARD_ROUTE_ID, adminRoutes);
  }
}

export function createAppRouter(store: AppStore) {
  adminPatched = false;
  return createBrowserRouter(buildRoutes(store), { patchRoutesOnNavigation });
}

/** For tests: the whole app in memory at `initialEntries`. */
export function createAppMemoryRouter(store: AppStore, initialEntries: string[] = ['/']) {
  adminPatched = false;
  return createMemoryRouter(buildRoutes(store), { initialEntries, patchRoutesOnNavigation });
}
