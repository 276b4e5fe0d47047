import { SMS_MESSAGES } from '@tutorhub/contracts';
import { DataSource } from 'typeorm';
import { SiteClockService } from '../backend/src/common/site-time';
import { JobAlerts } from '../backend/src/sms/job-alerts';
import { access, expectAccess } from './support/access-matrix';
import { http } from './support/app';
import { freshDatabase } from './support/databases';
import { identitiesForFile } from './support/file-setup';
import { newStudent, newTutor } from './support/hires';
import { authHeader, type TestIdentity } from './support/identities';
import { applicationIn, openJob } from './support/jobs';
import { marker } from './support/payloads';
import { phoneNumber, smsEnv, smsRows, smsTo, waitForSms, withPhone } from './support/sms-inbox';

const APP_URL = 'http://tutorhub.example';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Members decide which kinds come by SMS (on only with a verified number; job alerts for tutors
 * only), tutors get one job alert a day with a one-tap STOP link, and admins see the month's SMS
 * and send a failed one again: each call from an attacker's view too.
 */
describe('sms: settings, the daily job alert, STOP and the admin report', () => {
  const env: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(env, {
      DATABASE_URL: await freshDatabase('tutorhub_sms_settings'),
      ...smsEnv('sslwireless'),
      APP_URL,
    });
  });
  const { target, ctx, ids } = identitiesForFile(env);
  const db = () => target.app!.get(DataSource);
  let clock: jest.SpyInstance;
  beforeEach(() => {
    // 09:00 in Bangladesh whatever the real hour: the alert's morning, outside quiet hours.
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Dhaka',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date()),
    );
    const shift = (9 - hour) * HOUR;
    clock = jest
      .spyOn(target.app!.get(SiteClockService), 'now')
      .mockImplementation(() => new Date(Date.now() + shift));
  });
  afterEach(() => clock.mockRestore());

  const settings = (who: TestIdentity) => http(target).get('/api/me/sms').set(authHeader(who));
  const edit = (who: TestIdentity, body: object) =>
    http(target).patch('/api/me/sms').set(authHeader(who)).send(body);

  describe('who may call', () => {
    expectAccess(ctx, { method: 'get', path: '/api/me/sms' }, access.signedIn());
    expectAccess(
      ctx,
      { method: 'patch', path: '/api/me/sms', body: { applications: false } },
      access.signedIn(),
    );
    expectAccess(ctx, { method: 'get', path: '/api/sms/report' }, access.adminOnly());
    expectAccess(
      ctx,
      { method: 'post', path: '/api/sms/00000000-0000-4000-8000-000000000000/retry' },
      access.adminOnly(404),
    );
    expectAccess(ctx, { method: 'get', path: '/api/sms/stop?t=not-a-token' }, access.anyone(400));
    expectAccess(ctx, { method: 'post', path: '/api/sms/stop?t=not-a-token' }, access.anyone(400));
  });

  it('answers the defaults by kind: hires and job alerts on for a tutor, all off for a student', async () => {
    const tutor = await newTutor(target);
    const student = await newStudent(target);
    expect((await settings(tutor).expect(200)).body).toEqual({
      phone: null,
      phoneVerified: false,
      hires: true,
      applications: false,
      trials: false,
      jobAlerts: true,
    });
    const phone = await withPhone(target, student);
    expect((await settings(student).expect(200)).body).toEqual({
      phone,
      phoneVerified: true,
      hires: false,
      applications: false,
      trials: false,
      jobAlerts: false,
    });
  });

  it('turns kinds on only with a verified number, job alerts for tutors only', async () => {
    const student = await newStudent(target);
    const noPhone = await edit(student, { trials: true }).expect(400);
    expect(noPhone.body).toMatchObject({
      code: 'sms.phoneRequired',
      message: SMS_MESSAGES.phoneRequired,
    });
    // Turning off needs no number.
    await edit(student, { trials: false }).expect(200);
    await withPhone(target, student);
    const notTutor = await edit(student, { jobAlerts: true }).expect(400);
    expect(notTutor.body.code).toBe('sms.tutorsOnly');
    expect((await edit(student, {}).expect(400)).body.code).toBe('sms.settingsBody');
    expect((await edit(student, { hires: 'yes' }).expect(400)).body.code).toBe('rule.trueOrFalse');
    await http(target).patch('/api/me/sms').send({ hires: true }).expect(401);

    expect((await edit(student, { hires: true, trials: true }).expect(200)).body).toEqual({
      modifiedCount: 1,
    });
    expect((await edit(student, { hires: true }).expect(200)).body).toEqual({ modifiedCount: 0 });
    expect((await settings(student).expect(200)).body).toMatchObject({
      hires: true,
      trials: true,
      applications: false,
    });
  });

  it('texts a tutor the application moves and trial classes once they turned those kinds on', async () => {
    const tutor = await newTutor(target);
    const phone = await withPhone(target, tutor);
    const job = () =>
      newStudent(target).then(async (owner) => ({
        owner,
        id: await openJob(target, owner, ids.admin, { subject: 'Physics' }),
      }));
    const first = await job();
    await applicationIn(target, { owner: first.owner, tutor }, first.id, 'shortlisted');
    await sleep(1500);
    expect(await smsTo(phone)).toEqual([]);

    await edit(tutor, { applications: true, trials: true }).expect(200);
    const second = await job();
    await applicationIn(target, { owner: second.owner, tutor }, second.id, 'trial');
    const texts = (await waitForSms(phone, 2)).map((sms) => sms.text).sort();
    expect(texts).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Tutor Hub: Trial class for the Physics job: \\d{4}-\\d{2}-\\d{2} at \\d{2}:\\d{2}\\. Open: ${APP_URL}/applications$`,
        ),
      ),
      `Tutor Hub: You are shortlisted for the Physics job. Open: ${APP_URL}/applications`,
    ]);
    const types = (await smsRows(target, tutor)).map((row) => row.type).sort();
    expect(types).toEqual(['application.shortlisted', 'application.trial']);
  });

  describe('the daily job alert', () => {
    /** A Physics tutor with a number in an area of their own. */
    const tutorIn = async (area: string) => {
      const tutor = await newTutor(target);
      await db().query(`UPDATE users SET location = $2 WHERE id = $1`, [tutor.user!.id, area]);
      return { tutor, phone: await withPhone(target, tutor, phoneNumber()) };
    };
    const approved = async (patch: Record<string, unknown>) =>
      openJob(target, await newStudent(target), ids.admin, patch);
    const run = () => target.app!.get(JobAlerts).run();

    it('texts a tutor the count of new jobs in their subject and area once a day, with STOP', async () => {
      const area = marker('Area');
      const { tutor, phone } = await tutorIn(area);
      const { tutor: off, phone: offPhone } = await tutorIn(area);
      await edit(off, { jobAlerts: false }).expect(200);
      const { phone: elsewhere } = await tutorIn(marker('Area'));
      await approved({ subject: 'Physics', location: `Road 5, ${area.toUpperCase()}, Dhaka` });
      await approved({ subject: 'Physics', location: `${area}, Dhaka` });
      await approved({ subject: 'English', location: `${area}, Dhaka` });

      await run();
      const [sms, ...more] = await waitForSms(phone);
      expect(more).toEqual([]);
      const stop = /(http:\/\/tutorhub\.example\/api\/sms\/stop\?t=[A-Za-z0-9_-]{34})$/.exec(
        sms.text,
      );
      expect(sms.text).toBe(
        `Tutor Hub: 2 new Physics jobs in your area: ${APP_URL}/jobs STOP: ${stop?.[1]}`,
      );
      const [row] = await smsRows(target, tutor);
      expect(row).toMatchObject({ type: 'job.alert', parts: 1, encoding: 'GSM-7' });

      // The schedule firing again that day writes nothing, even with a new job.
      await approved({ subject: 'Physics', location: `${area}, Dhaka` });
      expect(await run()).toBe(0);
      await sleep(1000);
      expect(await smsTo(phone)).toHaveLength(1);
      expect(await smsTo(offPhone)).toEqual([]);
      expect(await smsTo(elsewhere)).toEqual([]);

      // The next day counts only the jobs since that alert.
      const shift = (clock.getMockImplementation()!() as Date).getTime() - Date.now() + DAY;
      clock.mockImplementation(() => new Date(Date.now() + shift));
      await run();
      const [next] = await waitForSms(phone, 2);
      expect(next.text).toMatch(/^Tutor Hub: 1 new Physics job in your area: /);
    });

    it('stops with one tap of the STOP link: a page with a button, then a POST', async () => {
      const area = marker('Area');
      const { tutor, phone } = await tutorIn(area);
      await approved({ subject: 'Physics', location: `${area}, Dhaka` });
      await run();
      const [sms] = await waitForSms(phone);
      const token = /stop\?t=([A-Za-z0-9_-]{34})$/.exec(sms.text)![1];
      const page = await http(target)
        .get(`/api/sms/stop?t=${token}`)
        .set('accept', 'text/html')
        .expect(200);
      expect(page.text).toContain(`<form method="post" action="/api/sms/stop?t=${token}">`);
      // Opening the link stops nothing.
      expect((await settings(tutor).expect(200)).body.jobAlerts).toBe(true);
      const done = await http(target).post(`/api/sms/stop?t=${token}`).expect(200);
      expect(done.text).toContain('You will get no more SMS of new tuition jobs.');
      expect((await settings(tutor).expect(200)).body.jobAlerts).toBe(false);
    });

    it('refuses a bad or forged STOP token: the error shape, or a page for browsers', async () => {
      const json = await http(target).post('/api/sms/stop?t=not-a-token').expect(400);
      expect(json.body.code).toBe('sms.invalidToken');
      const forged = `${'A'.repeat(22)}${'B'.repeat(12)}`;
      expect((await http(target).post(`/api/sms/stop?t=${forged}`).expect(400)).body.code).toBe(
        'sms.invalidToken',
      );
      expect((await http(target).post('/api/sms/stop').expect(400)).body.code).toBe(
        'sms.invalidToken',
      );
      const page = await http(target)
        .get(`/api/sms/stop?t=${forged}`)
        .set('accept', 'text/html')
        .expect(400);
      expect(page.text).toContain('This STOP link is not valid.');
    });
  });

  describe('the admin report and retry', () => {
    it('counts the month and lists the recent SMS with their reasons; retry sends a failed one', async () => {
      const tutor = await newTutor(target);
      const phone = await withPhone(target, tutor);
      const [failed] = (await db().query(
        `INSERT INTO sms ("userId", "to", type, language, text, parts, encoding, state, attempts,
           "lastError", "createdAt")
         VALUES ($1, $2, 'hire.requested', 'en', 'Tutor Hub: retry me', 1, 'GSM-7', 'failed', 1,
           'SSL Wireless 4025: Insufficient balance', $3)
         RETURNING id`,
        [tutor.user!.id, phone, target.app!.get(SiteClockService).now()],
      )) as Array<{ id: string }>;
      const report = await http(target)
        .get('/api/sms/report')
        .set(authHeader(ids.admin))
        .expect(200);
      expect(report.body.month).toMatch(/^\d{4}-\d{2}$/);
      expect(report.body.byState.failed).toBeGreaterThanOrEqual(1);
      expect(report.body.recent).toContainEqual({
        _id: failed.id,
        to: phone,
        type: 'hire.requested',
        language: 'en',
        text: 'Tutor Hub: retry me',
        parts: 1,
        encoding: 'GSM-7',
        state: 'failed',
        attempts: 1,
        lastError: 'SSL Wireless 4025: Insufficient balance',
        createdAt: expect.any(String),
        sentAt: null,
      });

      const retry = (who: TestIdentity, id: string) =>
        http(target).post(`/api/sms/${id}/retry`).set(authHeader(who));
      await retry(ids.student, failed.id).expect(403);
      await retry(ids.tutor, failed.id).expect(403);
      await http(target).post(`/api/sms/${failed.id}/retry`).expect(401);
      expect((await retry(ids.admin, failed.id).expect(200)).body).toEqual({ modifiedCount: 1 });
      const [sms] = await waitForSms(phone);
      expect(sms.text).toBe('Tutor Hub: retry me');
      await sleep(500);
      const again = await retry(ids.admin, failed.id).expect(409);
      expect(again.body.code).toBe('sms.notFailed');
      const report2 = await http(target)
        .get('/api/sms/report')
        .set(authHeader(ids.admin))
        .expect(200);
      expect(report2.body.partsThisMonth).toBeGreaterThanOrEqual(1);
      const unknown = await retry(ids.admin, '00000000-0000-4000-8000-000000000000').expect(404);
      expect(unknown.body.code).toBe('sms.smsNotFound');
    });
  });
});
