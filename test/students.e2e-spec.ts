import {
  CONFLICT,
  NOT_FOUND,
  RULE_MESSAGES,
  STUDENT_FORM_MESSAGES as M,
} from '@tutorhub/contracts';
import type { Student } from '../frontend/src/store/apiTypes';
import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { access, expectAccess } from './support/access-matrix';
import { identitiesForFile, identitiesOn } from './support/file-setup';
import {
  authHeader,
  createAccount,
  fetchMe,
  type IdentityName,
  signUpInEmulator,
  uniqueEmail,
} from './support/identities';
import { marker, mediaUrl, studentPayload } from './support/payloads';

describe('students', () => {
  const { target, api, ids, ctx } = identitiesForFile();

  async function registerStudent(patch: Record<string, unknown> = {}): Promise<string> {
    const { email, idToken } = await signUpInEmulator(uniqueEmail('newstudent'));
    const res = await api()
      .post('/api/studentInfo')
      .set('Authorization', `Bearer ${idToken}`)
      .send({ ...studentPayload(email), ...patch })
      .expect(201);
    return res.body.insertedId as string;
  }

  describe('who may call', () => {
    expectAccess(ctx, { method: 'get', path: '/api/getStudent' }, access.adminOnly());
    expectAccess(
      ctx,
      {
        method: 'patch',
        path: async () => `/api/studentUpdate/${await registerStudent()}`,
        body: { role: 'admin' },
      },
      access.adminOnly(),
    );
    expectAccess(
      ctx,
      { method: 'delete', path: async () => `/api/studentDelete/${await registerStudent()}` },
      access.adminOnly(),
    );
    describe('POST /api/studentInfo (ID token, own e-mail)', () => {
      const { ctx: regCtx } = identitiesOn(target);
      const body = (who: IdentityName) =>
        studentPayload(regCtx.identities![who].email ?? uniqueEmail('anonymous'));
      // The admin is the shared ADMIN_EMAILS account here; auth.in-process registers a fresh one.
      expectAccess(
        regCtx,
        { method: 'post', path: '/api/studentInfo', body, credential: 'idToken' },
        { anonymous: 401, noProfile: 201, student: 409, tutor: 409 },
      );
      it('made the newcomer a student', async () => {
        expect(await fetchMe(target, regCtx.identities!.noProfile.token!)).toMatchObject({
          kind: 'student',
          role: 'student',
        });
      });
    });
  });

  describe('POST /api/studentInfo', () => {
    it('registers the caller (API token too) and the admin list shows the record', async () => {
      const who = await createAccount(target, 'noProfile');
      const tag = marker('stu');
      const res = await api()
        .post('/api/studentInfo')
        .set(authHeader(who))
        .send(studentPayload(who.email!, { name: `Nadia ${tag}`, number: '0 1898 765432' }))
        .expect(201);
      expect(res.body).toEqual({ insertedId: who.user!.id });
      const list = await api()
        .get(`/api/getStudent?q=${tag}`)
        .set(authHeader(ids.admin))
        .expect(200);
      expect(list.body).toEqual([
        {
          _id: who.user!.id,
          role: 'student',
          name: `Nadia ${tag}`,
          image: mediaUrl('tanvir'),
          email: who.email!,
          number: '01898765432',
          // Typed in the form, not the account's verified mobile number.
          numberVerified: false,
          study: 'Notre Dame College',
          subject: 'Science',
          location: 'Motijheel, Dhaka',
          suspended: false,
          // Admins see how the account signs in, and its verified mobile number (none here).
          signInMethods: ['password'],
          phone: null,
        } satisfies Student,
      ]);
      expect(list.headers['x-total-count']).toBe('1');
      const again = await api()
        .post('/api/studentInfo')
        .set(authHeader(who))
        .send(studentPayload(who.email!))
        .expect(409);
      expect(again.body.message).toBe(CONFLICT.profileExists);
    });

    it('answers every required field with its form message', async () => {
      const res = await api()
        .post('/api/studentInfo')
        .set(authHeader(ids.noProfile))
        .send({ role: 'student' })
        .expect(400);
      expect(res.body.errors).toEqual({
        name: M.name,
        image: M.image,
        email: M.email,
        number: M.number,
        study: M.study,
        subject: M.subject,
        location: M.location,
      });
    });

    it.each<[string, unknown, string]>([
      ['role', 'admin', RULE_MESSAGES.studentRole],
      ['role', 'tutor', RULE_MESSAGES.studentRole],
      ['email', 'someone@', RULE_MESSAGES.emailFormat],
      ['number', 'call me', RULE_MESSAGES.numberFormat],
      ['image', 'ftp://x.example.com/a.png', RULE_MESSAGES.imageUrl],
      ['name', 'x'.repeat(101), RULE_MESSAGES.tooLong(100)],
      ['teachingSubject', 'Physics', 'Unknown field: teachingSubject'],
    ])('refuses %s = %p', async (field, value, message) => {
      const who = ids.noProfile;
      const res = await api()
        .post('/api/studentInfo')
        .set(authHeader(who))
        .send({ ...studentPayload(who.email!), [field]: value })
        .expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
      expect((await fetchMe(target, who.token!)).kind).toBeNull();
    });

    it('refuses another e-mail than the signed-in one', async () => {
      const res = await api()
        .post('/api/studentInfo')
        .set(authHeader(ids.noProfile, 'idToken'))
        .send(studentPayload(uniqueEmail('someone-else')))
        .expect(403);
      expect(res.body.message).toBe(RULE_MESSAGES.registrationEmail);
    });
  });

  describe('GET /api/getStudent', () => {
    const tag = marker('slist');
    beforeAll(async () => {
      for (const n of ['one', 'two', 'three']) {
        await registerStudent({ name: `${n} ${tag}` });
      }
    });
    const names = (res: request.Response) =>
      (res.body as Student[]).map((s) => s.name.split(' ')[0]);

    it('lists students only, newest first, paged, with X-Total-Count', async () => {
      const admin = authHeader(ids.admin);
      const all = await api().get(`/api/getStudent?q=${tag}`).set(admin).expect(200);
      expect(names(all)).toEqual(['three', 'two', 'one']);
      const page2 = await api()
        .get(`/api/getStudent?q=${tag}&limit=2&page=2`)
        .set(admin)
        .expect(200);
      expect(names(page2)).toEqual(['one']);
      expect(page2.headers['x-total-count']).toBe('3');
      const tutors = await api().get(`/api/getStudent?q=${ids.tutor.email}`).set(admin).expect(200);
      expect(tutors.body).toEqual([]);
    });

    it('searches by e-mail and filters by role', async () => {
      const admin = authHeader(ids.admin);
      const who = await createAccount(target, 'student', { kind: 'student' });
      const byEmail = await api()
        .get(`/api/getStudent?q=${who.email!.toUpperCase()}`)
        .set(admin)
        .expect(200);
      expect(byEmail.body).toEqual([
        expect.objectContaining({ _id: who.user!.id, role: 'student' }),
      ]);
      await api()
        .patch(`/api/studentUpdate/${who.user!.id}`)
        .set(admin)
        .send({ role: 'admin' })
        .expect(200);
      const admins = await api()
        .get(`/api/getStudent?q=${who.email}&role=admin`)
        .set(admin)
        .expect(200);
      expect(admins.body).toEqual([expect.objectContaining({ _id: who.user!.id, role: 'admin' })]);
      const students = await api()
        .get(`/api/getStudent?q=${who.email}&role=student`)
        .set(admin)
        .expect(200);
      expect(students.body).toEqual([]);
    });

    it('refuses tutor-only filters and bad paging', async () => {
      const admin = authHeader(ids.admin);
      const res = await api().get('/api/getStudent?subject=Physics').set(admin).expect(400);
      expect(res.body.errors).toEqual({ subject: 'Unknown field: subject' });
      await api().get('/api/getStudent?limit=1000').set(admin).expect(400);
    });
  });

  describe('PATCH /api/studentUpdate/{id} and DELETE /api/studentDelete/{id}', () => {
    it('promotes once, then deletes once; 404 with the message afterwards', async () => {
      const admin = authHeader(ids.admin);
      const id = await registerStudent();
      expect(
        (await api().patch(`/api/studentUpdate/${id}`).set(admin).send({ role: 'admin' })).body,
      ).toEqual({
        modifiedCount: 1,
      });
      expect(
        (await api().patch(`/api/studentUpdate/${id}`).set(admin).send({ role: 'admin' })).body,
      ).toEqual({
        modifiedCount: 0,
      });
      expect((await api().delete(`/api/studentDelete/${id}`).set(admin).expect(200)).body).toEqual({
        deletedCount: 1,
      });
      const gone = await api().delete(`/api/studentDelete/${id}`).set(admin).expect(404);
      expect(gone.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: NOT_FOUND.student,
        code: 'notFound.student',
        params: {},
      });
      const patch = await api()
        .patch(`/api/studentUpdate/${id}`)
        .set(admin)
        .send({ role: 'admin' })
        .expect(404);
      expect(patch.body.message).toBe(NOT_FOUND.student);
    });

    it('does not touch tutors, refuses malformed ids and other roles', async () => {
      const admin = authHeader(ids.admin);
      await api().delete(`/api/studentDelete/${ids.tutor.user!.id}`).set(admin).expect(404);
      await api()
        .patch(`/api/studentUpdate/${ids.tutor.user!.id}`)
        .set(admin)
        .send({ role: 'admin' })
        .expect(404);
      await api().delete(`/api/studentDelete/${randomUUID()}`).set(admin).expect(404);
      await api().delete('/api/studentDelete/1%27%20OR%201=1').set(admin).expect(400);
      const res = await api()
        .patch(`/api/studentUpdate/${ids.student.user!.id}`)
        .set(admin)
        .send({ role: 'tutor' })
        .expect(400);
      expect(res.body.errors).toEqual({ role: RULE_MESSAGES.role });
    });
  });
});
