import { DataSource } from 'typeorm';
import type { JobWithMetadata } from 'pg-boss';
import { SiteClockService } from '../backend/src/common/site-time';
import { BulkSmsBdGateway } from '../backend/src/sms/gateways/bulksmsbd.gateway';
import { SmsGatewayError } from '../backend/src/sms/gateways/sms-gateway';
import { SslWirelessGateway } from '../backend/src/sms/gateways/ssl-wireless.gateway';
import { NotificationsService } from '../backend/src/notifications/notifications.service';
import type { SmsJob } from '../backend/src/sms/sms-queue';
import { SmsWorker } from '../backend/src/sms/sms-worker';
import { http } from './support/app';
import { freshDatabase } from './support/databases';
import { targetForFile } from './support/file-setup';
import { moveHire, newStudent, newTutor, requestHire } from './support/hires';
import { authHeader } from './support/identities';
import {
  phoneNumber,
  smsEnv,
  smsRows,
  smsSandboxUrl,
  smsTo,
  waitForSms,
  withPhone,
} from './support/sms-inbox';

const APP_URL = 'http://tutorhub.example';
const HOUR = 60 * 60 * 1000;

/** How far to move the site clock from the real one so that Bangladesh reads `hour`:mm. */
function toDhakaHour(hour: number): number {
  const now = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Dhaka',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date()),
  );
  return (hour - now) * HOUR;
}

/** Waits until `check` holds (fails after `timeoutMs`). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error('not within the time allowed');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * SMS delivery through the suite's SMS sandbox (SSL Wireless iSMS v3), with the app's own
 * worker: written once in the notice's transaction, only to verified numbers that take the
 * kind, held in quiet hours, capped a day, retried on the gateway's temporary failures and
 * failed with its reason on the permanent ones, sent once after a crash mid-send.
 */
