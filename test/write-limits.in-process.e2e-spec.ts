import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MESSAGES, messageText } from '@tutorhub/contracts';
import type { RouteOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { AccountCache } from '../backend/src/auth/account-cache';
import { IdTokenVerifier } from '../backend/src/auth/id-token.verifier';
import type { RateLimitRouteConfig } from '../backend/src/rate-limit/rate-limit.decorator';
import { RateLimiter } from '../backend/src/rate-limit/rate-limiter.service';
import { createTestApp, http, inProcess, type Target } from './support/app';
import {
  authHeader,
  closeTarget,
  createAccount,
  signUpInEmulator,
  type TestIdentity,
  uniqueEmail,
} from './support/identities';
import { marker, studentPayload } from './support/payloads';

/**
 * Small limits, so a few calls meet them; TRUST_PROXY lets a test choose its client address.
 * The per-address ceiling is above the per-account one, as in production.
 */
const PER_ADDRESS = 8;
const ENV = {
  TRUST_PROXY: 'true',
  RATE_LIMIT_WINDOW_SECONDS: '600',
  // One window for every group, so a test can fill any group's counter.
  RATE_LIMIT_CHAT_WINDOW_SECONDS: '600',
  RATE_LIMIT_WRITES: '3',
  RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
  RATE_LIMIT_SEARCH: '3',
};
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

let lastOctet = 0;
/** A client address no other test uses. */
const freshAddress = () => `198.51.100.${++lastOctet}`;
/** A search text new to this app, so no cache holds its answer. */
const word = (name: string) => `${name}${marker().replace(/\W/g, '')}`;

function expectTooMany(res: request.Response, message = MESSAGES.tooManyRequests): void {
  expect({ status: res.status, message: (res.body as { message?: string }).message }).toEqual({
    status: 429,
    message,
  });
  expect(res.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

/** A route's methods as one list (Fastify takes one method or several). */
const methodsOf = (route: RouteOptions) => [route.method].flat().map(String);

describe('write limits: every write limited, before any work, fairly', () => {
  let app: NestFastifyApplication;
  let target: Target;
  const routes: RouteOptions[] = [];
  let admin: TestIdentity;
  const writeRoutes = () =>
    routes.filter(
      (route) =>
        route.url.startsWith('/api/') && methodsOf(route).some((m) => WRITE_METHODS.includes(m)),
    );
  const groupOf = (route: RouteOptions) =>
    (route.config as RateLimitRouteConfig | undefined)?.rateLimitGroup;
  const from = (address: string) => {
    const agent = http(target);
    return {
      get: (url: string) => agent.get(url).set('X-Forwarded-For', address),
      post: (url: string) => agent.post(url).set('X-Forwarded-For', address),
    };
  };
  const review = (caller: TestIdentity, address: string) =>
    from(address)
      .post('/api/tutorReview')
      .set(authHeader(caller))
      .send({ message: `Very helpful ${marker()}`, rating: 5 });

  beforeAll(async () => {
    app = await createTestApp(ENV, [], (fastify) => {
      fastify.addHook('onRoute', (route) => {
        routes.push(route);
      });
    });
    target = inProcess(app);
    // Files run before this one counted their requests under the suite's high limits.
    await app.get(DataSource).query(`DELETE FROM rate_limit_counters`);
    admin = await createAccount(target, 'admin', { admin: true });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await closeTarget(target);
    await app?.close();
  });

  it('give every write route the app registers a limit group, admin routes included', () => {
    const writes = writeRoutes();
    // The walk sees the app's routes: the admin writes and the member writes alike.
    expect(writes.map((route) => `${methodsOf(route).join()} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'PATCH /api/admin/accounts/:id/suspension',
        'DELETE /api/me',
        'POST /api/notifications/read',
        'POST /api/jwt',
      ]),
    );
    expect(writes.length).toBeGreaterThanOrEqual(20);
    const ungrouped = writes.filter((route) => !groupOf(route));
    expect(ungrouped.map((route) => `${methodsOf(route).join()} ${route.url}`)).toEqual([]);
    // A member's report counts as a write, an admin's resolution of it in the admin group.
    const groups = Object.fromEntries(
      writes.map((route) => [`${methodsOf(route).join()} ${route.url}`, groupOf(route)]),
    );
    expect(groups).toMatchObject({
      'POST /api/reports': 'writes',
      'PATCH /api/admin/reports/:id': 'admin',
      'POST /api/conversations/:id/messages': 'chat',
      'DELETE /api/conversations/:id/messages/:messageId': 'chat',
      'POST /api/conversations/:id/read': 'conversationReads',
      'POST /api/blocks/:userId': 'writes',
      'POST /api/jobs': 'writes',
      'PATCH /api/jobs/:id': 'writes',
      'POST /api/jobs/:id/applications': 'writes',
      'PATCH /api/applications/:id': 'writes',
      'PATCH /api/admin/jobs/:id': 'admin',
    });
  });

  it('answer 429 with Retry-After on every write route once its caller is over the limit', async () => {
    const address = freshAddress();
    const db = app.get(DataSource);
    // Every group's counters of this admin and this address, far past any limit.
    const groups = [...new Set(writeRoutes().map((route) => groupOf(route)!))];
    const keys = groups.flatMap((g) => [
      `${g}:account:${admin.user!.id}`,
      `${g}:address:${address}`,
    ]);
    await db.query(
      `INSERT INTO rate_limit_counters ("key", "windowEnd", "hits")
       SELECT k, to_timestamp((floor(extract(epoch FROM now()) / 600) + 1) * 600), 1000000
       FROM unnest($1::text[]) AS k`,
      [keys],
    );
    const agent = http(target);
    const refused: string[] = [];
    for (const route of writeRoutes()) {
      const url = route.url.replace(/:\w+/g, randomUUID());
      for (const method of methodsOf(route).filter((m) => WRITE_METHODS.includes(m))) {
        const res = await agent[method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete'](url)
          .set('X-Forwarded-For', address)
          .set(authHeader(admin))
          .send({});
        expectTooMany(res, messageText(app.get(RateLimiter).messageOf(groupOf(route)!)));
        refused.push(`${method} ${route.url}`);
      }
    }
    expect(refused.length).toBe(
      writeRoutes()
        .flatMap((r) => methodsOf(r))
        .filter((m) => WRITE_METHODS.includes(m)).length,
    );
  });

  it('refuse an over-limit sign-in before the ID token is verified or an account written', async () => {
    const verify = jest.spyOn(app.get(IdTokenVerifier), 'verify');
    const address = freshAddress();
    const account = await signUpInEmulator(uniqueEmail('limited'));
    const exchange = () =>
      from(address)
        .post('/api/jwt')
        .set('Authorization', `Bearer ${account.idToken}`)
        .send({ email: account.email });
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await exchange()).status).toBe(200);
    }
    expect(verify).toHaveBeenCalledTimes(PER_ADDRESS);
    expectTooMany(await exchange());
    expect(verify).toHaveBeenCalledTimes(PER_ADDRESS);

    // A registration with an ID token from an address over its ceiling: no verification, no
    // account made for that identity.
    const fresh = await signUpInEmulator(uniqueEmail('unseen'));
    // Calls without an API token count against the address, whatever their group.
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await from(address).post('/api/hires').send({})).status).toBe(401);
    }
    verify.mockClear();
    expectTooMany(
      await from(address)
        .post('/api/studentInfo')
        .set('Authorization', `Bearer ${fresh.idToken}`)
        .send(studentPayload(fresh.email)),
    );
    expect(verify).not.toHaveBeenCalled();
    const rows = await app
      .get(DataSource)
      .query(`SELECT 1 FROM users WHERE email = $1`, [fresh.email]);
    expect(rows).toEqual([]);
    // Another address signs in as ever.
    await from(freshAddress())
      .post('/api/jwt')
      .set('Authorization', `Bearer ${account.idToken}`)
      .send({ email: account.email })
      .expect(200);
    verify.mockRestore();
  });

  it('refuse a signed-in caller over its limit before its account is loaded or its body read', async () => {
    const member = await createAccount(target, 'noProfile');
    const address = freshAddress();
    for (let i = 0; i < 3; i++) {
      await review(member, address).expect(201);
    }
    const load = jest.spyOn(app.get(AccountCache), 'get');
    // Malformed JSON: read, it would answer 400.
    const res = await from(address)
      .post('/api/tutorReview')
      .set(authHeader(member))
      .set('Content-Type', 'application/json')
      .send('{"message": "never parsed",');
    expectTooMany(res);
    expect(load).not.toHaveBeenCalled();
    load.mockRestore();
  });

  it('count signed-in writes per account: two people behind one address both keep working', async () => {
    const [scripted, neighbour] = [
      await createAccount(target, 'noProfile'),
      await createAccount(target, 'noProfile'),
    ];
    const shared = freshAddress();
    for (let i = 0; i < 3; i++) {
      await review(scripted, shared).expect(201);
    }
    expectTooMany(await review(scripted, shared));
    // The same address, another account: its own count, unaffected by the first one's.
    for (let i = 0; i < 3; i++) {
      await review(neighbour, shared).expect(201);
    }
  });

  it('limit new text searches per address with their own 429; answers held and plain lists stay open', async () => {
    const address = freshAddress();
    // A member, whose repeated reads the fast read path answers from memory; the count is the
    // address's whoever searches. Each search text is new to this app.
    const member = await createAccount(target, 'noProfile');
    // Written beside the app: its change notice (which drops the cached lists) comes within a
    // second. Let it pass first, or it could drop a search below before the repeat.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const list = (url: string, at = address, caller = member) =>
      from(at).get(url).set(authHeader(caller));
    const [math, physics, dhaka] = [word('math'), word('physics'), word('dhaka')];
    for (const q of [math, physics]) {
      await list(`/api/getTutor?q=${q}`).expect(200);
    }
    await list(`/api/getTutor?location=${dhaka}`).expect(200);
    // A search already answered costs no database work: it is served, uncounted.
    await list(`/api/getTutor?q=${math}`).expect(200);
    await list(`/api/getTutor?location=${dhaka}`).expect(200);
    // A fourth new search is refused (the limit is 3), for tutors and students alike.
    expectTooMany(await list(`/api/getTutor?q=${word('chemistry')}`), MESSAGES.tooManySearches);
    const refused = await list(`/api/getStudent?q=${word('rahim')}`, address, admin);
    expectTooMany(refused, MESSAGES.tooManySearches);
    expect(refused.body).toMatchObject({ code: 'general.tooManySearches' });
    await list('/api/getTutor?subject=Physics').expect(200);
    await list('/api/getTutor?q=').expect(200);
    await list(`/api/getTutor?q=${word('biology')}`, freshAddress()).expect(200);
  });

  it("limit the job board's new location searches alike, for visitors too", async () => {
    // Let earlier tests' change notices (which drop cached boards) pass first, as above.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const address = freshAddress();
    const board = (url: string, at = address) => from(at).get(url);
    const [mirpur, uttara, banani] = [word('mirpur'), word('uttara'), word('banani')];
    for (const location of [mirpur, uttara, banani]) {
      await board(`/api/jobs?location=${location}`).expect(200);
    }
    // Answered from memory: served, uncounted; a board without text is never counted.
    await board(`/api/jobs?location=${mirpur}`).expect(200);
    await board('/api/jobs?subject=Physics').expect(200);
    const refused = await board(`/api/jobs?location=${word('gulshan')}`);
    expectTooMany(refused, MESSAGES.tooManySearches);
    expect(refused.body).toMatchObject({ code: 'general.tooManySearches' });
    await board(`/api/jobs?location=${word('dhanmondi')}`, freshAddress()).expect(200);
  });
});
