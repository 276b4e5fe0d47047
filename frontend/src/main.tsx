import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import { theme } from './app/theme';
import './index.css';

// The store and the auth start-up are not needed for the first paint of Home: they load in
// parallel with it, and whatever reads the store renders once it is ready (app/storeGate.tsx).
// The auth module adds its slice to the store's reducer as it loads, so it comes first.
const store = Promise.all([import('./app/store'), import('./features/auth/authService')]).then(
  ([{ createStore }, { startAuth }]) => {
    const appStore = createStore();
    void startAuth(appStore);
    return appStore;
  },
);
const router = createAppRouter(store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
);
