import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { ConfigService } from '@nestjs/config';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { LIMITS } from '@tutorhub/contracts';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Logger } from 'nestjs-pino';
import type { Env } from './config/env.validation';

/** Fastify with the body limit and request ids the whole API relies on. */
export function createAdapter(trustProxy = false): FastifyAdapter {
  return new FastifyAdapter({
    bodyLimit: LIMITS.bodyMaxBytes,
    trustProxy,
    genReqId: (req: { headers: Record<string, unknown> }) =>
      (req.headers['x-request-id'] as string | undefined) ?? randomUUID(),
  });
}

/** Everything main.ts and the e2e tests both need on top of AppModule. */
export async function configureApp(app: NestFastifyApplication): Promise<NestFastifyApplication> {
  const config = app.get<ConfigService<Env, true>>(ConfigService);
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();

  const emulator = config.get('FIREBASE_AUTH_EMULATOR_HOST', { infer: true });
  const emulatorUrl = emulator ? [`http://${emulator}`] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://apis.google.com'],
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
  await app.register(multipart, { limits: { fileSize: LIMITS.imageMaxBytes, files: 1 } });

  const staticDir = config.get('STATIC_DIR', { infer: true });
  if (staticDir && fs.existsSync(staticDir)) {
    app.useStaticAssets({
      root: staticDir,
      prefix: '/',
      // Vite fingerprints everything under assets/; index.html itself must be revalidated.
      // @fastify/static passes its reply here, not the raw response its types name.
      setHeaders: (reply, file: string) =>
        (reply as unknown as { header(k: string, v: string): void }).header(
          'Cache-Control',
          file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  }

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Tutor Hub API')
      .setDescription('The calls of the Tutor Hub marketplace. Sign in through POST /api/jwt.')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document);
  return app;
}
