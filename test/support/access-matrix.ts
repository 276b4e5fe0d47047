import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { authHeader, IDENTITY_NAMES, type Identities, type IdentityName } from './identities';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One call, the same for every caller unless `path`/`body` are functions of the caller. */
export interface AccessCall {
  method: HttpMethod;
  /** e.g. '/api/getStudent'; a function gives each caller its own (e.g. a fresh record). */
  path: string | ((who: IdentityName) => string | Promise<string>);
  body?: object | ((who: IdentityName) => object | Promise<object>);
  /** Which credential the caller sends: its API token (default) or its Firebase ID token. */
  credential?: 'token' | 'idToken';
}

/** The status each caller must get. */
export type ExpectedAccess = Record<IdentityName, number>;

/** Filled in `beforeAll`, read when the generated tests run. */
export interface AccessContext {
  app?: NestFastifyApplication;
  identities?: Identities;
}

/** Common expectations: anyone / signed in / admins only, with the success status. */
export const access = {
  anyone: (ok = 200): ExpectedAccess => ({
    anonymous: ok,
    noProfile: ok,
    student: ok,
    tutor: ok,
    admin: ok,
  }),
  signedIn: (ok = 200): ExpectedAccess => ({
    anonymous: 401,
    noProfile: ok,
    student: ok,
    tutor: ok,
    admin: ok,
  }),
  adminOnly: (ok = 200): ExpectedAccess => ({
    anonymous: 401,
    noProfile: 403,
    student: 403,
    tutor: 403,
    admin: ok,
  }),
};

/** Makes `call` as `who` and returns supertest's response. */
export async function callAs(
  app: NestFastifyApplication,
  identities: Identities,
  who: IdentityName,
  call: AccessCall,
): Promise<request.Response> {
  const path = typeof call.path === 'function' ? await call.path(who) : call.path;
  const body = typeof call.body === 'function' ? await call.body(who) : call.body;
  const agent = request(app.getHttpServer());
  const req = agent[call.method](path).set(authHeader(identities[who], call.credential));
  return body === undefined ? req : req.send(body);
}

/** Fails with a readable message unless the answer has the expected status (and error shape). */
export function expectStatus(
  res: request.Response,
  who: IdentityName,
  status: number,
  label = 'the call',
): void {
  if (res.status !== status) {
    throw new Error(
      `${who}: ${label} answered ${res.status}, expected ${status}: ${JSON.stringify(res.body)}`,
    );
  }
  if (status >= 400) {
    expect(res.body).toMatchObject({ statusCode: status, error: expect.any(String) });
    expect(typeof res.body.message).toBe('string');
  }
}

/**
 * Declares one test per caller, in the order anonymous, noProfile, student, tutor, admin:
 *
 *   const ctx: AccessContext = {};
 *   beforeAll(async () => { ctx.app = await createTestApp(); ctx.identities = await createIdentities(ctx.app); });
 *   expectAccess(ctx, { method: 'get', path: '/api/getStudent' }, access.adminOnly());
 */
export function expectAccess(ctx: AccessContext, call: AccessCall, expected: ExpectedAccess): void {
  const label = `${call.method.toUpperCase()} ${typeof call.path === 'string' ? call.path : '(path per caller)'}`;
  describe(label, () => {
    for (const who of IDENTITY_NAMES) {
      it(`answers ${who} with ${expected[who]}`, async () => {
        const { app, identities } = ctx;
        if (!app || !identities) {
          throw new Error('expectAccess: set ctx.app and ctx.identities in beforeAll');
        }
        expectStatus(await callAs(app, identities, who, call), who, expected[who], label);
      });
    }
  });
}

/** The same check inside one test: every caller in turn, all statuses compared at once. */
export async function assertAccess(
  app: NestFastifyApplication,
  identities: Identities,
  call: AccessCall,
  expected: ExpectedAccess,
): Promise<void> {
  const actual = {} as Record<IdentityName, number>;
  for (const who of IDENTITY_NAMES) {
    const res = await callAs(app, identities, who, call);
    actual[who] = res.status;
    if (res.status === expected[who]) {
      expectStatus(res, who, expected[who], call.method.toUpperCase());
    }
  }
  expect(actual).toEqual(expected);
}
