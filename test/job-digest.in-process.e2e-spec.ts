import { DataSource } from 'typeorm';
import { SiteClockService } from '../backend/src/common/site-time';
import type { JobWithMetadata } from 'pg-boss';
import type { EmailJob } from '../backend/src/email/email-queue';
import { EmailWorker } from '../backend/src/email/email-worker';
import { JOB_DIGEST_CODE, JobDigest } from '../backend/src/email/job-digest';
import { User } from '../backend/src/users/user.entity';
import { http } from './support/app';
import { freshDatabase } from './support/databases';
import { targetForFile } from './support/file-setup';
import { newStudent, newTutor } from './support/hires';
import { authHeader, createIdentities, type TestIdentity } from './support/identities';
import { openJob, postJob } from './support/jobs';
import { mailTo, waitForMail } from './support/mailbox';
import { marker } from './support/payloads';

const APP_URL = 'http://tutorhub.example';
const DAY = 24 * 60 * 60 * 1000;

/**
 * The daily digest of new jobs, through the suite's real SMTP server (MailDev): only to tutors
 * who turned it on, only jobs of the last day in their subject whose area contains theirs, at
 * most one a day. The app has a database of its own, so no other file's tutors are mailed.
 */
describe('email: the daily job digest', () => {
  const env: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(env, {
      DATABASE_URL: await freshDatabase('tutorhub_job_digest'),
      SMTP_URL: process.env.E2E_SMTP_URL as string,
      MAIL_FROM: 'Tutor Hub <no-reply@tutorhub.example>',
      APP_URL,
    });
  });
  const { target } = targetForFile(env);
  let admin: TestIdentity;
  beforeAll(async () => {
    admin = (await createIdentities(target)).admin;
  });

  const db = () => target.app!.get(DataSource);
  const digest = () => target.app!.get(JobDigest).run();
  /** A Physics tutor in an area of their own, with the digest on or off (through the API). */
  const tutorIn = async (area: string, on = true) => {
    const tutor = await newTutor(target);
    await db().getRepository(User).update({ id: tutor.user!.id }, { location: area });
    if (on) {
      await http(target)
        .patch('/api/me/email')
        .set(authHeader(tutor))
        .send({ jobDigest: true })
        .expect(200);
    }
    return tutor;
  };
  // A new owner for each job: an account may have only 5 waiting or open.
  const approved = async (patch: Record<string, unknown>) =>
    openJob(target, await newStudent(target), admin, patch);
  const waiting = async (patch: Record<string, unknown>) =>
    postJob(target, await newStudent(target), patch);
  const physicsIn = (location: string) => ({ subject: 'Physics', location });

  it('is off by default and turned on in the email settings', async () => {
    const tutor = await newTutor(target);
    const settings = () => http(target).get('/api/me/email').set(authHeader(tutor)).expect(200);
    expect((await settings()).body.jobDigest).toBe(false);
    await http(target)
      .patch('/api/me/email')
      .set(authHeader(tutor))
      .send({ jobDigest: 'yes' })
      .expect(400);
    await http(target).patch('/api/me/email').send({ jobDigest: true }).expect(401);
    await http(target)
      .patch('/api/me/email')
      .set(authHeader(tutor))
      .send({ jobDigest: true })
      .expect(200);
    expect((await settings()).body.jobDigest).toBe(true);
  });

  it('is offered to tutors only', async () => {
    const student = await newStudent(target);
    const refused = await http(target)
      .patch('/api/me/email')
      .set(authHeader(student))
      .send({ jobDigest: true })
      .expect(400);
    expect(refused.body.code).toBe('email.jobDigestTutorsOnly');
    const settings = await http(target).get('/api/me/email').set(authHeader(student)).expect(200);
    expect(settings.body.jobDigest).toBe(false);
  });

  it('emails an opted-in tutor the new matching jobs once, and nobody else', async () => {
    const area = marker('Area');
    const tutor = await tutorIn(area);
    const notOptedIn = await tutorIn(area, false);
    const elsewhere = await tutorIn(marker('Area'));
    const matching = `Road 5, ${area.toUpperCase()}, Dhaka`;
    await approved(physicsIn(matching));
    // Not in the digest: another subject, another area, still waiting for an admin.
    await approved({ subject: 'English', location: `${area}, Dhaka` });
    await approved(physicsIn('Uttara, Dhaka'));
    await waiting(physicsIn(`${area}, Dhaka`));

    await digest();
    const [mail, ...more] = await waitForMail(tutor.email!);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('New tuition jobs for you: 1');
    expect(mail.text).toContain(`Physics, Class 8, ${matching}: 5,000–6,000 BDT a month`);
    expect(mail.text).not.toContain('English,');
    expect(mail.text).not.toContain('Uttara');
    expect(mail.text).toContain(`${APP_URL}/jobs`);
    expect(mail.html).toContain(`href="${APP_URL}/jobs"`);
    expect(mail.text).toContain(`${APP_URL}/api/email/unsubscribe?token=`);
    // No one's email address: the owners stay unnamed.
    expect(mail.text).not.toMatch(/\S+@\S+\.\S+/);

    // The schedule firing again the same day sends nothing more.
    await approved(physicsIn(`${area}, Dhaka`));
    await digest();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailTo(tutor.email!)).toHaveLength(1);
    expect(await mailTo(notOptedIn.email!)).toEqual([]);
    expect(await mailTo(elsewhere.email!)).toEqual([]);
    // It went through the outbox: one `emails` row, sent, counted in Dashboard › Email.
    const rows = (await db().query(`SELECT type, state FROM emails WHERE "userId" = $1`, [
      tutor.user!.id,
    ])) as Array<{ type: string; state: string }>;
    expect(rows).toEqual([{ type: 'job.digest', state: 'sent' }]);
    const report = await http(target).get('/api/email/report').set(authHeader(admin)).expect(200);
    expect(report.body.counts.sent).toBeGreaterThanOrEqual(1);
  });

  it('leaves out a job closed between queueing and sending', async () => {
    const area = marker('Area');
    const tutor = await tutorIn(area);
    const job = await approved(physicsIn(`${area}, Dhaka`));
    // A digest queued a moment ago whose one job closed before its worker came to it.
    const [queued] = (await db().query(
      `INSERT INTO emails ("userId", type, code, params) VALUES ($1, 'job.digest', $2, '{}')
       RETURNING id`,
      [tutor.user!.id, JOB_DIGEST_CODE],
    )) as Array<{ id: string }>;
    await db().query(`UPDATE jobs SET status = 'closed' WHERE id = $1`, [job]);
    await target.app!.get(EmailWorker).deliver({
      data: { emailId: queued.id },
      retryCount: 0,
      retryLimit: 3,
    } as JobWithMetadata<EmailJob>);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailTo(tutor.email!)).toEqual([]);
    expect(await db().query(`SELECT id FROM emails WHERE id = $1`, [queued.id])).toEqual([]);
  });

  it('writes in Bangla to a tutor who chose it, and sends nothing when nothing is new', async () => {
    const area = marker('Area');
    const tutor = await tutorIn(area);
    await db().getRepository(User).update({ id: tutor.user!.id }, { language: 'bn' });
    await digest();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailTo(tutor.email!)).toEqual([]);

    await approved(physicsIn(`${area}, Dhaka`));
    await digest();
    const [mail] = await waitForMail(tutor.email!);
    expect(mail.subject).toBe('আপনার জন্য ১টি নতুন টিউশন জব');
    expect(mail.text).toContain('মাসে ৫,০০০–৬,০০০ টাকা, সপ্তাহে ৩ দিন');
  });

  it('lists only jobs approved in the last 24 hours, and sends again the next day', async () => {
    const area = marker('Area');
    const tutor = await tutorIn(area);
    await approved(physicsIn(`Old ${area}, Dhaka`));
    const clock = jest.spyOn(target.app!.get(SiteClockService), 'now');
    try {
      clock.mockReturnValue(new Date(Date.now() + 1.5 * DAY));
      await digest();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await mailTo(tutor.email!)).toEqual([]);

      await approved(physicsIn(`New ${area}, Dhaka`));
      await digest();
      const [mail] = await waitForMail(tutor.email!);
      expect(mail.text).toContain(`New ${area}`);
      expect(mail.text).not.toContain(`Old ${area}`);

      clock.mockReturnValue(new Date(Date.now() + 2.5 * DAY));
      await approved(physicsIn(`Next ${area}, Dhaka`));
      await digest();
      expect(await waitForMail(tutor.email!, 2)).toHaveLength(2);
    } finally {
      clock.mockRestore();
    }
  });
});
