import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { configureApp, createAdapter } from './app.factory';
import { validateEnv } from './config/env.validation';
import { ensureJwtSecret } from './config/jwt-secret';
import { DataSource } from 'typeorm';
import { seedDemoData } from './database/seed/demo-seed';

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
  if (env.SEED_DEMO) {
    await seedDemoData(app.get(DataSource), {
      emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
      mediaDir: env.MEDIA_DIR,
    });
  }
  await app.listen({ port: env.PORT, host: '0.0.0.0' });
  // Let the launcher (npm start) know we serve.
  process.send?.({ ready: true, port: env.PORT });
}

bootstrap().catch((e: unknown) => {
  const cause = e instanceof Error && e.cause instanceof Error ? ` (${e.cause.message})` : '';
  console.error(
    `Tutor Hub API failed to start: ${e instanceof Error ? e.message : String(e)}${cause}`,
  );
  process.exit(1);
});
