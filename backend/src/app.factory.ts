import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ConfigService } from '@nestjs/config';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@tutorhub/contracts';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Logger } from 'nestjs-pino';
import pino from 'pino';
import { apiDocsEnabled, corsOrigins, emulatorPublicUrl, type Env } from './config/env.validation';
import { requestId } from './config/request-id';
import { buildApiDocument } from './api-document';
import { fastifyErrorHandler } from './common/errors';
import { COMPRESSION_THRESHOLD_BYTES } from './common/send-answer';
import { securityHeaders } from './common/security-headers';
import { type PageLanguage, visitorLanguage } from './common/visitor-language';
import { batchedStdout, logRequests } from './config/request-log';

/** Fastify with the body limit, request ids and graceful close the whole API relies on. */
export function createAdapter(trustProxy = false): FastifyAdapter {
  const adapter = new FastifyAdapter({
    bodyLimit: LIMITS.bodyMaxBytes,
    // Only the proxy in front of us (the socket's peer) is trusted, so request.ip is the address
    // that proxy saw: a client cannot pick its own (rate limits count per address) by sending
    // an X-Forwarded-For, which the proxy passes on ahead of the address it appends.
    trustProxy: trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    genReqId: requestId,
    // On close: idle keep-alive connections go at once, requests in flight finish, and a new
    // request on a kept connection gets a 503 instead of a hang.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A malformed URL (bad percent-encoding) answers in the one error shape too.
    frameworkErrors: fastifyErrorHandler,
  });
  // Body parsing and content-type errors happen before Nest's handler runs: each route gets an
  // error handler that answers them in the one error shape.
  adapter.getInstance().addHook('onRoute', (route) => {
    route.errorHandler ??= fastifyErrorHandler;
  });
  // onSend runs for every answer, errors and 404s included, so each one can be traced in the log.
  adapter.getInstance().addHook('onSend', (request, reply, payload, done) => {
    void reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
  return adapter;
}

/** Everything main.ts and the e2e tests both need on top of AppModule. */
export async function configureApp(app: NestFastifyApplication): Promise<NestFastifyApplication> {
  const config = app.get<ConfigService<Env, true>>(ConfigService);
  app.useLogger(app.get(Logger));
  const fastify: FastifyInstance = app.getHttpAdapter().getInstance();
  // Request lines go out in batches; everything else (warnings, errors) at once.
  logRequests(fastify, pino({ level: config.get('LOG_LEVEL', { infer: true }) }, batchedStdout()));
  app.setGlobalPrefix('api');
  enableCors(app, corsOrigins({ CORS_ORIGINS: config.get('CORS_ORIGINS', { infer: true }) }));

  // The browser talks to the emulator at its public address, which may differ from the API's.
  const emulator = emulatorPublicUrl({
    FIREBASE_AUTH_EMULATOR_HOST: config.get('FIREBASE_AUTH_EMULATOR_HOST', { infer: true }),
    FIREBASE_AUTH_EMULATOR_PUBLIC_URL: config.get('FIREBASE_AUTH_EMULATOR_PUBLIC_URL', {
      infer: true,
    }),
  });
  const emulatorUrl = emulator ? [emulator] : [];
  const configuredStaticDir = config.get('STATIC_DIR', { infer: true });
  const staticDir =
    configuredStaticDir && fs.existsSync(configuredStaticDir) ? configuredStaticDir : null;
  const security = await securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          'https://apis.google.com',
          ...(staticDir ? inlineScriptHashes(staticDir) : []),
        ],
        // MUI's emotion injects style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'https://*.googleapis.com', ...emulatorUrl],
        frameSrc: ["'self'", 'https://*.firebaseapp.com', ...emulatorUrl],
        upgradeInsecureRequests: null,
      },
    },
    // The Firebase sign-in popup must be able to report back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(security);
    done();
  });
  // Large JSON answers leave compressed to clients that accept it. Cached answers come
  // compressed already (sendAnswer, once per answer); this covers every other answer.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
  await app.register(multipart, { limits: { fileSize: LIMITS.imageMaxBytes, files: 1 } });

  if (staticDir) {
    await serveWebApp(app, staticDir);
  }

  const docs = {
    API_DOCS: config.get('API_DOCS', { infer: true }),
    NODE_ENV: config.get('NODE_ENV', { infer: true }),
  };
  if (apiDocsEnabled(docs)) {
    await serveApiDocs(app);
  }
  return app;
}

