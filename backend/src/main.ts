import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { configureApp, createAdapter } from './app.factory';
import { type Env, isLoopback, listenHost, validateEnv } from './config/env.validation';
import { ensureJwtSecret } from './config/jwt-secret';
import { DataSource } from 'typeorm';
import { seedDemoData } from './seed/demo-seed';
import { ChargesService } from './charges/charges.service';
import { ShutdownState } from './health/shutdown-state';

async function bootstrap(): Promise<void> {
  let env;
  try {
    ensureJwtSecret(process.env);
    env = validateEnv(process.env);
  } catch (e) {
    // One clear line, no stack: a configuration mistake is not a crash.
    console.error((e as Error).message);
    process.exit(1);
  }
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule,
    createAdapter(env.TRUST_PROXY),
    {
      bufferLogs: true,
      abortOnError: false,
    },
  );
  await configureApp(app);
  drainOnStopSignals(app, env);
  if (env.SEED_DEMO) {
    await seedDemoData(app.get(DataSource), {
      emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
      mediaDir: env.MEDIA_DIR,
      charges: app.get(ChargesService),
    });
  }
  const host = listenHost(env);
  if (env.FIREBASE_AUTH_EMULATOR_HOST && !isLoopback(host)) {
    new Logger('Security').warn(
      `!!! Listening on ${host} with the Firebase Auth emulator (ALLOW_NETWORK_WITH_EMULATOR=true): ` +
        'its ID tokens are unsigned and its admin API is open, so anyone who reaches it can sign ' +
        'in as anybody. Use this for demos on trusted networks only, never with real data. !!!',
    );
  }
  await app.listen({ port: env.PORT, host });
  // Let the launcher (npm start) know we serve.
  process.send?.({ ready: true, port: env.PORT });
}

/**
 * SIGTERM / SIGINT: answer not ready at once; after SHUTDOWN_DELAY_MS (time for the load
 * balancer to notice) end the live streams with a reconnect hint and stop accepting
 * connections, let the requests in flight finish (a request on a kept-alive connection answers
 * a retryable 503), then close the app (email queue, database last), within DRAIN_TIMEOUT_MS.
 * Fastify closes first because Nest's own close cuts open sockets.
 */
function drainOnStopSignals(
  app: NestFastifyApplication,
  env: Pick<Env, 'SHUTDOWN_DELAY_MS' | 'DRAIN_TIMEOUT_MS'>,
): void {
  const shutdown = app.get(ShutdownState);
  const drain = (signal: NodeJS.Signals) => {
    if (shutdown.stopping) {
      return;
    }
    shutdown.begin();
    const logger = new Logger('Shutdown');
    logger.log(`${signal}: not ready; closing in ${env.SHUTDOWN_DELAY_MS} ms`);
    setTimeout(() => {
      logger.log('finishing the requests in flight');
      setTimeout(() => {
        logger.error(`Requests still open after ${env.DRAIN_TIMEOUT_MS} ms; exiting anyway`);
        process.exit(1);
      }, env.DRAIN_TIMEOUT_MS).unref();
      app
        .getHttpAdapter()
        .getInstance()
        .close()
        .then(() => app.close())
        .then(
          () => process.exit(0),
          (e: unknown) => {
            logger.error(`Shutdown failed: ${e instanceof Error ? e.message : String(e)}`);
            process.exit(1);
          },
        );
    }, env.SHUTDOWN_DELAY_MS);
  };
  process.on('SIGTERM', drain);
  process.on('SIGINT', drain);
}

bootstrap().catch((e: unknown) => {
  const cause = e instanceof Error && e.cause instanceof Error ? ` (${e.cause.message})` : '';
  console.error(
    `Tutor Hub API failed to start: ${e instanceof Error ? e.message : String(e)}${cause}`,
  );
  process.exit(1);
});
