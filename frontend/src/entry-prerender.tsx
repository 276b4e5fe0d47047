import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { chooseLanguage, LANGUAGE_PARAM, type PageSession } from '@tutorhub/contracts';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
} from 'react-router-dom';
import { api } from './store/api';
import HydrateFallback from './app/HydrateFallback';
import { buildRoutes, type PageHandle } from './app/router';
import { createStore, type AppStore } from './store/store';
import {
  PAGE_DATA_ID,
  PRERENDERED_ATTRIBUTE,
  RENDER_FRESH_ATTRIBUTE,
  type PageData,
} from './app/prerendered';
import { provideStore } from './store/storeGate';
import { createStyleCache } from './app/styleCache';
import { appTheme } from './app/theme';
// Adds the session's slice to the store, as the browser's start-up does (main.tsx).
import './lib/auth/authSlice';
import type { AuthState, AuthStatus } from './lib/auth/authSlice';
import { PageSessionProvider } from './lib/auth/pageSession';
import { I18nProvider, translate } from './i18n';
import { bnPack } from './i18n/bnPack';
import { activateLanguage, LANGUAGE_STORAGE_KEY, type Language } from './i18n/language';
import { sendRequestsWith } from './lib/http';

/**
 * The pages built ahead as HTML, in each language: the ones a visitor opens first. Pages with
 * data from the API are rendered by the API on request (RENDERED_ON_REQUEST); pages that need a
 * session render in the browser from the app shell. Home is both: the API renders it with its
 * reviews and posts, and sends the file built ahead (their loading state) when it cannot.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/login',
  '/tutorRegistration',
  '/studentRegistration',
  '/contactUs',
] as const;

/** The element every page's markup goes into, in the app's index.html. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Runs before the first paint: when the visitor's language (`chooseLanguage`, the rule of
 * `initialLanguage()`, run from its own source, after remembering the language the page's link
 * asked for) is not the one the page came in
 * (`<html lang>`), the HTML stays hidden until main.tsx has rendered the page in the visitor's
 * language. The API allows this one inline script by its hash.
 */
export const LANGUAGE_CHECK = [
  `<style>html[${RENDER_FRESH_ATTRIBUTE}] #root{visibility:hidden}</style>`,
  '<script>(function(){var s,k=',
  JSON.stringify(LANGUAGE_STORAGE_KEY),
  ',a=new URLSearchParams(location.search).get(',
  JSON.stringify(LANGUAGE_PARAM),
  ');try{if(a==="en"||a==="bn"){localStorage.setItem(k,a)}s=localStorage.getItem(k)}catch(e){s=a}',
  'var p=navigator.languages&&navigator.languages.length?navigator.languages:',
  '[navigator.language];var d=document.documentElement;if((',
  String(chooseLanguage),
  ')(s,p)!==(d.lang==="bn"?"bn":"en")){',
  `d.setAttribute("${RENDER_FRESH_ATTRIBUTE}","")}})()</script>`,
].join('');

/** The languages each page is built in; the API answers the visitor's. */
export const PRERENDERED_LANGUAGES: readonly Language[] = ['en', 'bn'];

interface RenderedPage {
  /** The app's markup, for inside `#root`. */
  html: string;
  /** The site's description in the page's language, for its meta tag. */
  description: string;
  /** The critical MUI/Emotion style tags the markup needs, for the head. */
  styles: string;
  data: PageData;
}

/**
 * The pages the API renders on each request, with their data from the API: their content
 * changes, and without it in the HTML they would paint only after the app's code and the API's
 * answer. The data is their route loaders' and what their routes' `loadForHtml` loads.
 */
const RENDERED_ON_REQUEST = ['/', '/aboutUs', '/getBlogs/:id', '/getCourse/:id'];

/** Pages the API renders with their data only for a member, with the member's session. */
const RENDERED_WITH_SESSION = ['/tutorFinds'];

/** Pages the API renders with the member's session when one came, else as a visitor sees them. */
const RENDERED_FOR_READER = ['/'];

const matchesAny = (patterns: string[], pathname: string) =>
  patterns.some((pattern) => matchPath(pattern, pathname) !== null);

/** Whether the API renders `pathname` with its data on each request. */
export function rendersOnRequest(pathname: string): boolean {
  return matchesAny([...RENDERED_ON_REQUEST, ...RENDERED_WITH_SESSION], pathname);
}

/** Whether `pathname` is rendered only with a member's session (else the app shell is sent). */
export function needsSession(pathname: string): boolean {
  return matchesAny(RENDERED_WITH_SESSION, pathname);
}

/** Whether `pathname` is rendered with the session when one came (always when it needs one). */
export function usesSession(pathname: string): boolean {
  return matchesAny([...RENDERED_WITH_SESSION, ...RENDERED_FOR_READER], pathname);
}

/** How the API renders a page on request. */
export interface RenderRequest {
  /** Sends the page's calls to the API in-process, with the visitor's session if any. */
  send: typeof fetch;
  /** The session the page renders with (e.g. signed out, Home offers to log in to review). */
  session: PageSession;
}

