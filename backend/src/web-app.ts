import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, type PageSession, WEB_BUILD } from '@tutorhub/contracts';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sessionCookieToken } from './auth/session-cookie';
import { RenderedPageCache } from './rendered-page-cache';
import { sendRepresentation } from './common/send-cached-response';
import { askedLanguage, type PageLanguage, visitorLanguage } from './common/visitor-language';
import { type CachedResponse, entityTag } from './database/response-cache';
import { waitingLimit } from './common/waiting-limit';

/** Page renders under way at once (one runs, the others wait for it) before the shell is sent. */
const RENDERS_WAITING_MAX = 8;

/** A page's HTML depends on these: caches keep one copy per encoding, language and choice. */
const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/**
 * The language a page is answered in, so that a Bangla visitor's first paint is the page itself,
 * not English hidden until the app runs.
 */
function pageLanguage(request: FastifyRequest): PageLanguage {
  return visitorLanguage(
    request.headers.cookie,
    request.headers['accept-language'],
    askedLanguage(request.url),
  );
}

/**
 * Remembers the language a page's link asked for, as the web app's switch does (the same
 * cookie), so the visitor's next pages come in it too.
 */
function rememberAskedLanguage(request: FastifyRequest, reply: FastifyReply): void {
  const asked = askedLanguage(request.url);
  if (asked) {
    void reply.header(
      'Set-Cookie',
      `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
  }
}

/** A prerendered page's HTML file in English and, when the build made one, in Bangla. */
type PrerenderedPage = { en: string } & Partial<Record<PageLanguage, string>>;

/** What the web app built for Node offers (its `entry-prerender.tsx`). */
interface WebAppRenderer {
  rendersOnRequest(pathname: string): boolean;
  needsSession(pathname: string): boolean;
  usesSession(pathname: string): boolean;
  renderDocument(
    path: string,
    language: PageLanguage,
    parts: { template: string; bengaliFonts: string },
    request: { send: typeof fetch; session: PageSession },
  ): Promise<string | null>;
}

/**
 * The built web app beside the API. A GET of a path the web app routes itself (outside /api and
 * /media, no file extension) answers:
 * - the page rendered now with its data from the API, for the pages whose content changes
 *   (Home, a blog post, a course, the team; Home as the member's and the tutor list for a
 *   member with the session cookie), when the build includes the app built for Node;
 * - else the HTML built ahead for that page (`<path>/index.html`, `/` is `index.html`) when the
 *   build prerendered it (Home without its data, when it could not be rendered);
 * - else the app shell, so deep links work.
 * A missing file (e.g. a stale /assets/*.js after a deploy) stays a 404 rather than HTML run as
 * code. The plugin is encapsulated so this hook runs only on the static files' routes; Nest owns
 * the not-found handler, so a path neither serves still answers Nest's 404 in the one error shape.
 */
export async function serveWebApp(app: NestFastifyApplication, root: string): Promise<void> {
  const prerendered = prerenderedPages(root);
  // Builds before prerendering had only index.html, the shell itself.
  const shell = fs.existsSync(path.join(root, WEB_BUILD.appShell))
    ? WEB_BUILD.appShell
    : 'index.html';
  const renderer = pageRenderer(app.getHttpAdapter().getInstance() as FastifyInstance, root);
  await app.register(async (scope: FastifyInstance) => {
    await scope.register(fastifyStatic, {
      root,
      prefix: '/',
      // The app built for Node is the API's, not the browser's.
      allowedPath: (pathname) => !pathname.startsWith(`/${WEB_BUILD.serverDir}/`),
      // The build writes .br and .gz copies of every text file: served as they are, with
      // Content-Encoding and Vary, to a client that accepts them.
      preCompressed: true,
      // Vite fingerprints everything under assets/; the HTML itself must be revalidated.
      setHeaders: (reply, file) =>
        void reply.header(
          'Cache-Control',
          file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
    scope.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api/')) {
        return answerAsTheApi(scope, request, reply);
      }
      if (!isWebAppRoute(request.method, request.url)) {
        return;
      }
      rememberAskedLanguage(request, reply);
      const pathname = request.url.split('?')[0];
      if (renderer?.rendersOnRequest(pathname)) {
        const rendered = await renderer.render(pathname, pageLanguage(request), request);
        if (rendered) {
          return sendPage(request, reply, rendered);
        }
      }
      const page = prerendered.get(pathname);
      if (page) {
        return reply.header('Vary', PAGE_VARY).sendFile(page[pageLanguage(request)] ?? page.en);
      }
      // Answered here; without the file sendFile falls through to the 404.
      return reply.sendFile(shell);
    });
  });
}

/**
 * An API path that reached the web app's files: no file is served under /api. The router sent
 * it here only when no API route took it, or when an API route refused a path segment too long
 * for its parameters; the latter answers 414 as without the web app, the rest Nest's 404.
 */
function answerAsTheApi(
  scope: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { maxParamLength } = scope.initialConfig;
  const [pathname] = request.url.split('?');
  const cut = pathname
    .split('/')
    .map((segment) => segment.slice(0, maxParamLength))
    .join('/');
  const route = cut === pathname ? null : scope.findRoute({ method: request.method, url: cut });
  // The files' catch-all names its match `*`; an API route names its own parameters.
  if (route && !('*' in route.params)) {
    throw new errorCodes.FST_ERR_MAX_PARAM_LENGTH(pathname);
  }
  reply.callNotFound();
  return reply;
}

/** A page rendered on request, as bytes with their entity tag. */
interface RenderedPage {
  page: CachedResponse;
  /** Rendered with a member's session: theirs alone. */
  signedIn: boolean;
}

/**
 * Sends a rendered page compressed when the client accepts it (once per kept page, as a cached
 * API answer is), or 304 when the visitor's browser already holds it.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, { page, signedIn }: RenderedPage) {
  void reply
    .header('Vary', PAGE_VARY)
    // A member's page is theirs alone: no cache keeps it, shared or not.
    .header('Cache-Control', signedIn ? 'private, no-store' : 'no-cache');
  sendRepresentation(request, reply, page, 'text/html; charset=utf-8');
  return reply;
}

/**
 * Renders the pages the web app renders on request (`rendersOnRequest`), or null when the build
 * has no app built for Node. The page's calls to the API go to the API in-process, as from the
 * visitor's address (they count against the visitor's rate limits), with no credentials but the
 * session cookie's token, and that only for a page that needs a session: every other page is
 * the one a visitor sees, as the prerendered ones are (signed out when no session cookie came).
 * `render` answers null when the page cannot be rendered (e.g. no such blog, no session, or one
 * the API refuses: the shell then lets the browser show why) or when too many renders are
 * waiting (the browser then renders the page itself). A visitor's page is kept and sent again,
 * without rendering, while the API's answers it was rendered with keep their ETags
 * (RenderedPageCache).
 */
function pageRenderer(fastify: FastifyInstance, root: string) {
  const dir = path.join(root, WEB_BUILD.serverDir);
  const entry = path.join(dir, WEB_BUILD.serverEntry);
  if (!fs.existsSync(entry)) {
    return null;
  }
  const renderer = createRequire(__filename)(entry) as WebAppRenderer;
  const parts = {
    template: fs.readFileSync(path.join(dir, WEB_BUILD.pageTemplate), 'utf8'),
    bengaliFonts: fs.readFileSync(path.join(dir, WEB_BUILD.bengaliFonts), 'utf8'),
  };
  // Pages render one at a time: beyond a few waiting, a visitor gets the shell at once instead.
  const limit = waitingLimit(RENDERS_WAITING_MAX);
  const visitorPages = new RenderedPageCache();
  /**
   * Renders the page at `pathname`. Only the pages rendered with a member's session read their
   * query string (the filtered tutor list); every other page is rendered and kept for its path
   * alone, so a new query string is never a new render.
   */
  const render = async (pathname: string, language: PageLanguage, request: FastifyRequest) => {
    const needsSession = renderer.needsSession(pathname);
    const pageUrl = needsSession ? request.url : pathname;
    const cookie = sessionCookieToken(request);
    const session = renderer.usesSession(pathname) ? cookie : undefined;
    if (needsSession && !session) {
      return null;
    }
    const credentials = session ? { authorization: `Bearer ${session}` } : {};
    const call = (url: string) =>
      fastify.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', ...credentials },
        remoteAddress: request.ip,
      });
    // Home is rendered with the session when one came (its hero is the member's). Every other
    // page is rendered without it, but knowing whether one came: with no cookie it renders
    // signed out, with one it leaves what depends on the session to the browser. Each is kept
    // apart.
    const state: PageSession = session ? 'signedIn' : cookie ? 'unknown' : 'signedOut';
    const signedIn = state === 'signedIn';
    const pageKey = `${language} ${state} ${pageUrl}`;
    if (!signedIn) {
      const kept = await visitorPages.get(pageKey, async (url) => etagOf(await call(url)));
      if (kept) {
        return { page: kept, signedIn };
      }
    }
    const answers = new Map<string, string | undefined>();
    const send = async (input: string | URL | Request, init?: RequestInit) => {
      const { pathname: callPath, search } = new URL(new Request(input, init).url);
      const answer = await call(`${callPath}${search}`);
      answers.set(`${callPath}${search}`, etagOf(answer));
      // Its headers too: a list's total travels in X-Total-Count.
      const headers = Object.entries(answer.headers).filter(
        (header): header is [string, string] => typeof header[1] === 'string',
      );
      return new Response(answer.rawPayload, { status: answer.statusCode, headers });
    };
    try {
      const html = await limit(() =>
        renderer.renderDocument(pageUrl, language, parts, { send, session: state }),
      );
      if (html === null) {
        return null;
      }
      const body = Buffer.from(html);
      const page = { body, etag: entityTag(body) };
      if (!signedIn) {
        visitorPages.set(pageKey, page, answers);
      }
      return { page, signedIn };
    } catch (error) {
      request.log.error({ err: error, pageUrl }, 'the page could not be rendered');
      return null;
    }
  };
  return { rendersOnRequest: (pathname: string) => renderer.rendersOnRequest(pathname), render };
}

/** The ETag of a successful answer (only those are kept in a page). */
function etagOf(answer: { statusCode: number; headers: Record<string, unknown> }) {
  const etag = answer.headers.etag;
  return answer.statusCode === 200 && typeof etag === 'string' ? etag : undefined;
}

/**
 * The CSP sources allowing the inline scripts of the web app's HTML by their SHA-256 (the
 * prerendered pages' check of the visitor's language before the first paint and their loader
 * of the app's code after it), and no other. The pages' data is JSON in a script element that
 * is never run.
 */
export function inlineScriptHashes(root: string): string[] {
  const index = path.join(root, 'index.html');
  const html = fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : '';
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
}

/**
 * The pages the build prerendered: path (`/contactUs`) → its file in each language the build
 * made (`contactUs/index.html` in English, `contactUs/index.bn.html` in Bangla).
 */
function prerenderedPages(root: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const add = (pagePath: string, folder: string) => {
    const [en, bn] = [`${folder}index.html`, `${folder}index.bn.html`];
    if (fs.existsSync(path.join(root, en))) {
      pages.set(pagePath, fs.existsSync(path.join(root, bn)) ? { en, bn } : { en });
    }
  };
  add('/', '');
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      add(`/${entry.name}`, `${entry.name}/`);
    }
  }
  return pages;
}

/** Whether `url` is one of the web app's own routes rather than the API, media or a file. */
function isWebAppRoute(method: string, url: string): boolean {
  if (method !== 'GET') {
    return false;
  }
  const pathname = url.split('?')[0];
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !(
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/media/') ||
    lastSegment.includes('.')
  );
}