describe('sms: delivery', () => {
  const env: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(env, {
      DATABASE_URL: await freshDatabase('tutorhub_sms_delivery'),
      ...smsEnv('sslwireless'),
      SMS_DAILY_LIMIT: '3',
      APP_URL,
    });
  });
  const { target } = targetForFile(env);
  const db = () => target.app!.get(DataSource);
  let clock: jest.SpyInstance;
  beforeEach(() => {
    // Midday in Bangladesh whatever the real hour, so quiet hours hold nothing back.
    const shift = toDhakaHour(12);
    clock = jest
      .spyOn(target.app!.get(SiteClockService), 'now')
      .mockImplementation(() => new Date(Date.now() + shift));
  });
  afterEach(() => clock.mockRestore());

  const tutorWithPhone = async (ending?: string) => {
    const tutor = await newTutor(target);
    return { tutor, phone: await withPhone(target, tutor, phoneNumber(ending)) };
  };

  it('texts a tutor with a verified number a hire request once, in English, with the link', async () => {
    const { tutor, phone } = await tutorWithPhone();
    const student = await newStudent(target);
    await requestHire(target, student, tutor, { salary: 12500 });
    const [sms, ...more] = await waitForSms(phone);
    expect(more).toEqual([]);
    expect(sms.text).toBe(
      `Tutor Hub: ${student.user!.name} wants to hire you for Physics, 12,500 BDT/month. ` +
        `Open: ${APP_URL}/tuitions`,
    );
    await eventually(async () => (await smsRows(target, tutor))[0]?.state === 'sent');
    const [row] = await smsRows(target, tutor);
    expect(row).toMatchObject({
      to: phone,
      type: 'hire.requested',
      language: 'en',
      parts: 1,
      encoding: 'GSM-7',
      attempts: 1,
      lastError: null,
    });
    expect(row.providerMessageId).toMatch(/^sandbox-/);
    expect(row.notificationId).toEqual(expect.any(String));
  });

  it('writes it in Bangla for a reader who chose Bangla', async () => {
    const { tutor, phone } = await tutorWithPhone();
    await http(target)
      .patch('/api/me/email')
      .set(authHeader(tutor))
      .send({ language: 'bn' })
      .expect(200);
    const student = await newStudent(target);
    await requestHire(target, student, tutor, { salary: 8000 });
    const [sms] = await waitForSms(phone);
    expect(sms.text).toBe(
      `টিউটর হাব: ${student.user!.name} Physics পড়াতে আপনাকে চান, মাসে ৮,০০০ টাকা। দেখুন: ${APP_URL}/tuitions`,
    );
  });

  it('texts nobody without a verified number, nor a member who turned the kind off or never on', async () => {
    const tutor = await newTutor(target);
    const student = await newStudent(target);
    const hire = await requestHire(target, student, tutor);
    // The student has a number, but a student's hire SMS are off until turned on.
    const studentPhone = await withPhone(target, student);
    await moveHire(target, tutor, hire, 'accepted').expect(200);
    const { tutor: off, phone: offPhone } = await tutorWithPhone();
    await http(target).patch('/api/me/sms').set(authHeader(off)).send({ hires: false }).expect(200);
    await requestHire(target, await newStudent(target), off);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await smsRows(target, tutor)).toEqual([]);
    expect(await smsRows(target, student)).toEqual([]);
    expect(await smsRows(target, off)).toEqual([]);
    expect(await smsTo(studentPhone)).toEqual([]);
    expect(await smsTo(offPhone)).toEqual([]);

    // Turned on, the next move is texted.
    await http(target)
      .patch('/api/me/sms')
      .set(authHeader(student))
      .send({ hires: true })
      .expect(200);
    const other = await newTutor(target);
    const second = await requestHire(target, student, other);
    await moveHire(target, other, second, 'accepted').expect(200);
    const [sms] = await waitForSms(studentPhone);
    expect(sms.text).toBe(
      `Tutor Hub: ${other.user!.name} accepted your Physics request. Open: ${APP_URL}/tuitions`,
    );
  });

  it('writes nothing when the notice’s transaction rolls back', async () => {
    const { tutor, phone } = await tutorWithPhone();
    await expect(
      db().transaction(async (tx) => {
        await target.app!.get(NotificationsService).notify(tx, {
          userId: tutor.user!.id,
          type: 'hire.requested',
          params: {
            student: 'Rahim',
            subject: 'Physics',
            classLevel: 'Class 9',
            days: 3,
            salary: 8000,
          },
        });
        expect(
          await tx.query(`SELECT id FROM sms WHERE "userId" = $1`, [tutor.user!.id]),
        ).toHaveLength(1);
        throw new Error('the move failed after its notice');
      }),
    ).rejects.toThrow('the move failed');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await smsRows(target, tutor)).toEqual([]);
    expect(await smsTo(phone)).toEqual([]);
  });

  it('holds an SMS due in quiet hours (22:00–08:00 Bangladesh time) until 08:00', async () => {
    const shift = toDhakaHour(23);
    clock.mockImplementation(() => new Date(Date.now() + shift));
    const { tutor, phone } = await tutorWithPhone();
    await requestHire(target, await newStudent(target), tutor);
    const [row] = await smsRows(target, tutor);
    expect(row.state).toBe('queued');
    const [job] = (await db().query(
      `SELECT start_after AS "startAfter" FROM pgboss_sms.job WHERE data->>'smsId' = $1`,
      [row.id],
    )) as Array<{ startAfter: Date }>;
    // From 23:xx site time, 08:00 is 8 to 9 hours ahead.
    const wait = job.startAfter.getTime() - Date.now();
    expect(wait).toBeGreaterThan(8 * HOUR - 60_000);
    expect(wait).toBeLessThanOrEqual(9 * HOUR);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await smsTo(phone)).toEqual([]);
  });

  it('keeps the SMS over the daily limit as limited, and sends none of them', async () => {
    const { tutor, phone } = await tutorWithPhone();
    for (let i = 0; i < 4; i++) {
      await requestHire(target, await newStudent(target), tutor);
    }
    await waitForSms(phone, 3);
    await eventually(
      async () => (await smsRows(target, tutor)).filter((r) => r.state === 'sent').length === 3,
    );
    const rows = await smsRows(target, tutor);
    expect(rows.map((r) => r.state)).toEqual(['sent', 'sent', 'sent', 'limited']);
    expect(rows[3].lastError).toBe('Over the daily limit of 3');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await smsTo(phone)).toHaveLength(3);
  });

  it('retries the gateway’s temporary failures (503) and sends once it answers', async () => {
    const { tutor, phone } = await tutorWithPhone('0502');
    await requestHire(target, await newStudent(target), tutor);
    await waitForSms(phone, 1, 20_000);
    await eventually(async () => (await smsRows(target, tutor))[0]?.state === 'sent', 20_000);
    const [row] = await smsRows(target, tutor);
    expect(row.attempts).toBe(3);
    expect(await smsTo(phone)).toHaveLength(1);
  });

  it('fails at once, with the gateway’s reason, on an invalid number', async () => {
    const { tutor } = await tutorWithPhone('0000');
    await requestHire(target, await newStudent(target), tutor);
    await eventually(async () => (await smsRows(target, tutor))[0]?.state === 'failed');
    const [row] = await smsRows(target, tutor);
    expect(row).toMatchObject({ attempts: 1, lastError: 'SSL Wireless 4022: Invalid MSISDN' });
  });

  it('gives up after the retries when the gateway stays down, with its answer as the reason', async () => {
    const { tutor, phone } = await tutorWithPhone('0503');
    await requestHire(target, await newStudent(target), tutor);
    await eventually(async () => (await smsRows(target, tutor))[0]?.state === 'failed', 25_000);
    const [row] = await smsRows(target, tutor);
    // The first attempt and SMS_RETRY_LIMIT=2 retries.
    expect(row.attempts).toBe(3);
    expect(row.lastError).toMatch(/^Gateway answered HTTP 503/);
    expect(await smsTo(phone)).toEqual([]);
  });

  it('sends once when the worker died after SSL Wireless took it: csms_id is the key', async () => {
    const { tutor, phone } = await tutorWithPhone();
    // A claimed SMS whose gateway call went through and whose worker died before the mark.
    const [row] = (await db().query(
      `INSERT INTO sms ("userId", "to", type, language, text, parts, encoding, state, attempts, "createdAt")
       VALUES ($1, $2, 'hire.requested', 'en', 'Tutor Hub: crash test', 1, 'GSM-7', 'sending', 1, now())
       RETURNING id`,
      [tutor.user!.id, phone],
    )) as Array<{ id: string }>;
    const gateway = new SslWirelessGateway({
      apiUrl: smsSandboxUrl(),
      apiToken: 'sandbox-token',
      senderId: 'TUTORHUB',
      timeoutMs: 5000,
    });
    await gateway.send({ id: row.id, to: phone, text: 'Tutor Hub: crash test', encoding: 'GSM-7' });
    // pg-boss retries its job after the timeout: the same csms_id goes again.
    await target.app!.get(SmsWorker).deliver({
      data: { smsId: row.id },
      retryCount: 1,
      retryLimit: 2,
    } as JobWithMetadata<SmsJob>);
    const [after] = await smsRows(target, tutor);
    expect(after).toMatchObject({ state: 'sent', attempts: 2 });
    expect(await smsTo(phone)).toHaveLength(1);
  });
});

