import type { NestFastifyApplication } from '@nestjs/platform-fastify';
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivery against an SMTP server that fails on cue: temporary failures are retried and the
 * email arrives once; permanent ones are recorded with their reason; two API instances with
 * workers on one database send each email once. The apps have a database of their own.
 */
describe('email delivery faults', () => {
  let sink: SmtpSink;
  const apps: NestFastifyApplication[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink(1127);
    const env = {
      DATABASE_URL: await freshDatabase('tutorhub_email_faults'),
      SMTP_URL: sink.url,
      MAIL_FROM: 'Tutor Hub <no-reply@tutorhub.example>',
      MAIL_RETRY_LIMIT: '2',
      MAIL_RETRY_DELAY_SECONDS: '1',
    };
    apps.push(await createTestApp(env), await createTestApp(env));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await sink?.close();
  });
  beforeEach(() => {
    sink.accepted.length = 0;
    sink.started = 0;
    sink.answers = [];
  });

  it('retries a temporary failure (4xx) with backoff and delivers the email once', async () => {
    const user = await reader(apps[0], 'retried');
    sink.answers = ['temporary', 'temporary'];
    await queueReviewEmails(apps[0], user, 1);
    const [email] = await eventually(
      () => emailRows(apps[0], user),
      ([row]) => row?.state === 'sent',
    );
    expect(email).toMatchObject({ state: 'sent', attempts: 3, error: null });
    await sleep(1500);
    expect(sink.started).toBe(3);
    expect(sink.accepted).toEqual([messageIdOf(email)]);
  });

  it('records a permanent failure (5xx) with its reason, and does not try again', async () => {
    const user = await reader(apps[0], 'refused');
    sink.answers = ['permanent'];
    await queueReviewEmails(apps[0], user, 1);
    const [email] = await eventually(
      () => emailRows(apps[0], user),
      ([row]) => row?.state === 'failed',
    );
    expect(email).toMatchObject({ state: 'failed', attempts: 1 });
    expect(email.error).toMatch(/550.*Mailbox unavailable/);
    await sleep(2500);
    expect(sink.started).toBe(1);
    expect(sink.accepted).toEqual([]);
  });

  it('gives up after the retries on a failure that stays temporary, with the last reason', async () => {
    const user = await reader(apps[0], 'gave-up');
    sink.answers = ['temporary', 'temporary', 'temporary'];
    await queueReviewEmails(apps[0], user, 1);
    const [email] = await eventually(
      () => emailRows(apps[0], user),
      ([row]) => row?.state === 'failed',
    );
    expect(email).toMatchObject({ state: 'failed', attempts: 3 });
    expect(email.error).toMatch(/451.*Try again later/);
    expect(sink.accepted).toEqual([]);
  });

  it('two instances with workers on one database deliver each of 60 emails exactly once', async () => {
    const user = await reader(apps[1], 'many');
    await queueReviewEmails(apps[1], user, 60);
    const rows = await eventually(
      () => emailRows(apps[0], user),
      (all) => all.every((row) => row.state === 'sent'),
      60_000,
    );
    expect(rows.map((row) => row.state)).toEqual(Array(60).fill('sent'));
    await sleep(1500);
    expect([...sink.accepted].sort()).toEqual(rows.map(messageIdOf).sort());
  });
});
