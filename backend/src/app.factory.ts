import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { ConfigService } from '@nestjs/config';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { LIMITS } from '@tutorhub/contracts';
import fs from 'node:fs';
import { Logger } from 'nestjs-pino';
import pino from 'pino';
import { apiDocsEnabled, corsOrigins, emulatorPublicUrl, type Env } from './config/env.validation';
import { requestId } from './config/request-id';
import { RECENT_SIGN_IN_HEADER } from './auth/auth.service';
import { buildApiDocument } from './api-document';
import { fastifyErrorHandler, sendUnavailable } from './common/errors';
import { COMPRESSION_THRESHOLD_BYTES } from './common/send-cached-response';
import { BUILT_SUBRESOURCE, securityHeaders, subresourceHeaders } from './common/security-headers';
import { batchedStdout, logRequests } from './config/request-log';
import { inlineScriptHashes, serveWebApp } from './web-app';
import { ApiTokenVerifier } from './auth/api-token';
import { limitRequests } from './rate-limit/rate-limit.hook';
import { RateLimiter } from './rate-limit/rate-limiter.service';
import { Metrics } from './metrics/metrics.service';
import { ShutdownState } from './health/shutdown-state';

/** Fastify with the body limit, request ids and graceful close the whole API relies on. */
export function createAdapter(trustProxy = false): FastifyAdapter {
  const adapter = new FastifyAdapter({
    bodyLimit: LIMITS.bodyMaxBytes,
    // Only the proxy in front of us (the socket's peer) is trusted, so request.ip is the address
    // that proxy saw: a client cannot pick its own (rate limits count per address) by sending
    // an X-Forwarded-For, which the proxy passes on ahead of the address it appends.
    trustProxy: trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    genReqId: requestId,
    // On close: idle keep-alive connections go at once and requests in flight finish. A new
    // request gets the app's own retryable 503 (refuseWhileStopping), not Fastify's bare one.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // A malformed URL (bad percent-encoding) answers in the one error shape too.
    frameworkErrors: fastifyErrorHandler,
  });
  // Body parsing and content-type errors happen before Nest's handler runs: each route gets an
  // error handler that answers them in the one error shape.
  adapter.getInstance().addHook('onRoute', (route) => {
    route.errorHandler ??= fastifyErrorHandler;
  });
  adapter.getInstance().addHook('onRequest', readOverLimitBody);
  // onSend runs for every answer, errors and 404s included, so each one can be traced in the log.
  adapter.getInstance().addHook('onSend', (request, reply, payload, done) => {
    void reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
  return adapter;
}

/** Past this much of an over-limit body, the connection is cut rather than read on. */
const OVER_LIMIT_READ_MAX_BYTES = 8 * 1024 * 1024;

/**
 * A body announced over the limit is read to its end (and dropped) before its 413 leaves.
 * Answering at once would close the connection with the body unread, which resets it, and the
 * client, still sending, may never read the 413. Multipart uploads have their own limits.
 */
function readOverLimitBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  const length = Number(request.headers['content-length']);
  const multipart = request.headers['content-type']?.startsWith('multipart/') ?? false;
  if (!(length > request.routeOptions.bodyLimit) || multipart) {
    done();
    return;
  }
  let read = 0;
  let answered = false;
  const answer = () => {
    if (!answered) {
      answered = true;
      done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    }
  };
  request.raw.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > OVER_LIMIT_READ_MAX_BYTES) {
      request.raw.destroy();
    }
  });
  // A cut or broken connection ends the request too (its answer goes nowhere).
  request.raw.once('end', answer).once('close', answer).once('error', answer);
  request.raw.resume();
}

/**
 * From the stop signal on, every new request but the health checks answers a retryable 503
 * (Retry-After, nothing done) on a connection that then closes; those already in flight finish.
 * The client retries elsewhere; nginx passes a read's 503 on and counts it as the replica's
 * failure, sending it nothing more (docker/nginx.conf) before it stops taking connections: a
 * request that reaches the closing listener could be cut after nginx sent it, a 502 nobody may
 * retry.
 */
function refuseWhileStopping(fastify: FastifyInstance, shutdown: ShutdownState): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!shutdown.stopping || request.url.startsWith('/api/health')) {
      done();
      return;
    }
    void reply.header('Connection', 'close');
    sendUnavailable(reply);
  });
}

/** Everything main.ts and the e2e tests both need on top of AppModule. */
export async function configureApp(app: NestFastifyApplication): Promise<NestFastifyApplication> {
  const config = app.get<ConfigService<Env, true>>(ConfigService);
  app.useLogger(app.get(Logger));
  const fastify: FastifyInstance = app.getHttpAdapter().getInstance();
  // Request lines go out in batches; everything else (warnings, errors) at once.
  logRequests(fastify, pino({ level: config.get('LOG_LEVEL', { infer: true }) }, batchedStdout()));
  app.setGlobalPrefix('api');
  refuseWhileStopping(fastify, app.get(ShutdownState));
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
    // No opener policy. With one, the browser opens every arrival at the site in a new
    // renderer process, whose set-up is most of a page's blocking time on a phone. The site
    // needs no cross-origin isolation, and a window that opens a page of it can navigate that window
    // but not read it.
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  const subresource = subresourceHeaders(security);
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.headers(BUILT_SUBRESOURCE.test(request.url) ? subresource : security);
    done();
  });
  app.get(Metrics).observeHttp(fastify);
  // Added before the app's own hooks (the fast read path), so every limited call is counted.
  limitRequests(fastify, app.get(RateLimiter), app.get(ApiTokenVerifier));
  // Large JSON answers leave compressed to clients that accept it. Cached answers come
  // compressed already (sendCachedResponse, once per answer); this covers every other answer.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
  // Reads and writes the session cookie (auth/session-cookie.ts).
  await app.register(cookie);
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
    allowedHeaders: ['Authorization', 'Content-Type', RECENT_SIGN_IN_HEADER],
    exposedHeaders: ['X-Total-Count', 'X-Request-Id'],
    maxAge: 600,
  });
}

/** Swagger UI at /api/docs and the OpenAPI JSON at /api/docs-json. */
async function serveApiDocs(app: NestFastifyApplication): Promise<void> {
  SwaggerModule.setup('api/docs', app, await buildApiDocument(app));
}
