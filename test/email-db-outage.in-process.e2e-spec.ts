import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp } from './support/app';
import {
  emailRows,
  eventually,
  messageIdOf,
  queueReviewEmails,
  reader,
} from './support/email-rows';
import { type OwnPostgres, startOwnPostgres } from './support/own-postgres';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink';

// A PostgreSQL of this file's own (stopping it leaves the suite's database alone), on a port
// of the email tests' own.
const PG_PORT = 54367;
const COUNT = 30;

/**
 * PostgreSQL stops for a few seconds while emails are being delivered (the SMTP server takes
 * 200 ms a message): once it is back, every email is sent, and none twice.
 */
describe('email delivery through a PostgreSQL outage', () => {
  let dir: string;
  let db: OwnPostgres;
  let sink: SmtpSink;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-email-outage-'));
    // PostgreSQL runs as the postgres user, which must reach its data folder.
    fs.chmodSync(dir, 0o755);
    db = await startOwnPostgres(path.join(dir, 'pg'), PG_PORT);
    sink = await startSmtpSink(1129);
    app = await createTestApp({
      DATABASE_URL: db.url,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Tutor Hub <no-reply@tutorhub.example>',
      MAIL_RETRY_DELAY_SECONDS: '1',
      MAIL_JOB_TIMEOUT_SECONDS: '20',
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await sink?.close();
    await db?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loses no email and sends none twice', async () => {
    const user = await reader(app, 'outage');
    sink.delayMs = 200;
    await queueReviewEmails(app, user, COUNT);
    await eventually(
      async () => sink.accepted.length,
      (accepted) => accepted >= 8,
      20_000,
    );
    await db.stop();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    db = await startOwnPostgres(path.join(dir, 'pg'), PG_PORT);
    const rows = await eventually(
      () => emailRows(app, user).catch(() => []),
      (all) => all.length === COUNT && all.every((row) => row.state === 'sent'),
      60_000,
    );
    expect(rows.map((row) => row.state)).toEqual(Array(COUNT).fill('sent'));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect([...sink.accepted].sort()).toEqual(rows.map(messageIdOf).sort());
  }, 120_000);
});
