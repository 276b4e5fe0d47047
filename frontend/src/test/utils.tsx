import { CssBaseline, ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createStore, type AppStore, type RootState } from '../store/store';
import { appTheme } from '../app/theme';
import { I18nProvider } from '../i18n';
import { bnPack } from '../i18n/bnPack';
import { en } from '../i18n/en';
import { activateLanguage, catalogReady, type Language } from '../i18n/language';
// Loaded for its effect too: the auth slice joins the store's reducer (as main.tsx does).
import type { AuthState } from '../lib/auth/authSlice';
import '../lib/auth/authSlice';

export const SIGNED_IN: AuthState = {
  status: 'signedIn',
  user: {
    uid: 'uid-1',
    email: 'sam@example.com',
    displayName: 'Sam Student',
    photoURL: 'https://example.com/sam.png',
  },
};
export const SIGNED_OUT: AuthState = { status: 'signedOut', user: null };

interface Options {
  path?: string;
  route?: string;
  auth?: AuthState;
  preloadedState?: Partial<RootState>;
  extraRoutes?: RouteObject[];
  /** The language the page renders in; English unless told. */
  language?: Language;
}

/** Renders `ui` at `route` inside a fresh store, the theme, a memory router and a Toaster. */
export function renderPage(ui: ReactElement, options: Options = {}) {
  const { path = '/', route = path, auth = SIGNED_IN, extraRoutes = [], language } = options;
  const store = createStore({ auth, ...options.preloadedState });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      ...extraRoutes,
      { path: '*', element: <div data-testid="location">other page</div> },
    ],
    { initialEntries: [route] },
  );
  return renderRouter(store, router, { language });
}

type Router = ReturnType<typeof createMemoryRouter>;

// Lazy pages wait for their English part; fetching it now spares each test file's first page
// that wait (the catalog itself is complete from the start, see below).
void catalogReady('pages');

/** Makes `language` active at once, with its whole catalog (imported here, not fetched). */
export function activateTestLanguage(language: Language = 'en'): void {
  activateLanguage(language, language === 'bn' ? bnPack : { messages: en });
}

/**
 * Renders `router` inside the store's Provider, the theme and the language (English unless
 * told), with a Toaster unless `toaster` is false; returns the render result, the store, the
 * router and a user.
 */
export function renderRouter(
  store: AppStore,
  router: Router,
  { toaster = true, language = 'en' }: { toaster?: boolean; language?: Language } = {},
) {
  activateTestLanguage(language);
  const user = userEvent.setup({ delay: null });
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={appTheme()}>
        <I18nProvider>
          <CssBaseline />
          <RouterProvider router={router} />
          {toaster && <Toaster />}
        </I18nProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store, router, user };
}

export function imageFile(name = 'photo.png') {
  return new File(['fake-image-bytes'], name, { type: 'image/png' });
}