/**
 * The built web app beside the API. A GET of a path the web app routes itself (outside /api and
 * /media, no file extension) answers the HTML built ahead for that page (`<path>/index.html`,
 * `/` is `index.html`) when the build prerendered it, else the app shell, so deep links work; a
 * missing file (e.g. a stale /assets/*.js after a deploy) stays a 404 rather than HTML run as
 * code. The plugin is encapsulated so this hook runs only on the static files' routes; Nest owns
 * the not-found handler, so a path neither serves still answers Nest's 404 in the one error shape.
 */
async function serveWebApp(app: NestFastifyApplication, root: string): Promise<void> {
  const prerendered = prerenderedPages(root);
  // Builds before prerendering had only index.html, the shell itself.
  const shell = fs.existsSync(path.join(root, APP_SHELL_FILE)) ? APP_SHELL_FILE : 'index.html';
  await app.register(async (scope: FastifyInstance) => {
    await scope.register(fastifyStatic, {
      root,
      prefix: '/',
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
    scope.addHook('onRequest', (request, reply, done) => {
      if (isWebAppRoute(request.method, request.url)) {
        const page = prerendered.get(request.url.split('?')[0]);
        if (!page) {
          // Answered here; without the file sendFile falls through to the 404.
          void reply.sendFile(shell);
          return;
        }
        // The page in the visitor's language when the build made one, so that a Bangla
        // visitor's first paint is the page itself, not English hidden until the app runs.
        const language = visitorLanguage(
          request.headers.cookie,
          request.headers['accept-language'],
        );
        void reply
          .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
          .sendFile(page[language] ?? page.en);
        return;
      }
      done();
    });
  });
}

/**
 * The CSP sources allowing the inline scripts of the web app's HTML by their SHA-256 (the
 * prerendered pages' check of the visitor's language before the first paint and their loader
 * of the app's code after it), and no other.
 */
function inlineScriptHashes(root: string): string[] {
  const index = path.join(root, 'index.html');
  const html = fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : '';
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
}

/** The page-less HTML the web app's build writes for the routes it does not prerender. */
const APP_SHELL_FILE = 'app-shell.html';

/** A prerendered page's HTML file in English and, when the build made one, in Bangla. */
type PrerenderedPage = { en: string } & Partial<Record<PageLanguage, string>>;

/**
 * The pages the build prerendered: path (`/aboutUs`) → its file in each language the build made
 * (`aboutUs/index.html` in English, `aboutUs/index.bn.html` in Bangla).
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

/**
 * Browsers on the listed origins may call the API with a token; every other origin gets no CORS
 * header at all (not even the allowed methods), so nothing about the API leaks to it.
 */
function enableCors(app: NestFastifyApplication, origins: string[]): void {
  if (origins.length === 0) {
    return;
  }
  app.enableCors({
    origin: (
      origin: string | undefined,
      done: (err: Error | null, allow: string | false) => void,
    ) => done(null, origin !== undefined && origins.includes(origin) ? origin : false),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['X-Total-Count', 'X-Request-Id'],
    maxAge: 600,
  });
}

/** Swagger UI at /api/docs and the OpenAPI JSON at /api/docs-json. */
async function serveApiDocs(app: NestFastifyApplication): Promise<void> {
  SwaggerModule.setup('api/docs', app, await buildApiDocument(app));
}
