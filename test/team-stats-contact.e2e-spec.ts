import { CONTACT_FORM_MESSAGES as CM, LIMITS, RULE_MESSAGES } from '@tutorhub/contracts';
import type { ContactMessage, Stats, TeamMember } from '../frontend/src/store/apiTypes';
import { access, expectAccess } from './support/access-matrix';
import { identitiesForFile } from './support/file-setup';
import { authHeader, createAccount, uniqueEmail } from './support/identities';
import { marker, mediaUrl } from './support/payloads';

describe('team, stats and contact', () => {
  const { target, api, ids, ctx } = identitiesForFile();

  describe('who may call', () => {
    expectAccess(ctx, { method: 'get', path: '/api/aboutUs' }, access.anyone());
    expectAccess(ctx, { method: 'get', path: '/api/stats' }, access.adminOnly());
    expectAccess(
      ctx,
      {
        method: 'post',
        path: '/api/contact',
        body: { name: 'Rahim', email: 'rahim@e2e.tutorhub.test' },
      },
      access.anyone(201),
    );
    expectAccess(ctx, { method: 'get', path: '/api/contact' }, access.adminOnly());
    expectAccess(
      ctx,
      {
        method: 'post',
        path: '/api/newsletter',
        body: (who) => ({ email: uniqueEmail(`news-${who}`) }),
      },
      access.anyone(201),
    );
  });

  describe('GET /api/aboutUs', () => {
    it('answers {_id, Image, Name, Role} with X-Total-Count', async () => {
      const res = await api().get('/api/aboutUs?limit=100').expect(200);
      for (const member of res.body as TeamMember[]) {
        expect(member).toEqual({
          _id: expect.any(String),
          Image: expect.any(String),
          Name: expect.any(String),
          Role: expect.any(String),
        });
      }
      expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(res.body.length);
    });
  });

  describe('GET /api/stats', () => {
    it('answers the counts and follows new rows', async () => {
      const before = (await api().get('/api/stats').set(authHeader(ids.admin)).expect(200))
        .body as Stats;
      expect(before).toEqual({
        tutors: expect.any(Number),
        students: expect.any(Number),
        courses: expect.any(Number),
        blogs: expect.any(Number),
        // By status and by reason: test/hires-stats.in-process.
        hires: expect.any(Object),
        hireReasons: expect.any(Object),
        // Jobs by status, fill rate and days to hire: test/jobs-stats.in-process.
        jobs: expect.any(Object),
        jobFillRate: before.jobFillRate === null ? null : expect.any(Number),
        jobDaysToHire: before.jobDaysToHire === null ? null : expect.any(Number),
      });
      await createAccount(target, 'tutor', { kind: 'tutor' });
      await api()
        .post('/api/postBlog')
        .set(authHeader(ids.student))
        .send({ name: 'Counted', image: mediaUrl('c'), description: 'x' })
        .expect(201);
      const after = await api().get('/api/stats').set(authHeader(ids.admin)).expect(200);
      expect(after.body).toEqual({
        ...before,
        tutors: before.tutors + 1,
        blogs: before.blogs + 1,
      });
    });
  });

  describe('POST /api/contact and the admin inbox', () => {
    it('stores the message (trimmed, e-mail lower-cased) and shows it to admins, newest first', async () => {
      const tag = marker('contact');
      const res = await api()
        .post('/api/contact')
        .send({
          name: ` Rahim ${tag} `,
          email: 'Rahim@E2E.TutorHub.test',
          message: 'Do you teach music?',
        })
        .expect(201);
      expect(res.body).toEqual({ insertedId: expect.any(String) });
      const noMessage = await api()
        .post('/api/contact')
        .send({ name: `Karim ${tag}`, email: 'k@e2e.tutorhub.test' })
        .expect(201);
      const inbox = await api().get('/api/contact?limit=2').set(authHeader(ids.admin)).expect(200);
      expect(inbox.body).toEqual([
        {
          _id: noMessage.body.insertedId,
          name: `Karim ${tag}`,
          email: 'k@e2e.tutorhub.test',
          message: null,
          createdAt: expect.any(String),
        },
        {
          _id: res.body.insertedId,
          name: `Rahim ${tag}`,
          email: 'rahim@e2e.tutorhub.test',
          message: 'Do you teach music?',
          createdAt: expect.any(String),
        },
      ] satisfies ContactMessage[]);
      expect(Number(inbox.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    });

    it.each<[Record<string, unknown>, Record<string, string>]>([
      [{}, { name: CM.name, email: CM.email }],
      [
        { name: '  ', email: '' },
        { name: CM.name, email: CM.email },
      ],
      [{ name: 'A', email: 'nope' }, { email: RULE_MESSAGES.emailFormat }],
      [
        { name: 'A', email: 'a@b.co', message: 'x'.repeat(LIMITS.contactMessageMax + 1) },
        { message: RULE_MESSAGES.tooLong(5000) },
      ],
      [{ name: 'A', email: 'a@b.co', message: 5 }, { message: RULE_MESSAGES.text }],
      [{ name: 'A', email: { $gt: '' } }, { email: CM.email }],
      [{ name: 'A', email: 'a@b.co', phone: '1' }, { phone: 'Unknown field: phone' }],
    ])('refuses %p', async (body, errors) => {
      const res = await api().post('/api/contact').send(body).expect(400);
      expect(res.body.errors).toEqual(errors);
    });
  });

  describe('POST /api/newsletter', () => {
    it('subscribes once per e-mail, answering a repeat exactly like a first subscription', async () => {
      const email = uniqueEmail('news');
      const first = await api().post('/api/newsletter').send({ email }).expect(201);
      expect(first.body).toEqual({ insertedId: expect.any(String) });
      const again = await api()
        .post('/api/newsletter')
        .send({ email: ` ${email.toUpperCase()} ` })
        .expect(201);
      expect(again.body).toEqual(first.body);
    });

    it('does not tell an attacker whether an address is already subscribed', async () => {
      const known = uniqueEmail('known');
      await api().post('/api/newsletter').send({ email: known }).expect(201);
      const [repeat, fresh] = await Promise.all([
        api().post('/api/newsletter').send({ email: known }),
        api()
          .post('/api/newsletter')
          .send({ email: uniqueEmail('fresh') }),
      ]);
      expect(repeat.status).toBe(fresh.status);
      expect(Object.keys(repeat.body)).toEqual(Object.keys(fresh.body));
      expect(repeat.headers['content-length']).toBe(fresh.headers['content-length']);
    });

    it('is safe under concurrent repeats', async () => {
      const email = uniqueEmail('race');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => api().post('/api/newsletter').send({ email })),
      );
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map((a) => a.body.insertedId)).size).toBe(1);
    });

    it.each<[Record<string, unknown>, Record<string, string>]>([
      [{}, { email: CM.email }],
      [{ email: 'x' }, { email: RULE_MESSAGES.emailFormat }],
      [{ email: 'a@b.co', name: 'x' }, { name: 'Unknown field: name' }],
    ])('refuses %p', async (body, errors) => {
      const res = await api().post('/api/newsletter').send(body).expect(400);
      expect(res.body.errors).toEqual(errors);
    });
  });
});