/**
 * `path` as a visitor with no session (or, as `request.session` says, a member) first sees it:
 * the data its route loaders fetch (through `sendRequestsWith`) is in it, and, rendered on
 * `request`, what its routes' `loadForHtml` loads; other data from the API shows its loading
 * state, and parts that show the session's details render once the page has hydrated. Null when
 * a call failed (e.g. no such blog, or a session the API refused): the browser then renders the
 * page itself.
 */
async function renderPage(
  path: string,
  language: Language,
  request?: RenderRequest,
): Promise<RenderedPage | null> {
  activateLanguage(language, language === 'bn' ? bnPack : undefined);
  const session = request?.session ?? 'unknown';
  // A member's details are the browser's to know: the page shows none of them.
  const auth: AuthState | undefined =
    session === 'unknown' ? undefined : { status: session, user: null };
  const store = createStore(auth && { auth });
  provideStore(store);
  try {
    return await renderWith(store, path, request !== undefined);
  } finally {
    // Clears the cache's timers (RTK Query keeps unused answers for a minute): the page is done.
    store.dispatch(api.util.resetApiState());
  }
}

async function renderWith(
  store: AppStore,
  path: string,
  withApi: boolean,
): Promise<RenderedPage | null> {
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(`${path} redirects (${context.status}): it cannot be prerendered`);
  }
  if (withApi) {
    await Promise.all(
      context.matches.map(({ route }) =>
        (route.handle as PageHandle | undefined)?.loadForHtml?.(store),
      ),
    );
  }
  const { queries, provided } = store.getState().api;
  if (Object.values(queries).some((query) => query?.status !== 'fulfilled')) {
    return null;
  }
  // The page renders with what its loaders fetched, as the browser's store starts with it.
  provideStore(store);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { html, styles } = await renderMarkup(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
    store.getState().auth.status,
  );
  return {
    html,
    styles,
    description: translate('common.meta.description'),
    data: {
      api: { queries, provided },
      auth: store.getState().auth,
      loaderData: context.loaderData,
    },
  };
}

/**
 * `content` as HTML inside the app's providers, for `session` (none: the shell), with the
 * critical styles it needs.
 */
async function renderMarkup(
  content: ReactNode,
  session?: AuthStatus,
): Promise<{ html: string; styles: string }> {
  const cache = createStyleCache();
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={appTheme()}>
          <I18nProvider>
            <PageSessionProvider value={session}>
              <CssBaseline />
              {content}
            </PageSessionProvider>
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
  return {
    html,
    styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
  };
}

/**
 * The app shell (`index.html`, its styles inline) for the pages rendered in the browser: the
 * frame the router shows while a page's code loads (the bar and a progress line, the same in
 * every language) paints at once, and the app's first render replaces it.
 */
export async function renderShell(indexHtml: string): Promise<string> {
  activateLanguage('en');
  const { html, styles } = await renderMarkup(<HydrateFallback />);
  return indexHtml
    .replace('</head>', () => `${styles}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${html}</div>`);
}

/** What every page's HTML is built from (written by the web app's build). */
export interface DocumentParts {
  /** The app's index.html with its styles inline and the first-paint loader. */
  template: string;
  /** The Bengali font's faces, inline, with the preload a page in Bangla adds. */
  bengaliFonts: string;
}

/** `text` safe inside a double-quoted HTML attribute. */
function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** `data` as JSON that cannot end its script element (the API's texts are anyone's). */
function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

let rendering: Promise<unknown> = Promise.resolve();

/**
 * The whole HTML document of `path` (with its search, if any) in `language`, or null when the
 * page cannot be rendered with its data; rendered by the API on `request`, its calls go through
 * the API's sender.
 * One page at a time: the store gate, the router, the active language and the sender are single
 * instances of the app's modules.
 */
export function renderDocument(
  path: string,
  language: Language,
  { template, bengaliFonts }: DocumentParts,
  request?: RenderRequest,
): Promise<string | null> {
  // The page is rendered for its search too (a filtered list); the browser compares the path.
  const { pathname } = new URL(path, 'http://localhost');
  const document = rendering.then(async () => {
    if (request) {
      sendRequestsWith(request.send);
    }
    const page = await renderPage(path, language, request);
    if (!page) {
      return null;
    }
    // Every page declares the Bengali faces (limited to Bengali characters, they download only
    // when such text shows: a Bangla name on an English page); a Bangla page preloads them too.
    const fonts = language === 'bn' ? bengaliFonts : bengaliFonts.replace(/<link [^>]*>/g, '');
    const data = `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(page.data)}</script>`;
    // Replaced by functions: a text such as "$&" in the page is the page's, not a pattern.
    return template
      .replace('<html lang="en">', () => `<html lang="${language}">`)
      .replace(
        /(name="description"\s+content=")[^"]*"/,
        (_tag, start: string) => `${start}${escapeAttribute(page.description)}"`,
      )
      .replace('</head>', () => `${LANGUAGE_CHECK}${fonts}${page.styles}</head>`)
      .replace(/\s*<noscript>.*?<\/noscript>/s, '')
      .replace(
        ROOT_ELEMENT,
        () =>
          `<div id="root" ${PRERENDERED_ATTRIBUTE}="${language}" data-path="${escapeAttribute(pathname)}">${page.html}</div>${data}`,
      );
  });
  rendering = document.catch(() => undefined);
  return document;
}
