import { freshDatabase } from './support/databases';
import { eventually } from './support/email-rows';
import { targetForFile } from './support/file-setup';
import { newStudent, newTutor, requestHire } from './support/hires';
import { phoneNumber, smsEnv, smsRows, smsTo, withPhone } from './support/sms-inbox';
import { WorkerProcesses } from './support/worker-process';

/**
 * `npm run worker` as its own process, killed (SIGKILL) while SSL Wireless (the sandbox, slow
 * for this number) holds the SMS it has already taken: nothing is lost, and the next worker
 * sends it again under the same csms_id once the job's timeout passes, so the phone gets it
 * once. The API here delivers nothing itself (SMS_WORKER=false, which the worker process
 * shares and overrides); it queues.
 */
describe('an SMS worker killed mid-send', () => {
  const env: Record<string, string> = {};
  const workers = new WorkerProcesses();
  beforeAll(async () => {
    Object.assign(env, {
      DATABASE_URL: await freshDatabase('tutorhub_sms_crash'),
      ...smsEnv('sslwireless'),
      SMS_WORKER: 'false',
      MAIL_DISABLED: 'true',
      // The worker's own site clock: midday, so quiet hours hold nothing back.
      TZ_SITE: process.env.E2E_MIDDAY_ZONE!,
    });
  });
  const { target } = targetForFile(env);
  afterAll(() => workers.stopAll());

  it('loses nothing and texts the tutor once', async () => {
    const tutor = await newTutor(target);
    // The sandbox answers this number 3 s after it has taken the SMS.
    const phone = await withPhone(target, tutor, phoneNumber('0900'));
    const first = await workers.start(env);
    await requestHire(target, await newStudent(target), tutor);
    expect(
      await eventually(
        () => smsTo(phone),
        (got) => got.length === 1,
        15_000,
      ),
    ).toHaveLength(1);
    await workers.kill(first);
    const [taken] = await smsRows(target, tutor);
    expect(taken).toMatchObject({ state: 'sending', attempts: 1 });

    await workers.start(env);
    const [sms] = await eventually(
      () => smsRows(target, tutor),
      ([row]) => row?.state === 'sent',
      40_000,
    );
    expect(sms).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(await smsTo(phone)).toHaveLength(1);
  }, 70_000);
});