/** Both adapters speak their gateway's API to the sandbox, answers and errors alike. */
describe('sms: the gateways against the sandbox', () => {
  const options = () => ({
    apiUrl: smsSandboxUrl(),
    apiToken: 'sandbox-token',
    senderId: 'TUTORHUB',
    timeoutMs: 5000,
  });
  const outgoing = (to: string) => ({
    id: '9a3a6f5e-33c1-4d4e-8f0e-6a2f1c0b7d11',
    to,
    text: 'টিউটর হাব: পরীক্ষা',
    encoding: 'UCS-2' as const,
  });

  it.each([
    ['SSL Wireless', () => new SslWirelessGateway(options())],
    ['BulkSMSBD', () => new BulkSmsBdGateway(options())],
  ])('%s: delivers, and answers its id', async (_name, gateway) => {
    const to = phoneNumber();
    const id = await gateway().send({ ...outgoing(to), id: crypto.randomUUID() });
    expect(id).toMatch(/^sandbox-/);
    expect(await smsTo(to)).toEqual([
      { to, text: 'টিউটর হাব: পরীক্ষা', receivedAt: expect.any(String) },
    ]);
  });

  it('BulkSMSBD: an invalid number and a low balance are permanent, its internal error temporary', async () => {
    const gateway = new BulkSmsBdGateway(options());
    const failure = async (to: string) => {
      const error = await gateway.send(outgoing(to)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsGatewayError);
      return error as SmsGatewayError;
    };
    expect(await failure(phoneNumber('0000'))).toMatchObject({
      message: 'BulkSMSBD 1001: Invalid Number',
      temporary: false,
    });
    expect(await failure(phoneNumber('0007'))).toMatchObject({
      message: 'BulkSMSBD 1007: Balance Insufficient',
      temporary: false,
    });
    expect(await failure(phoneNumber('0503'))).toMatchObject({ temporary: true });
    const bad = new BulkSmsBdGateway({ ...options(), apiToken: '' });
    expect(await bad.send(outgoing(phoneNumber())).catch((e: SmsGatewayError) => e.message)).toBe(
      'BulkSMSBD 1003: Please Required all fields',
    );
  });

  it('SSL Wireless: bad credentials and a low balance are permanent; no answer is temporary', async () => {
    const bad = new SslWirelessGateway({ ...options(), apiToken: '' });
    expect(await bad.send(outgoing(phoneNumber())).catch((e: unknown) => e)).toMatchObject({
      message: 'SSL Wireless 4001: Unauthorized: invalid api_token or sid',
      temporary: false,
    });
    const ssl = new SslWirelessGateway(options());
    expect(
      await ssl
        .send({ ...outgoing(phoneNumber('0007')), id: crypto.randomUUID() })
        .catch((e: unknown) => e),
    ).toMatchObject({ message: 'SSL Wireless 4025: Insufficient balance', temporary: false });
    const gone = new SslWirelessGateway({ ...options(), apiUrl: 'http://127.0.0.1:9' });
    expect(await gone.send(outgoing(phoneNumber())).catch((e: unknown) => e)).toMatchObject({
      temporary: true,
    });
  });
});
