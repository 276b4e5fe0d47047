// @ts-check
// The email part of `npm run bench`: an SMTP server that takes every message, and the time the
// API's worker needs to deliver a batch of queued emails to it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {any} */
const { SMTPServer } = require('smtp-server');
/** @type {any} */
const PgBoss = createRequire(new URL('../../backend/package.json', import.meta.url))('pg-boss');

/**
 * An SMTP server on 127.0.0.1:`port` that accepts every message and counts them.
 * @param {number} port
 */
export async function startSmtpCounter(port) {
  const counter = {
    url: `smtp://127.0.0.1:${port}`,
    received: 0,
    /** @type {() => Promise<void>} */
    close: async () => {},
  };
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    /** @param {NodeJS.ReadableStream} stream @param {unknown} _session @param {(e?: Error | null) => void} done */
    onData(stream, _session, done) {
      stream.on('end', () => {
        counter.received++;
        done(null);
      });
      stream.resume();
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  counter.close = () => new Promise((resolve) => server.close(() => resolve(undefined)));
  return counter;
}

/**
 * Queues `count` review emails to `userId` as the outbox does (a row and its pg-boss job), then
 * waits until the worker has sent them all. Answers the seconds it took from the first job.
 * @param {import('pg').Client} db
 * @param {string} databaseUrl
 * @param {string} userId
 * @param {number} count
 */
export async function deliverBatch(db, databaseUrl, userId, count) {
  const { rows } = await db.query(
    `INSERT INTO emails ("userId", "type", "notificationId", "code", "params")
     SELECT $1, 'review.received', gen_random_uuid(), 'profile.reviewReceived',
            '{"student":"Tanvir Hasan","rating":5}'::jsonb
       FROM generate_series(1, $2)
     RETURNING id`,
    [userId, count],
  );
  const boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false });
  await boss.start();
  const started = Date.now();
  await boss.insert(
    rows.map((row) => ({
      name: 'email',
      data: { emailId: row.id },
      retryLimit: 8,
      retryDelay: 30,
    })),
  );
  await boss.stop({ graceful: false });
  for (;;) {
    const { rows: left } = await db.query(
      `SELECT count(*)::int AS n FROM emails WHERE id = ANY($1) AND state <> 'sent'`,
      [rows.map((row) => row.id)],
    );
    if (left[0].n === 0) {
      return (Date.now() - started) / 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
