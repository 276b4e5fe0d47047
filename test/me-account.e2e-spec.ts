import {
  LIMITS,
  PROFILE_MESSAGES,
  RULE_MESSAGES,
  STUDENT_FORM_MESSAGES,
  TUTOR_FORM_MESSAGES,
} from '@tutorhub/contracts';
import { http } from './support/app';
import { expectErrorShape } from './support/error-shape';
import { authHeader, exchangeIdToken, fetchMe, type TestIdentity } from './support/identities';
import {
  expectHireAccess,
  hireCallersForFile,
  hireIn,
  newStudent,
  newTutor,
} from './support/hires';
import { mediaUrl } from './support/payloads';

/** PATCH /api/me/profile (the owner's edits) and DELETE /api/me (leaving). */
describe('own profile and account', () => {
  const { target, callers, ctx } = hireCallersForFile();

  const edit = (who: TestIdentity, body: unknown) =>
    http(target)
      .patch('/api/me/profile')
      .set(authHeader(who))
      .send(body as object);
  const page = async (tutor: TestIdentity) =>
    (await http(target).get(`/api/tutors/${tutor.user!.id}`).set(authHeader(tutor)).expect(200))
      .body as Record<string, unknown>;

  describe('PATCH /api/me/profile', () => {
    // The ADMIN_EMAILS account has no profile, like noProfile.
    expectHireAccess(
      ctx,
      'PATCH /api/me/profile',
      { method: 'patch', path: async () => '/api/me/profile', body: { location: 'Banani, Dhaka' } },
      {
        anonymous: 401,
        noProfile: 404,
        student: 200,
        otherStudent: 200,
        tutor: 200,
        otherTutor: 200,
        admin: 404,
      },
    );

    it('edits every field of a tutor, about included; the same edit again changes nothing', async () => {
      const tutor = await newTutor(target);
      const changes = {
        name: 'Ayesha Rahman',
        image: mediaUrl('ayesha'),
        number: '+880 1811-223344',
        study: 'BUET',
        subject: 'EEE',
        location: 'Uttara, Dhaka',
        teachingSubject: 'Mathematics',
        salary: 12000,
        onlineOffline: 'Online & Offline',
        about: '  Ten years of SSC and HSC maths.  ',
      };
      expect((await edit(tutor, changes).expect(200)).body).toEqual({ modifiedCount: 1 });
      expect(await page(tutor)).toMatchObject({
        ...changes,
        number: '+8801811223344',
        onlineOffline: 'both',
        about: 'Ten years of SSC and HSC maths.',
      });
      expect((await edit(tutor, changes).expect(200)).body).toEqual({ modifiedCount: 0 });
      expect((await edit(tutor, {}).expect(200)).body).toEqual({ modifiedCount: 0 });
      await edit(tutor, { about: ' ' }).expect(200);
      expect((await page(tutor)).about).toBeNull();
    });

    it("edits a student's fields", async () => {
      const student = await newStudent(target);
      await edit(student, { name: 'Karim Hossain', study: 'Dhaka College' }).expect(200);
      expect(await fetchMe(target, student.token!)).toMatchObject({ name: 'Karim Hossain' });
    });

    describe('refuses, writing nothing', () => {
      const tutorCases: Array<[string, object, string, string]> = [
        ['a blank name', { name: '  ' }, 'name', TUTOR_FORM_MESSAGES.name],
        ['a null name', { name: null }, 'name', TUTOR_FORM_MESSAGES.name],
        ['a null salary', { salary: null }, 'salary', TUTOR_FORM_MESSAGES.salary],
        ['a negative salary', { salary: -1 }, 'salary', RULE_MESSAGES.nonNegativeInteger],
        [
          'an unknown subject',
          { teachingSubject: 'Astrology' },
          'teachingSubject',
          RULE_MESSAGES.teachingSubject,
        ],
        [
          'a bad mode',
          { onlineOffline: 'sometimes' },
          'onlineOffline',
          RULE_MESSAGES.onlineOffline,
        ],
        ['letters as number', { number: 'call me' }, 'number', RULE_MESSAGES.numberFormat],
        [
          'a foreign image',
          { image: 'https://evil.example/x.png' },
          'image',
          RULE_MESSAGES.imageUrl,
        ],
        [
          'a long about',
          { about: 'x'.repeat(LIMITS.aboutMax + 1) },
          'about',
          RULE_MESSAGES.tooLong(LIMITS.aboutMax),
        ],
        ['a role', { role: 'admin' }, 'role', 'Unknown field: role'],
        ['an email', { email: 'new@example.com' }, 'email', 'Unknown field: email'],
        ['the badge', { verified: true }, 'verified', 'Unknown field: verified'],
        ['a rating', { ratingAverage: 5 }, 'ratingAverage', 'Unknown field: ratingAverage'],
        ['a NUL', { name: 'a\u0000b' }, 'name', RULE_MESSAGES.nulCharacter('name')],
      ];
      it.each(tutorCases)(
        'a tutor sending %s (400 on that field)',
        async (_, body, field, message) => {
          const before = await page(callers.otherTutor);
          const res = await edit(callers.otherTutor, { location: 'Khulna', ...body });
          expect(res.status).toBe(400);
          expectErrorShape(res);
          expect(res.body.errors?.[field] ?? res.body.message).toBe(message);
          expect(await page(callers.otherTutor)).toEqual(before);
        },
      );

      it.each<[string, object, string, string]>([
        ['a blank name', { name: '' }, 'name', STUDENT_FORM_MESSAGES.name],
        ['a tutor field', { salary: 5000 }, 'salary', PROFILE_MESSAGES.tutorOnlyField],
        ['about', { about: 'Hi' }, 'about', PROFILE_MESSAGES.tutorOnlyField],
        ['a role', { role: 'tutor' }, 'role', 'Unknown field: role'],
      ])('a student sending %s (400 on that field)', async (_, body, field, message) => {
        const res = await edit(callers.otherStudent, { location: 'Khulna', ...body });
        expect(res.status).toBe(400);
        expect(res.body.errors[field]).toBe(message);
        expect((await fetchMe(target, callers.otherStudent.token!)).name).toBe('Tanvir Hasan');
      });

      it.each([
        ['an array', [{ name: 'x' }]],
        ['a string', 'name'],
      ])('a body that is %s', async (_, body) => {
        const res = await edit(callers.otherStudent, body).set('Content-Type', 'application/json');
        expect(res.status).toBe(400);
        expectErrorShape(res);
      });
    });
  });

  describe('DELETE /api/me', () => {
    expectHireAccess(
      ctx,
      'DELETE /api/me',
      { method: 'delete', path: async () => '/api/me' },
      { anonymous: 401 },
    );

    it.each(['noProfile', 'student', 'tutor'] as const)(
      'deletes a %s account: {deletedCount: 1}, its token refused from then on',
      async (kind) => {
        const account =
          kind === 'student'
            ? await newStudent(target)
            : kind === 'tutor'
              ? await newTutor(target)
              : callers.noProfile;
        const res = await http(target)
          .delete('/api/me')
          .set(authHeader(account))
          .set('X-Id-Token', account.idToken!)
          .expect(200);
        expect(res.body).toEqual({ deletedCount: 1 });
        for (const call of [http(target).get('/api/me'), http(target).delete('/api/me')]) {
          const refused = await call.set(authHeader(account));
          expect(refused.status).toBe(401);
          expectErrorShape(refused);
        }
        if (kind === 'tutor') {
          await http(target).get(`/api/tutors/${account.user!.id}`).expect(404);
        }
        // Signing in again makes a fresh account, without the old profile.
        const again = await exchangeIdToken(target, account.idToken!, account.email!);
        const me = await fetchMe(target, again);
        expect(me).toMatchObject({ kind: null, role: null });
        expect(me.id).not.toBe(account.user!.id);
      },
    );

    it('lets an admin leave while another active admin remains', async () => {
      const tutor = await newTutor(target);
      await http(target)
        .patch(`/api/tutorUpdate/${tutor.user!.id}`)
        .set(authHeader(callers.admin))
        .send({ role: 'admin' })
        .expect(200);
      expect((await fetchMe(target, tutor.token!)).role).toBe('admin');
      await http(target)
        .delete('/api/me')
        .set(authHeader(tutor))
        .set('X-Id-Token', tutor.idToken!)
        .expect(200);
      await http(target).get('/api/me').set(authHeader(tutor)).expect(401);
      expect((await fetchMe(target, callers.admin.token!)).role).toBe('admin');
    });

    it("cancels a student's open requests, ends the accepted ones, tells the tutors", async () => {
      const student = await newStudent(target);
      const [t1, t2, t3] = await Promise.all([
        newTutor(target),
        newTutor(target),
        newTutor(target),
      ]);
      const requested = await hireIn(target, student, t1, 'requested');
      const accepted = await hireIn(target, student, t2, 'accepted');
      const declined = await hireIn(target, student, t3, 'declined');

      await http(target)
        .delete('/api/me')
        .set(authHeader(student))
        .set('X-Id-Token', student.idToken!)
        .expect(200);

      const statusOf = async (tutor: TestIdentity, id: string) =>
        (await http(target).get(`/api/hires/${id}`).set(authHeader(tutor)).expect(200)).body
          .status as string;
      expect(await statusOf(t1, requested)).toBe('cancelled');
      expect(await statusOf(t2, accepted)).toBe('ended');
      expect(await statusOf(t3, declined)).toBe('declined');
      for (const [tutor, hireId, type] of [
        [t1, requested, 'hire.cancelled'],
        [t2, accepted, 'hire.ended'],
      ] as const) {
        const notes = await http(target)
          .get('/api/notifications')
          .set(authHeader(tutor))
          .expect(200);
        expect(notes.body).toContainEqual(expect.objectContaining({ type, hireId, read: false }));
      }
    });

    it("closes a tutor's hires and tells the students", async () => {
      const [tutor, s1, s2] = await Promise.all([
        newTutor(target),
        newStudent(target),
        newStudent(target),
      ]);
      const requested = await hireIn(target, s1, tutor, 'requested');
      const accepted = await hireIn(target, s2, tutor, 'accepted');
      await http(target)
        .delete('/api/me')
        .set(authHeader(tutor))
        .set('X-Id-Token', tutor.idToken!)
        .expect(200);
      for (const [student, id, status] of [
        [s1, requested, 'cancelled'],
        [s2, accepted, 'ended'],
      ] as const) {
        const hire = await http(target)
          .get(`/api/hires/${id}`)
          .set(authHeader(student))
          .expect(200);
        expect(hire.body.status).toBe(status);
        const notes = await http(target)
          .get('/api/notifications')
          .set(authHeader(student))
          .expect(200);
        expect(notes.body).toContainEqual(
          expect.objectContaining({ type: `hire.${status}`, hireId: id }),
        );
      }
    });
  });
});
