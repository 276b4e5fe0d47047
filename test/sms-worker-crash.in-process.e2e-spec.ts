import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { freshDatabase } from './support/databases';
import { targetForFile } from './support/file-setup';
import { newStudent, newTutor, requestHire } from './support/hires';
import { phoneNumber, smsEnv, smsRows, smsTo, withPhone } from './support/sms-inbox';

/**
 * A fixed-offset time zone where it is now about 13:00: the worker is its own process, whose
 * site clock no test can move, and quiet hours (22:00–08:00 site time) would hold the SMS.
 */
function middayZone(now = new Date()): string {
  const offset = 13 - now.getUTCHours();
  // POSIX-style names: Etc/GMT-5 is five hours ahead of UTC.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** Waits until `check` answers something `done` accepts; fails after `timeoutMs`. */
async function eventually<T>(
  check: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (done(value)) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`not within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * `npm run worker` as its own process, killed (SIGKILL) while SSL Wireless (the sandbox, slow
 * for this number) holds the SMS it has already taken: nothing is lost, and the next worker
 * sends it again under the same csms_id once the job's timeout passes, so the phone gets it
 * once. The API here delivers nothing itself (SMS_WORKER=false, which the worker process
 * shares and overrides); it queues.
 */
describe('an SMS worker killed mid-send', () => {
  const env: Record<string, string> = {};
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    Object.assign(env, {
      DATABASE_URL: await freshDatabase('tutorhub_sms_crash'),
      ...smsEnv('sslwireless'),
      SMS_WORKER: 'false',
      MAIL_DISABLED: 'true',
      TZ_SITE: middayZone(),
    });
  });
  const { target } = targetForFile(env);
  afterAll(() => {
    for (const child of workers) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
      }
    }
  });

  /** Starts backend/dist/worker.js and waits until it is delivering. */
  async function startWorker(): Promise<ChildProcess> {
    const child = fork(path.join(__dirname, '../backend/dist/worker.js'), [], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    workers.push(child);
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`the worker exited with ${code}`)));
    });
    return child;
  }

  it('loses nothing and texts the tutor once', async () => {
    const tutor = await newTutor(target);
    // The sandbox answers this number 3 s after it has taken the SMS.
    const phone = await withPhone(target, tutor, phoneNumber('0900'));
    const first = await startWorker();
    await requestHire(target, await newStudent(target), tutor);
    await eventually(
      () => smsTo(phone),
      (got) => got.length === 1,
      15_000,
    );
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;
    const [taken] = await smsRows(target, tutor);
    expect(taken).toMatchObject({ state: 'sending', attempts: 1 });

    await startWorker();
    const [sms] = await eventually(
      () => smsRows(target, tutor),
      ([row]) => row?.state === 'sent',
      40_000,
    );
    expect(sms).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(await smsTo(phone)).toHaveLength(1);
  }, 70_000);
});
