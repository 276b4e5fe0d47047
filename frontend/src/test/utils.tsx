import { CssBaseline, ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createStore, type AppStore, type RootState } from '../app/store';
import { theme } from '../app/theme';
// Loaded for its effect too: the auth slice joins the store's reducer (as main.tsx does).
import type { AuthState } from '../features/auth/authSlice';
import '../features/auth/authSlice';

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
}

/** Renders `ui` at `route` inside a fresh store, the theme, a memory router and a Toaster. */
export function renderPage(ui: ReactElement, options: Options = {}) {
  const { path = '/', route = path, auth = SIGNED_IN, extraRoutes = [] } = options;
  const store = createStore({ auth, ...options.preloadedState });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      ...extraRoutes,
      { path: '*', element: <div data-testid="location">other page</div> },
    ],
    { initialEntries: [route] },
  );
  return renderRouter(store, router);
}

type Router = ReturnType<typeof createMemoryRouter>;

/**
 * Renders `router` inside the store's Provider and the theme, with a Toaster unless
 * `toaster` is false; returns the render result, the store, the router and a user.
 */
export function renderRouter(store: AppStore, router: Router, { toaster = true } = {}) {
  const user = userEvent.setup({ delay: null });
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
        {toaster && <Toaster />}
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store, router, user };
}

export function imageFile(name = 'photo.png') {
  return new File(['fake-image-bytes'], name, { type: 'image/png' });
}
