import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MESSAGES } from '@tutorhub/contracts';
import { Client } from 'pg';
import type request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, http, inProcess, type Target } from './support/app';
import { marker } from './support/payloads';

const STATEMENT_TIMEOUT_MS = 1500;
const POOL_WAIT_MS = 300;
/** Connections in the API's pool (database/typeorm-options.ts). */
const POOL_SIZE = 10;

function expectUnavailable(res: request.Response): void {
  expect({ status: res.status, retryAfter: res.headers['retry-after'] }).toEqual({
    status: 503,
    retryAfter: '5',
  });
  expect(res.body).toMatchObject({
    statusCode: 503,
    error: 'Service Unavailable',
    message: MESSAGES.serviceUnavailable,
  });
}

/**
 * A database that stops answering: another session holds the contact messages table while its
 * own statement sleeps (pg_sleep), so every statement of the API that writes there waits.
 */
async function stuckContactTable(): Promise<{ release: () => Promise<void> }> {
  const connect = async () => {
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    return client;
  };
  const session = await connect();
  // Its end, below, is the server's doing: not an error.
  session.on('error', () => undefined);
  const [{ pid }] = (await session.query('SELECT pg_backend_pid() AS pid')).rows;
  await session.query('BEGIN');
  await session.query('LOCK TABLE contact_messages IN ACCESS EXCLUSIVE MODE');
  const sleeping = session.query('SELECT pg_sleep(30)').catch(() => undefined);
  return {
    // The sleeping session is ended by the server, which drops its lock with it.
    release: async () => {
      const other = await connect();
      await other.query('SELECT pg_terminate_backend($1)', [pid]);
      await other.end();
      await sleeping;
      await session.end().catch(() => undefined);
    },
  };
}

/**
 * Waits until `count` sessions of the database wait for the contact table's lock, so a test
 * starts its next step with the pool really taken, however slow the machine is.
 */
async function untilWaitingForLock(count: number): Promise<void> {
  const observer = new Client({ connectionString: process.env.DATABASE_URL });
  await observer.connect();
  try {
    for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
      const [{ waiting }] = (
        await observer.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND query ILIKE '%contact_messages%'`,
        )
      ).rows;
      if (waiting >= count) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`fewer than ${count} sessions came to wait for the contact table`);
  } finally {
    await observer.end();
  }
}

describe('database waits: a stuck database answers 503 with Retry-After in seconds, never a hang', () => {
  let app: NestFastifyApplication;
  let target: Target;
  const contact = (message: string) =>
    http(target)
      .post('/api/contact')
      .send({ name: 'Waits', email: 'waits@e2e.tutorhub.test', message });
  const stored = async (messages: string[]) =>
    (
      await app
        .get(DataSource)
        .query(`SELECT message FROM contact_messages WHERE message = ANY($1)`, [messages])
    ).length as number;

  beforeAll(async () => {
    app = await createTestApp({
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      DB_POOL_WAIT_MS: String(POOL_WAIT_MS),
    });
    target = inProcess(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('cancels a statement stuck past DB_STATEMENT_TIMEOUT_MS: 503, nothing written, then service as before', async () => {
    const stuck = await stuckContactTable();
    const message = marker('stuck');
    const started = Date.now();
    let res: request.Response;
    try {
      res = await contact(message);
    } finally {
      await stuck.release();
    }
    const waited = Date.now() - started;
    expectUnavailable(res);
    expect(waited).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(STATEMENT_TIMEOUT_MS + 1500);
    const after = marker('after');
    await contact(after).expect(201);
    expect(await stored([message, after])).toBe(1);
  });

  it('answers 503 after DB_POOL_WAIT_MS to a request that finds every connection taken', async () => {
    const stuck = await stuckContactTable();
    const blocked = Array.from({ length: POOL_SIZE }, (_, i) => marker(`held-${i}`));
    let holding: request.Response[];
    let waiting: request.Response;
    let waited: number;
    try {
      const held = Promise.all(blocked.map((message) => contact(message).then((res) => res)));
      // Every connection is in a statement waiting for the table.
      await untilWaitingForLock(POOL_SIZE);
      const started = Date.now();
      waiting = await http(target)
        .post('/api/newsletter')
        .send({ email: `${marker('pool')}@e2e.tutorhub.test` });
      waited = Date.now() - started;
      holding = await held;
    } finally {
      await stuck.release();
    }
    expectUnavailable(waiting);
    // Refused once the pool wait is over, long before a held connection came free.
    expect(waited).toBeGreaterThanOrEqual(POOL_WAIT_MS - 50);
    expect(waited).toBeLessThan(STATEMENT_TIMEOUT_MS - 400);
    holding.forEach(expectUnavailable);
    expect(await stored(blocked)).toBe(0);
    await contact(marker('recovered')).expect(201);
  });
});
