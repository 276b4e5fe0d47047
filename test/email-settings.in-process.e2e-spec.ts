import { EMAIL_MESSAGES, RULE_MESSAGES } from '@tutorhub/contracts';
import { DataSource } from 'typeorm';
import { Email } from '../backend/src/email/email.entity';
import { access, expectAccess } from './support/access-matrix';
import { http } from './support/app';
import { freshDatabase } from './support/databases';
import { eventually } from './support/email-rows';
import { identitiesForFile } from './support/file-setup';
import { newStudent, newTutor, ranHire, requestHire } from './support/hires';
import { authHeader, signInAdmin, type TestIdentity } from './support/identities';
import { mailTo, rawMail, waitForMail } from './support/mailbox';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Readers decide: email on or off per kind (saved on the account), the language emails are
 * written in, and a one-click unsubscribe link in every email; admins see and retry failures.
 */
describe('email settings, unsubscribe and the admin report', () => {
  const env: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(env, {
      DATABASE_URL: await freshDatabase('tutorhub_email_settings'),
      SMTP_URL: process.env.E2E_SMTP_URL as string,
      MAIL_FROM: 'Tutor Hub <no-reply@tutorhub.example>',
      APP_URL: 'http://tutorhub.example',
    });
  });
  const { target, ctx } = identitiesForFile(env);

  const settings = (who: TestIdentity) => http(target).get('/api/me/email').set(authHeader(who));
  const edit = (who: TestIdentity, body: unknown) =>
    http(target)
      .patch('/api/me/email')
      .set(authHeader(who))
      .send(body as object);
  const emailsOf = (who: TestIdentity) =>
    target
      .app!.get(DataSource)
      .getRepository(Email)
      .find({ where: { userId: who.user!.id } });

  describe('who may call', () => {
    expectAccess(ctx, { method: 'get', path: '/api/me/email' }, access.signedIn());
    expectAccess(
      ctx,
      { method: 'patch', path: '/api/me/email', body: { language: 'en' } },
      access.signedIn(),
    );
    expectAccess(ctx, { method: 'get', path: '/api/email/report' }, access.adminOnly());
    expectAccess(
      ctx,
      { method: 'post', path: '/api/email/00000000-0000-4000-8000-000000000000/retry' },
      access.adminOnly(404),
    );
    expectAccess(
      ctx,
      { method: 'get', path: '/api/email/unsubscribe?token=not-a-token' },
      access.anyone(400),
    );
  });

  describe('settings', () => {
    it('are English and every kind on for a new account, and change one at a time', async () => {
      const tutor = await newTutor(target);
      expect((await settings(tutor).expect(200)).body).toEqual({
        language: 'en',
        hires: true,
        reviews: true,
        messages: true,
        jobDigest: false,
      });
      expect((await edit(tutor, { language: 'bn' }).expect(200)).body).toEqual({
        modifiedCount: 1,
      });
      expect((await edit(tutor, { language: 'bn' }).expect(200)).body).toEqual({
        modifiedCount: 0,
      });
      await edit(tutor, { reviews: false }).expect(200);
      await edit(tutor, { messages: false }).expect(200);
      expect((await settings(tutor).expect(200)).body).toEqual({
        language: 'bn',
        hires: true,
        reviews: false,
        messages: false,
        jobDigest: false,
      });
    });

    it.each([
      [{ language: 'fr' }, EMAIL_MESSAGES.language],
      [{ language: null }, EMAIL_MESSAGES.language],
      [{ hires: 'yes' }, RULE_MESSAGES.trueOrFalse('hires')],
      [{}, EMAIL_MESSAGES.settingsBody],
    ])('refuse %j with 400 and change nothing', async (body, message) => {
      const student = await newStudent(target);
      const res = await edit(student, body).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
      expect((await settings(student).expect(200)).body).toEqual({
        language: 'en',
        hires: true,
        reviews: true,
        messages: true,
        jobDigest: false,
      });
    });

    it('hire emails off: a request notifies the tutor’s bell but sends no email', async () => {
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      await edit(tutor, { hires: false }).expect(200);
      await requestHire(target, student, tutor);
      await sleep(1500);
      expect(await emailsOf(tutor)).toEqual([]);
      expect(await mailTo(tutor.email!)).toEqual([]);
    });

    it('review emails off: a review sends none while hire emails still arrive', async () => {
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      await edit(tutor, { reviews: false }).expect(200);
      await ranHire(target, student, tutor, 'accepted');
      await http(target)
        .post(`/api/tutors/${tutor.user!.id}/reviews`)
        .set(authHeader(student))
        .send({ rating: 5, message: 'Patient, clear and always on time.' })
        .expect(201);
      await sleep(1500);
      expect((await emailsOf(tutor)).map((e) => e.type)).toEqual(['hire.requested']);
      expect(await mailTo(tutor.email!)).toHaveLength(1);
    });
  });

  describe('the unsubscribe link', () => {
    it('one click (RFC 8058 POST) stops that kind of email without signing in', async () => {
      const [student, tutor, other] = await Promise.all([
        newStudent(target),
        newTutor(target),
        newTutor(target),
      ]);
      await requestHire(target, student, tutor);
      const [mail] = await waitForMail(tutor.email!);
      const url = new URL(/List-Unsubscribe:\s+<([^>]+)>/i.exec(await rawMail(mail.id))![1]);
      const path = `${url.pathname}${url.search}`;
      const page = await http(target).get(path).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toContain('<form method="post"');
      // Opening the link changes nothing: a mail scanner opens every link.
      expect((await settings(tutor).expect(200)).body).toMatchObject({ hires: true });
      await http(target).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect((await settings(tutor).expect(200)).body).toMatchObject({
        hires: false,
        reviews: true,
        jobDigest: false,
      });
      await requestHire(target, await newStudent(target), tutor);
      await requestHire(target, student, other);
      await waitForMail(other.email!);
      expect(await mailTo(tutor.email!)).toHaveLength(1);
    });

    it('a changed or foreign token does nothing', async () => {
      const tutor = await newTutor(target);
      const token = `${tutor.user!.id}.hires.${'A'.repeat(43)}`;
      const path = `/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
      const page = await http(target).post(path).set('Accept', 'text/html').expect(400);
      expect(page.text).toContain('This unsubscribe link is not valid.');
      const call = await http(target).post(path).expect(400);
      expect(call.body).toMatchObject({ message: EMAIL_MESSAGES.invalidToken });
      expect((await settings(tutor).expect(200)).body).toMatchObject({ hires: true });
    });
  });

  describe('admin report', () => {
    it('counts the last 7 days by state, lists failures with their reason, and retries one', async () => {
      const admin = await signInAdmin(target);
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      await requestHire(target, student, tutor);
      await waitForMail(tutor.email!);
      const [row] = await emailsOf(tutor);
      // As the worker leaves an email the SMTP server refused for good.
      await target.app!.get(DataSource).getRepository(Email).update(row.id, {
        state: 'failed',
        error: '550 5.1.1 Mailbox unavailable',
      });
      const report = (
        await http(target).get('/api/email/report').set(authHeader(admin)).expect(200)
      ).body as { counts: Record<string, number>; failed: Array<Record<string, unknown>> };
      expect(report.counts.failed).toBeGreaterThanOrEqual(1);
      expect(report.failed).toContainEqual({
        _id: row.id,
        to: tutor.email,
        type: 'hire.requested',
        reason: '550 5.1.1 Mailbox unavailable',
        attempts: 1,
        createdAt: row.createdAt.toISOString(),
      });
      const retry = () => http(target).post(`/api/email/${row.id}/retry`).set(authHeader(admin));
      expect((await retry().expect(200)).body).toEqual({ modifiedCount: 1 });
      const [again] = await eventually(
        () => emailsOf(tutor),
        ([e]) => e?.state === 'sent',
      );
      expect(again).toMatchObject({ state: 'sent', attempts: 2, error: null });
      expect(await waitForMail(tutor.email!, 2)).toHaveLength(2);
      await retry().expect(409);
      await http(target).post('/api/email/not-a-uuid/retry').set(authHeader(admin)).expect(400);
    });
  });
});
