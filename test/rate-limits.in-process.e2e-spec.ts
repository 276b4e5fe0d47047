import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MESSAGES } from '@tutorhub/contracts';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, http, inProcess, type Target } from './support/app';
import { authHeader, closeTarget, createAccount, type TestIdentity } from './support/identities';
import { marker } from './support/payloads';

/** Small limits, so a burst meets them; TRUST_PROXY lets a test choose its client address. */
const ENV = {
  TRUST_PROXY: 'true',
  RATE_LIMIT_WINDOW_SECONDS: '600',
  RATE_LIMIT_PER_ADDRESS: '10',
  RATE_LIMIT_MESSAGES: '5',
  RATE_LIMIT_WRITES: '3',
};

/** A client address no other test uses. */
let lastOctet = 0;
const freshAddress = () => `203.0.113.${++lastOctet}`;

function expectTooManyRequests(res: request.Response): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: MESSAGES.tooManyRequests,
    code: 'general.tooManyRequests',
    params: {},
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describe('rate limits', () => {
  let target: Target;
  let replica: NestFastifyApplication;
  let author: TestIdentity;
  const from = (address: string, app?: NestFastifyApplication) => {
    const agent = app ? http(inProcess(app)) : http(target);
    return {
      post: (url: string) => agent.post(url).set('X-Forwarded-For', address),
      get: (url: string) => agent.get(url).set('X-Forwarded-For', address),
    };
  };
  const contactRows = async (name: string) =>
    Number(
      (
        await target
          .app!.get(DataSource)
          .query(`SELECT count(*) AS n FROM contact_messages WHERE name = $1`, [name])
      )[0].n,
    );

  beforeAll(async () => {
    target = inProcess(await createTestApp(ENV));
    // Files run before this one counted their (many) requests under the suite's high limits.
    await target.app!.get(DataSource).query(`DELETE FROM rate_limit_counters`);
    // A second app on the same database: another replica.
    replica = await createTestApp(ENV);
    author = await createAccount(target, 'noProfile');
  });
  afterAll(async () => {
    await closeTarget(target);
    await replica?.close();
    await target.app?.close();
  });

  it('cut off a burst of a hundred anonymous contact messages from one address, writing none of the refused', async () => {
    const address = freshAddress();
    const name = marker('burst');
    const statuses: number[] = [];
    let refused: request.Response | undefined;
    for (let i = 0; i < 100; i++) {
      const res = await from(address)
        .post('/api/contact')
        .send({ name, email: 'burst@e2e.tutorhub.test', message: `spam ${i}` });
      statuses.push(res.status);
      refused ??= res.status === 429 ? res : undefined;
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual(Array(95).fill(429));
    expectTooManyRequests(refused!);
    expect(await contactRows(name)).toBe(5);
  });

  it('count requests arriving together exactly: of twenty at once, five pass', async () => {
    const address = freshAddress();
    const name = marker('together');
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const res = await from(address)
          .post('/api/contact')
          .send({ name, email: 'together@e2e.tutorhub.test', message: `at once ${i}` });
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(await contactRows(name)).toBe(5);
  });

  it('count contact and newsletter together, per address: another address is not affected', async () => {
    const busy = freshAddress();
    for (let i = 0; i < 5; i++) {
      await from(busy)
        .post('/api/newsletter')
        .send({ email: `${marker('news')}@e2e.tutorhub.test` })
        .expect(201);
    }
    expectTooManyRequests(
      await from(busy).post('/api/contact').send({ name: 'Rahim', email: 'r@e2e.tutorhub.test' }),
    );
    await from(freshAddress())
      .post('/api/contact')
      .send({ name: 'Rahim', email: 'r@e2e.tutorhub.test' })
      .expect(201);
  });

  it('limit an account across addresses: switching address does not reset its count', async () => {
    const review = (address: string) =>
      from(address)
        .post('/api/tutorReview')
        .set(authHeader(author))
        .send({ message: `Very helpful ${marker()}`, rating: 5 });
    const [first, second] = [freshAddress(), freshAddress()];
    await review(first).expect(201);
    await review(second).expect(201);
    await review(first).expect(201);
    // Each address has made at most two writes; the account has made three.
    expectTooManyRequests(await review(second));
    expectTooManyRequests(await review(freshAddress()));
  });

  it('share one count between replicas on the same database', async () => {
    const address = freshAddress();
    const send = (app?: NestFastifyApplication) =>
      from(address, app)
        .post('/api/contact')
        .send({ name: 'Replica', email: 'x@e2e.tutorhub.test' });
    for (const app of [undefined, replica, undefined, replica, undefined]) {
      await send(app).expect(201);
    }
    expectTooManyRequests(await send(replica));
    expectTooManyRequests(await send());
  });

  it('never limit reads, even from an address that is over its limit', async () => {
    const address = freshAddress();
    for (let i = 0; i < 6; i++) {
      await from(address)
        .post('/api/contact')
        .send({ name: 'Reader', email: 'x@e2e.tutorhub.test' });
    }
    for (let i = 0; i < 30; i++) {
      await from(address).get('/api/getTutorReview').expect(200);
      await from(address).get('/api/aboutUs').expect(200);
    }
  });

  it('limit sign-in attempts per address, failed ones included (password guessing)', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      const res = await from(address)
        .post('/api/jwt')
        .set('Authorization', 'Bearer not-a-token')
        .send({ email: author.email });
      expect(res.status).toBe(401);
    }
    expectTooManyRequests(
      await from(address)
        .post('/api/jwt')
        .set('Authorization', `Bearer ${author.idToken}`)
        .send({ email: author.email }),
    );
  });

  it('ignore a forged X-Forwarded-For hop in front of the trusted proxy', async () => {
    const proxied = freshAddress();
    for (let i = 0; i < 5; i++) {
      await http(target)
        .post('/api/contact')
        .set('X-Forwarded-For', `198.51.100.${i}, ${proxied}`)
        .send({ name: 'Forger', email: 'x@e2e.tutorhub.test' })
        .expect(201);
    }
    expectTooManyRequests(
      await http(target)
        .post('/api/contact')
        .set('X-Forwarded-For', `198.51.100.99, ${proxied}`)
        .send({ name: 'Forger', email: 'x@e2e.tutorhub.test' }),
    );
  });

  it('prune counters whose window has ended', async () => {
    const db = target.app!.get(DataSource);
    await db.query(
      `INSERT INTO rate_limit_counters ("key", "windowEnd", "hits") VALUES ('messages:address:old', now() - interval '1 second', 9)`,
    );
    const { RateLimiter } = await import('../backend/src/rate-limit/rate-limiter.service');
    await target.app!.get(RateLimiter).prune();
    const left = await db.query(`SELECT "key" FROM rate_limit_counters`);
    expect(left.map((r: { key: string }) => r.key)).not.toContain('messages:address:old');
    expect(left.length).toBeGreaterThan(0);
  });
});
