import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { createTestApp } from './support/app';
import { freshDatabase } from './support/databases';
import {
  emailRows,
  eventually,
  messageIdOf,
  queueReviewEmails,
  reader,
} from './support/email-rows';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink';

const PG_BOSS_10_SCHEMA = readFileSync(
  path.join(__dirname, 'fixtures/pg-boss-10-schema.sql'),
  'utf8',
);

/**
 * A database a pg-boss 10 release left with emails still waiting in its queue: the release on
 * pg-boss 12 starts on it, sends each waiting email once and leaves no old schema behind.
 */
describe('starting on a database pg-boss 10 queued in', () => {
  let sink: SmtpSink;
  let app: NestFastifyApplication | undefined;
  const env: Record<string, string> = {};

  beforeAll(async () => {
    sink = await startSmtpSink(1141);
    Object.assign(env, {
      DATABASE_URL: await freshDatabase('tutorhub_pgboss_upgrade'),
      SMTP_URL: sink.url,
      MAIL_FROM: 'Tutor Hub <no-reply@tutorhub.example>',
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  it('sends every email waiting in the old queue once, and drops the old schema', async () => {
    // Two emails wait for a retry (the SMTP server refused them for now) when the release on
    // pg-boss 10 stops; the queue is then made to look as pg-boss 10 leaves it: its schema, with
    // a waiting job per email and a finished one.
    sink.otherwise = 'temporary';
    app = await createTestApp(env);
    const user = await reader(app, 'upgrade');
    await queueReviewEmails(app, user, 2);
    const waiting = await eventually(
      () => emailRows(app!, user),
      (rows) => rows.every((row) => row.attempts > 0),
    );
    await app.close();
    const db = new Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    await db.query('DROP SCHEMA pgboss CASCADE');
    await db.query(PG_BOSS_10_SCHEMA);
    for (const email of waiting) {
      await db.query(`INSERT INTO pgboss.job (name, data) VALUES ('email', $1)`, [
        { emailId: email.id },
      ]);
    }
    await db.query(`INSERT INTO pgboss.job (name, data, state) VALUES ('email', $1, 'completed')`, [
      { emailId: waiting[0].id },
    ]);

    sink.otherwise = 'accept';
    app = await createTestApp(env);
    const sent = await eventually(
      () => emailRows(app!, user),
      (rows) => rows.every((row) => row.state === 'sent'),
    );
    expect(sent.map((row) => row.state)).toEqual(['sent', 'sent']);
    expect(sink.accepted.sort()).toEqual(waiting.map(messageIdOf).sort());
    const [old] = (await db.query(`SELECT to_regnamespace('pgboss_10') AS schema`)).rows as {
      schema: string | null;
    }[];
    expect(old.schema).toBeNull();
    const [installed] = (await db.query('SELECT version FROM pgboss.version')).rows as {
      version: number;
    }[];
    expect(installed.version).toBeGreaterThan(24);
    await db.end();
  }, 60_000);
});
