import { type HireStatus, NOT_FOUND, RULE_MESSAGES } from '@tutorhub/contracts';
import { http } from './support/app';
import { expectErrorShape } from './support/error-shape';
import { authHeader, type TestIdentity } from './support/identities';
import {
  expectHireAccess,
  hireAccess,
  type HireCaller,
  hireCallersForFile,
  hireIn,
  newStudent,
  newTutor,
} from './support/hires';
import { tutorPayload } from './support/payloads';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** GET /api/tutors/{id} (the profile page, contact details gated) and the verified badge. */
describe('tutor profiles', () => {
  const { target, callers, ctx } = hireCallersForFile();

  beforeAll(async () => {
    // The tutor accepted the student's request; the other student and tutor are strangers.
    await hireIn(target, callers.student, callers.tutor, 'accepted');
  });

  const profile = (who: TestIdentity, tutor: TestIdentity) =>
    http(target).get(`/api/tutors/${tutor.user!.id}`).set(authHeader(who));

  describe('GET /api/tutors/{id}', () => {
    expectHireAccess(
      ctx,
      'GET /api/tutors/{id}',
      { method: 'get', path: async () => `/api/tutors/${callers.tutor.user!.id}` },
      hireAccess.anyone(),
    );

    it('answers the card fields, about, verified, rating and createdAt', async () => {
      const res = await profile(callers.anonymous, callers.tutor).expect(200);
      const registered = tutorPayload(callers.tutor.email!);
      expect(res.body).toEqual({
        _id: callers.tutor.user!.id,
        name: registered.name,
        image: callers.tutor.user!.image,
        study: registered.study,
        subject: registered.subject,
        teachingSubject: registered.teachingSubject,
        salary: registered.salary,
        location: registered.location,
        onlineOffline: 'both',
        about: null,
        gender: null,
        verified: false,
        rating: { average: null, count: 0 },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    });

    const contactSeenBy: Record<HireCaller, boolean> = {
      anonymous: false,
      noProfile: false,
      student: true,
      otherStudent: false,
      tutor: true,
      otherTutor: false,
      admin: true,
    };
    for (const [who, sees] of Object.entries(contactSeenBy) as Array<[HireCaller, boolean]>) {
      it(`${sees ? 'shows' : 'leaves out'} email and number for ${who}`, async () => {
        const res = await profile(callers[who], callers.tutor).expect(200);
        if (sees) {
          expect(res.body).toMatchObject({ email: callers.tutor.email, number: '01712345678' });
        } else {
          expect(res.body).not.toHaveProperty('email');
          expect(res.body).not.toHaveProperty('number');
          expect(res.text).not.toContain(callers.tutor.email);
        }
      });
    }

    it.each<[HireStatus, boolean]>([
      ['requested', false],
      ['declined', false],
      ['cancelled', false],
      ['accepted', true],
      ['ended', true],
    ])('shows the contact to a student whose hire is %s: %s', async (status, sees) => {
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      expect((await profile(student, tutor).expect(200)).body).not.toHaveProperty('email');
      await hireIn(target, student, tutor, status);
      const body = (await profile(student, tutor).expect(200)).body;
      expect('email' in body && 'number' in body).toBe(sees);
    });

    it('answers 404 for an unknown id, a student and a deleted tutor; 400 for a bad id', async () => {
      for (const id of [UNKNOWN_ID, callers.student.user!.id]) {
        const res = await http(target).get(`/api/tutors/${id}`).expect(404);
        expect(res.body).toMatchObject({ statusCode: 404, message: NOT_FOUND.tutor });
      }
      const gone = await newTutor(target);
      await http(target)
        .delete(`/api/tutorDelete/${gone.user!.id}`)
        .set(authHeader(callers.admin))
        .expect(200);
      await http(target).get(`/api/tutors/${gone.user!.id}`).expect(404);
      const bad = await http(target).get('/api/tutors/1%27%20OR%201=1').expect(400);
      expect(bad.body.message).toBe(RULE_MESSAGES.malformedId);
    });

    it('hides a suspended tutor from everyone but admins', async () => {
      const tutor = await newTutor(target);
      await http(target)
        .patch(`/api/admin/accounts/${tutor.user!.id}/suspension`)
        .set(authHeader(callers.admin))
        .send({ suspended: true })
        .expect(200);
      await profile(callers.student, tutor).expect(404);
      await profile(callers.anonymous, tutor).expect(404);
      await profile(callers.admin, tutor).expect(200);
    });
  });

  describe('PATCH /api/tutors/{id}/verification', () => {
    const path = () => `/api/tutors/${callers.otherTutor.user!.id}/verification`;

    expectHireAccess(
      ctx,
      'PATCH /api/tutors/{id}/verification',
      {
        method: 'patch',
        path: async () => path(),
        body: { verified: false, reason: 'Checking the access rule' },
      },
      hireAccess.adminOnly(),
    );

    it('never turns the badge on (a review does), and removes it only with a reason', async () => {
      const tutor = await newTutor(target);
      const set = (body: object) =>
        http(target)
          .patch(`/api/tutors/${tutor.user!.id}/verification`)
          .set(authHeader(callers.admin))
          .send(body);
      const on = await set({ verified: true }).expect(400);
      expect(on.body.code).toBe('verification.byReview');
      expect((await profile(callers.anonymous, tutor)).body.verified).toBe(false);
      const bare = await set({ verified: false }).expect(400);
      expect(Object.values(bare.body.codes)).toContain('verification.offReason');
      // Already off: nothing changes.
      expect(
        (await set({ verified: false, reason: 'Documents unclear' }).expect(200)).body,
      ).toEqual({ modifiedCount: 0 });
    });

    it.each<[string, object]>([
      ['no field', {}],
      ['a string', { verified: 'true' }],
      ['a number', { verified: 1 }],
      ['null', { verified: null }],
      ['an extra field', { verified: true, rating: 5 }],
    ])('refuses %s with 400, changing nothing', async (_, body) => {
      const res = await http(target)
        .patch(path())
        .set(authHeader(callers.admin))
        .send(body)
        .expect(400);
      expectErrorShape(res);
      expect((await profile(callers.anonymous, callers.otherTutor)).body.verified).toBe(false);
    });

    it('answers 404 for a student or an unknown id', async () => {
      for (const id of [callers.student.user!.id, UNKNOWN_ID]) {
        const res = await http(target)
          .patch(`/api/tutors/${id}/verification`)
          .set(authHeader(callers.admin))
          .send({ verified: false, reason: 'Documents unclear' })
          .expect(404);
        expect(res.body.message).toBe(NOT_FOUND.tutor);
      }
    });
  });
});
