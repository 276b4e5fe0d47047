import { DataSource } from 'typeorm';
import { Email } from '../backend/src/email/email.entity';
import { User } from '../backend/src/users/user.entity';
import { http } from './support/app';
import { targetForFile } from './support/file-setup';
import { hireIn, moveHire, newStudent, newTutor, ranHire, requestHire } from './support/hires';
import { authHeader, type TestIdentity } from './support/identities';
import { freshDatabase } from './support/databases';
import { mailTo, rawMail, waitForMail } from './support/mailbox';

const APP_URL = 'http://tutorhub.example';

/**
 * Every notification also goes out by email through a real SMTP server (the suite's MailDev):
 * one email per event, to the right account, in its language, with the link to act on it.
 * The app has a database of its own, so no other file's worker takes its jobs.
 */
describe('email for every notification', () => {
  const env: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(env, {
      DATABASE_URL: await freshDatabase('tutorhub_email_delivery'),
      SMTP_URL: process.env.E2E_SMTP_URL as string,
      MAIL_FROM: 'Tutor Hub <no-reply@tutorhub.example>',
      APP_URL,
    });
  });
  const { target } = targetForFile(env);

  const db = () => target.app!.get(DataSource);
  const emailsOf = (who: TestIdentity) =>
    db()
      .getRepository(Email)
      .find({ where: { userId: who.user!.id }, order: { createdAt: 'ASC' } });
  const setLanguage = (who: TestIdentity, language: 'en' | 'bn') =>
    db().getRepository(User).update({ id: who.user!.id }, { language });

  it('a request emails the tutor once, in English, with the link to My tuitions and no contact details', async () => {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    await requestHire(target, student, tutor, { salary: 12500, daysPerWeek: 4 });
    const [mail, ...more] = await waitForMail(tutor.email!);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`New hire request from ${student.user!.name} for Physics`);
    expect(mail.text).toContain(
      `${student.user!.name} asked to hire you for Physics (Class 9), 4 days a week, 12,500 BDT a month.`,
    );
    expect(mail.text).toContain(`${APP_URL}/tuitions`);
    expect(mail.html).toContain(`href="${APP_URL}/tuitions"`);
    const { number } = await db().getRepository(User).findOneByOrFail({ id: student.user!.id });
    expect(number).toMatch(/\d{6}/);
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain(student.email!);
      expect(body).not.toContain(number!);
    }
    expect(await mailTo(student.email!)).toEqual([]);
    const [row] = await emailsOf(tutor);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, error: null });
  });

  it('writes to a reader who chose Bangla in Bangla', async () => {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    await setLanguage(tutor, 'bn');
    await requestHire(target, student, tutor, { salary: 12500, daysPerWeek: 4 });
    const [mail] = await waitForMail(tutor.email!);
    expect(mail.subject).toBe(`${student.user!.name} আপনাকে Physics পড়ানোর অনুরোধ পাঠিয়েছেন`);
    expect(mail.text).toContain('সপ্তাহে ৪ দিন, মাসে ১২,৫০০ টাকা।');
    expect(mail.html).toContain('lang="bn"');
    expect(mail.text).toContain(`${APP_URL}/tuitions`);
  });

  it('an accepted request emails the student, whose address the message carries, with the one-click unsubscribe headers', async () => {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    await hireIn(target, student, tutor, 'accepted');
    const [mail, ...more] = await waitForMail(student.email!);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`${tutor.user!.name} accepted your request for Physics`);
    const [row] = await emailsOf(student);
    const raw = await rawMail(mail.id);
    expect(raw).toMatch(new RegExp(`Message-ID: <${row.id}@tutorhub\\.example>`, 'i'));
    expect(raw).toMatch(
      new RegExp(`List-Unsubscribe:\\s+<${APP_URL}/api/email/unsubscribe\\?token=[^>]+>`, 'i'),
    );
    expect(raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/i);
  });

  it('a new review emails the tutor with the link to their profile', async () => {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    await ranHire(target, student, tutor, 'accepted');
    await http(target)
      .post(`/api/tutors/${tutor.user!.id}/reviews`)
      .set(authHeader(student))
      .send({ rating: 4, message: 'Patient, clear and always on time.' })
      .expect(201);
    const mail = (await waitForMail(tutor.email!, 2)).find((m) => m.subject.includes('rated'));
    expect(mail?.subject).toBe(`${student.user!.name} rated you 4 out of 5`);
    expect(mail?.text).toContain(`${APP_URL}/tutors/${tutor.user!.id}`);
  });

  it('a refused move sends nothing (the email is written in the move’s transaction)', async () => {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    const id = await hireIn(target, student, tutor, 'declined');
    await moveHire(target, tutor, id, 'accepted').expect(409);
    expect(await emailsOf(student)).toHaveLength(1);
  });

  it('later moves of a hire within 10 minutes of its last email wait, folded into one', async () => {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    const id = await hireIn(target, student, tutor, 'accepted');
    await waitForMail(student.email!);
    const sent = (await emailsOf(student))[0];
    await moveHire(target, tutor, id, 'ended').expect(200);
    const rows = await emailsOf(student);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ state: 'queued', code: 'hireNotice.ended', folded: 0 });
    const [job] = (await db().query(
      `SELECT start_after FROM pgboss.job WHERE name = 'email' AND data->>'emailId' = $1`,
      [rows[1].id],
    )) as { start_after: Date }[];
    expect(job.start_after.getTime()).toBeGreaterThanOrEqual(
      sent.sentAt!.getTime() + 10 * 60 * 1000 - 1000,
    );
    expect(await mailTo(student.email!)).toHaveLength(1);
  });

  it('account deletion removes the account’s queued emails', async () => {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    const id = await hireIn(target, student, tutor, 'accepted');
    await waitForMail(student.email!);
    await moveHire(target, tutor, id, 'ended').expect(200);
    expect((await emailsOf(student)).map((e) => e.state)).toEqual(['sent', 'queued']);
    await http(target)
      .delete('/api/me')
      .set(authHeader(student))
      .set('X-Id-Token', student.idToken!)
      .expect(200);
    expect(await emailsOf(student)).toEqual([]);
  });
});
