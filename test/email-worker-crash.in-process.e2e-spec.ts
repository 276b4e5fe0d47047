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
import { WorkerProcesses } from './support/worker-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `npm run worker` as its own process, killed (SIGKILL) while the SMTP server holds its
 * message: nothing is lost, and the next worker sends the email once after the job's timeout.
 * The API here delivers nothing itself (MAIL_WORKER=false); it queues and supervises.
 */
describe('a worker killed mid-delivery', () => {
  let sink: SmtpSink;
  let app: NestFastifyApplication;
  const workers = new WorkerProcesses();
  const env: Record<string, string> = {};

  beforeAll(async () => {
    sink = await startSmtpSink(1128);
    Object.assign(env, {
      DATABASE_URL: await freshDatabase('tutorhub_email_crash'),
      SMTP_URL: sink.url,
      MAIL_FROM: 'Tutor Hub <no-reply@tutorhub.example>',
      MAIL_WORKER: 'false',
      MAIL_JOB_TIMEOUT_SECONDS: '6',
      MAIL_RETRY_DELAY_SECONDS: '1',
    });
    app = await createTestApp(env);
  });
  afterAll(async () => {
    workers.stopAll();
    await app?.close();
    await sink?.close();
  });

  it('loses nothing and sends the email once', async () => {
    const first = await workers.start(env);
    const user = await reader(app, 'crash');
    sink.answers = ['hang'];
    await queueReviewEmails(app, user, 1);
    await eventually(
      async () => sink.started,
      (started) => started === 1,
      10_000,
    );
    await workers.kill(first);
    const [waiting] = await emailRows(app, user);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 0 });

    await workers.start(env);
    const [email] = await eventually(
      () => emailRows(app, user),
      ([row]) => row?.state === 'sent',
      40_000,
    );
    expect(email).toMatchObject({ state: 'sent', attempts: 1 });
    await sleep(2000);
    expect(sink.started).toBe(2);
    expect(sink.accepted).toEqual([messageIdOf(email)]);
  }, 60_000);
});
