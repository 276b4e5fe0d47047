import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { isPrerenderedFor, readPageData, RENDER_FRESH_ATTRIBUTE } from './app/prerendered';
import { createAppRouter, createHydratingAppRouter } from './app/router';
import { storeReady } from './store/storeGate';
import { createStyleCache } from './app/styleCache';
import { appTheme } from './app/theme';
import { I18nProvider } from './i18n';
import { applyLanguage, initialLanguage } from './i18n/language';
import { PageSessionProvider } from './lib/auth/pageSession';
import './index.css';

// The store and the auth start-up are not needed for the first paint of Home: they load in
// parallel with it, and whatever reads the store renders once it is ready (app/storeGate.tsx).
// The auth module adds its slice to the store's reducer as it loads, so it comes first.
const modules = Promise.all([import('./store/store'), import('./lib/auth/authService')]);
// A page the API rendered with its data starts with those answers, and its session, in the store.
const pageData = readPageData(document);
const store = modules.then(([{ createStore, apiStateWith }]) =>
  createStore(pageData && { api: apiStateWith(pageData.api), auth: pageData.auth }),
);
// The session starts once the store's first state is recorded: prerendered pages hydrate with it.
void Promise.all([modules, storeReady()]).then(([[, { startAuth }], appStore]) =>
  startAuth(appStore),
);

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves in a later task, letting the browser run what waits (input, paint) in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const styleCache = createStyleCache();

function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <CacheProvider value={styleCache}>
        <ThemeProvider theme={appTheme()}>
          <I18nProvider>
            <PageSessionProvider value={pageData?.auth.status}>
              <CssBaseline />
              <RouterProvider router={router} />
            </PageSessionProvider>
          </I18nProvider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}

const rootElement = document.getElementById('root')!;
const language = initialLanguage();
// The public pages come as HTML (entry-prerender.tsx: built ahead, or by the API with their
// data), the API answering the visitor's language: hydrated in the language it came in (its
// catalog loaded first), else rendered afresh in the visitor's.
if (isPrerenderedFor(rootElement, language)) {
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the page, already painted, stays responsive meanwhile.
  // The start-up code has just been evaluated, in one task: matching the page's routes waits
  // for the next, so a phone's main thread is not held for both at once.
  const loaderData = pageData?.loaderData ?? {};
  void nextTask()
    .then(() => Promise.all([createHydratingAppRouter(store, loaderData), applyLanguage(language)]))
    .then(([router]) =>
      startTransition(() => {
        hydrateRoot(rootElement, <App router={router} />);
      }),
    );
} else {
  const router = createAppRouter(store);
  // A Bangla visitor's first paint waits for the Bangla catalog (a small chunk) rather than
  // flashing English; for English this is a resolved promise. A prerendered page in the other
  // language stays hidden (entry-prerender.tsx LANGUAGE_CHECK) until this render replaces it.
  void applyLanguage(language).then(() => {
    const root = createRoot(rootElement);
    if (document.documentElement.hasAttribute(RENDER_FRESH_ATTRIBUTE)) {
      flushSync(() => root.render(<App router={router} />));
      document.documentElement.removeAttribute(RENDER_FRESH_ATTRIBUTE);
    } else {
      // The shell's loading frame shows meanwhile: the render yields to the browser every few
      // milliseconds instead of holding the main thread for the whole page.
      startTransition(() => root.render(<App router={router} />));
    }
  });
}
