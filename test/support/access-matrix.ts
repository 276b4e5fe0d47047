import type request from 'supertest';
import { http, type Target } from './app';
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

/**
 * The status each caller must get. A caller may be left out where the run cannot make it (e.g.
 * black-box, the shared ADMIN_EMAILS account must not register a profile).
 */
export type ExpectedAccess = Partial<Record<IdentityName, number>>;

/** Filled in `beforeAll`, read when the generated tests run. */
export interface AccessContext {
  target?: Target;
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
  target: Target,
  identities: Identities,
  who: IdentityName,
  call: AccessCall,
): Promise<request.Response> {
  const path = typeof call.path === 'function' ? await call.path(who) : call.path;
  const body = typeof call.body === 'function' ? await call.body(who) : call.body;
  const agent = http(target);
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
 *   beforeAll(async () => { ctx.target = await createTarget(); ctx.identities = await createIdentities(ctx.target); });
 *   expectAccess(ctx, { method: 'get', path: '/api/getStudent' }, access.adminOnly());
 */
export function expectAccess(ctx: AccessContext, call: AccessCall, expected: ExpectedAccess): void {
  const label = `${call.method.toUpperCase()} ${typeof call.path === 'string' ? call.path : '(path per caller)'}`;
  describe(label, () => {
    for (const who of IDENTITY_NAMES.filter((name) => expected[name] !== undefined)) {
      it(`answers ${who} with ${expected[who]}`, async () => {
        const { target, identities } = ctx;
        if (!target || !identities) {
          throw new Error('expectAccess: set ctx.target and ctx.identities in beforeAll');
        }
        expectStatus(await callAs(target, identities, who, call), who, expected[who]!, label);
      });
    }
  });
}

/** The same check inside one test: every caller in turn, all statuses compared at once. */
export async function assertAccess(
  target: Target,
  identities: Identities,
  call: AccessCall,
  expected: ExpectedAccess,
): Promise<void> {
  const actual: ExpectedAccess = {};
  for (const who of IDENTITY_NAMES.filter((name) => expected[name] !== undefined)) {
    const res = await callAs(target, identities, who, call);
    actual[who] = res.status;
    if (res.status === expected[who]) {
      expectStatus(res, who, expected[who], call.method.toUpperCase());
    }
  }
  expect(actual).toEqual(expected);
}
