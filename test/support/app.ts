import { Test } from '@nestjs/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../../backend/src/app.module';
import { configureApp, createAdapter } from '../../backend/src/app.factory';

/** The real AppModule on Fastify, configured exactly as main.ts does, ready for supertest. */
export async function createTestApp(
  env: Record<string, string> = {},
): Promise<NestFastifyApplication> {
  Object.assign(process.env, env);
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createAdapter());
  await configureApp(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
