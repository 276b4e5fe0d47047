import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { Test } from '@nestjs/testing';
import request from 'supertest';

/** Set: the suite runs black-box against the Tutor Hub at this address (no trailing slash). */
export const BASE_URL = process.env.E2E_BASE_URL?.replace(/\/+$/, '') || undefined;

/**
 * The real AppModule on Fastify, configured exactly as main.ts does, ready for supertest. The
 * app reads its environment when app.module is first loaded, so it is loaded here (after `env`
 * is applied), never by importing this file.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extraModules: Array<Type<unknown>> = [],
  /** Runs on the Fastify instance before the app registers its routes (e.g. to watch them). */
  beforeRoutes?: (fastify: FastifyInstance) => void,
): Promise<NestFastifyApplication> {
  if (BASE_URL) {
    throw new Error(
      'This test builds the app in-process: run *.in-process.e2e-spec.ts without E2E_BASE_URL',
    );
  }
  Object.assign(process.env, env);
  const { AppModule } = await import('../../backend/src/app.module');
  const { configureApp, createAdapter } = await import('../../backend/src/app.factory');
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule, ...extraModules],
  }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(
    createAdapter(process.env.TRUST_PROXY === 'true'),
  );
  beforeRoutes?.(app.getHttpAdapter().getInstance());
  await configureApp(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** The Tutor Hub a test file calls: built in-process, or a running one at E2E_BASE_URL. */
export interface Target {
  /** What supertest calls: the in-process server or the base URL. */
  server: string | ReturnType<NestFastifyApplication['getHttpServer']>;
  /** The in-process app (for database reads and the like); undefined black-box. */
  app?: NestFastifyApplication;
  /** The admin delete call of each tutor, student, course and blog made through `http()`. */
  created: string[];
}

/** A target around an app built in-process. */
export function inProcess(app: NestFastifyApplication): Target {
  return { server: app.getHttpServer(), app, created: [] };
}

/** The target of this run: E2E_BASE_URL when set, else the app built in-process with `env`. */
export async function createTarget(env: Record<string, string> = {}): Promise<Target> {
  return BASE_URL ? { server: BASE_URL, created: [] } : inProcess(await createTestApp(env));
}

/** The calls whose 201 `{insertedId}` creates a row, and the admin call that deletes it. */
const DELETE_CALLS: Record<string, string> = {
  '/api/tutorInfo': '/api/tutorDelete',
  '/api/studentInfo': '/api/studentDelete',
  '/api/coursePost': '/api/deleteCourse',
  '/api/postBlog': '/api/deleteBlog',
};

/**
 * Supertest on the target (every test call goes through here), noting in `target.created` the
 * delete call of each row a POST creates, so the file can remove its data at the end.
 */
export function http(target: Target): ReturnType<typeof request> {
  const agent = request(target.server);
  const post = agent.post.bind(agent);
  agent.post = (url: string) => {
    const test = post(url);
    const del = DELETE_CALLS[url.split('?')[0]];
    if (del) {
      test.on('response', (res: request.Response) => {
        const id = (res.body as { insertedId?: unknown } | undefined)?.insertedId;
        if (res.status === 201 && typeof id === 'string') {
          target.created.push(`${del}/${id}`);
        }
      });
    }
    return test;
  };
  return agent;
}
