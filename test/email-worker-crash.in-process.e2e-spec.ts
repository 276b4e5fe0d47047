import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
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
 * `npm run worker` as its own process, killed (SIGKILL) while the SMTP server holds its
 * message: nothing is lost, and the next worker sends the email once after the job's timeout.
 * The API here delivers nothing itself (MAIL_WORKER=false); it queues and supervises.
 */
describe('a worker killed mid-delivery', () => {
  let sink: SmtpSink;
  let app: NestFastifyApplication;
  const workers: ChildProcess[] = [];
  const env: Record<string, string> = {};

  /** Starts backend/dist/worker.js and waits until it is delivering. */
  async function startWorker(): Promise<ChildProcess> {
    const child = fork(path.join(__dirname, '../backend/dist/worker.js'), [], {
      env: { ...process.env, ...env, MAIL_WORKER: 'true' },
      stdio: 'ignore',
    });
    workers.push(child);
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`the worker exited with ${code}`)));
    });
    return child;
  }

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
    for (const child of workers) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
      }
    }
    await app?.close();
    await sink?.close();
  });

  it('loses nothing and sends the email once', async () => {
    const first = await startWorker();
    const user = await reader(app, 'crash');
    sink.answers = ['hang'];
    await queueReviewEmails(app, user, 1);
    await eventually(
      async () => sink.started,
      (started) => started === 1,
      10_000,
    );
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;
    const [waiting] = await emailRows(app, user);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 0 });

    await startWorker();
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
