import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { buildRoutes } from './app/router';
import { createStore } from './app/store';
import { RENDER_FRESH_ATTRIBUTE } from './app/prerendered';
import { provideStore } from './app/storeGate';
import { theme } from './app/theme';
// Adds the session's slice to the store, as the browser's start-up does (main.tsx).
import './features/auth/authSlice';
import { I18nProvider, translate } from './i18n';
import { bnPack } from './i18n/bnPack';
import { activateLanguage, LANGUAGE_STORAGE_KEY, type Language } from './i18n/language';

/**
 * The pages built ahead as HTML (in English): the ones a visitor opens first. Pages that need a
 * session or an item from the API render in the browser from the app shell.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/aboutUs',
  '/login',
  '/tutorRegistration',
  '/studentRegistration',
  '/contactUs',
] as const;

export { PRERENDERED_ATTRIBUTE } from './app/prerendered';

/**
 * Runs before the first paint: when the visitor's language (the rule of `initialLanguage()`: the
 * stored choice, else the browser's first Bangla or English preference) is not the one the page
 * came in (`<html lang>`), the HTML stays hidden until main.tsx has rendered the page in the
 * visitor's language. The API allows this one inline script by its hash.
 */
export const LANGUAGE_CHECK = [
  `<style>html[${RENDER_FRESH_ATTRIBUTE}] #root{visibility:hidden}</style>`,
  '<script>(function(){var s;try{s=localStorage.getItem(',
  JSON.stringify(LANGUAGE_STORAGE_KEY),
  ')}catch(e){}var p=navigator.languages&&navigator.languages.length?navigator.languages:',
  '[navigator.language];var l=s==="en"||s==="bn"?s:p.find(function(t){',
  'return /^(bn|en)\\b/i.test(t||"")});var d=document.documentElement;',
  'if((l&&/^bn/i.test(l)?"bn":"en")!==(d.lang==="bn"?"bn":"en")){',
  `d.setAttribute("${RENDER_FRESH_ATTRIBUTE}","")}})()</script>`,
].join('');

/** The languages each page is built in; the API answers the visitor's. */
export const PRERENDERED_LANGUAGES: readonly Language[] = ['en', 'bn'];

export interface RenderedPage {
  /** The app's markup, for inside `#root`. */
  html: string;
  /** The site's description in the page's language, for its meta tag. */
  description: string;
  /** The critical MUI/Emotion style tags the markup needs, for the head. */
  styles: string;
}

/**
 * `path` rendered as a visitor with no session first sees it: data from the API shows its
 * loading state, parts that depend on the session render once the page has hydrated.
 */
export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  activateLanguage(language, language === 'bn' ? bnPack : undefined);
  // The store is the one a fresh visit starts with; nothing dispatches into it here.
  provideStore(createStore());
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(`${path} redirects (${context.status}): it cannot be prerendered`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // The key the browser's default Emotion cache uses, so that it adopts these styles.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <I18nProvider>
            <CssBaseline />
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </I18nProvider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>,
    // React sends a large Suspense boundary's content apart, to be moved in place by an inline
    // script; the API's CSP allows no such script, so the content stayed hidden until the app
    // ran. Every boundary stays in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, description: translate('common.meta.description') };
}
