/**
 * Where the web app's build puts what the API serves and renders with (inside the build's
 * output folder).
 */
export const WEB_BUILD = {
  /** The HTML of the routes the build does not prerender (the app renders them itself). */
  appShell: 'app-shell.html',
  /** The web app built for Node and the parts of every page's HTML; never served as files. */
  serverDir: 'server',
  /** In `serverDir`: the entry the API requires to render pages with their data. */
  serverEntry: 'entry-prerender.cjs',
  /** In `serverDir`: index.html with its styles inline and the first-paint loader. */
  pageTemplate: 'page-template.html',
  /** In `serverDir`: the Bengali font's faces, inline in a page in Bangla. */
  bengaliFonts: 'bengali-fonts.html',
} as const;

/**
 * The session a page rendered on request renders with: a member's (the page's calls carry it),
 * none (no session cookie came: what needs a session shows its way in), or unknown (a public
 * page asked with a cookie it does not read: what depends on the session shows its loading
 * state until the browser knows).
 */
export type PageSession = 'signedIn' | 'signedOut' | 'unknown';
