import {
  LIMITS,
  NOT_FOUND,
  PROFILE_MESSAGES,
  REVIEW_FORM_MESSAGES,
  RULE_MESSAGES,
  TOTAL_COUNT_HEADER,
} from '@tutorhub/contracts';
import { http } from './support/app';
import { expectErrorShape } from './support/error-shape';
import { authHeader, type TestIdentity } from './support/identities';
import {
  expectHireAccess,
  hireAccess,
  hireCallersForFile,
  hireIn,
  newStudent,
  newTutor,
  ranHire,
} from './support/hires';

const review = (patch: Record<string, unknown> = {}) => ({
  rating: 5,
  message: 'Patient, clear and always on time.',
  ...patch,
});

/**
 * Students rate the tutors of tuitions that ran 28 days (dated back in the database: the rating
 * window itself is rating-window.in-process.e2e-spec.ts); the stored rating follows every change.
 */
describe('tutor reviews', () => {
  const { target, callers, ctx } = hireCallersForFile();
  let admin: TestIdentity;
  /** A review of callers.tutor by callers.student, posted in beforeAll. */
  let reviewId: string;

  const post = (who: TestIdentity, tutor: TestIdentity, body: object = review()) =>
    http(target).post(`/api/tutors/${tutor.user!.id}/reviews`).set(authHeader(who)).send(body);
  const ratingOf = async (tutor: TestIdentity) =>
    (await http(target).get(`/api/tutors/${tutor.user!.id}`).expect(200)).body.rating as {
      average: number | null;
      count: number;
    };

  beforeAll(async () => {
    admin = callers.admin;
    await ranHire(target, callers.student, callers.tutor, 'ended');
    const other = await newStudent(target);
    await ranHire(target, other, callers.tutor, 'accepted');
    reviewId = (await post(other, callers.tutor, review({ rating: 3 })).expect(201)).body
      .insertedId as string;
  });

  const reviewsPath = () => `/api/tutors/${callers.tutor.user!.id}/reviews`;

  describe('who may call', () => {
    expectHireAccess(
      ctx,
      'POST /api/tutors/{id}/reviews',
      { method: 'post', path: async () => reviewsPath(), body: review({ rating: 4 }) },
      {
        anonymous: 401,
        noProfile: 403,
        otherStudent: 403,
        tutor: 403,
        otherTutor: 403,
        admin: 403,
        student: 201,
      },
    );
    expectHireAccess(
      ctx,
      'GET /api/tutors/{id}/reviews',
      { method: 'get', path: async () => reviewsPath() },
      hireAccess.anyone(),
    );
    expectHireAccess(
      ctx,
      'DELETE /api/tutors/{id}/reviews/{reviewId}',
      { method: 'delete', path: async () => `${reviewsPath()}/${reviewId}` },
      {
        anonymous: 401,
        noProfile: 403,
        student: 403,
        otherStudent: 403,
        tutor: 403,
        otherTutor: 403,
      },
    );
  });

  describe('eligibility', () => {
    it.each(['requested', 'declined', 'cancelled'] as const)(
      'refuses a student whose hire is %s with 403, writing nothing',
      async (status) => {
        const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
        await hireIn(target, student, tutor, status);
        const res = await post(student, tutor).expect(403);
        expect(res.body.message).toBe(PROFILE_MESSAGES.reviewNeedsHire);
        expect(await ratingOf(tutor)).toEqual({ average: null, count: 0 });
      },
    );

    it('takes one review per student and tutor: a second answers 409, even after a new hire', async () => {
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      await ranHire(target, student, tutor, 'ended');
      await post(student, tutor).expect(201);
      await ranHire(target, student, tutor, 'accepted');
      const res = await post(student, tutor, review({ rating: 1 })).expect(409);
      expect(res.body).toMatchObject({
        statusCode: 409,
        message: PROFILE_MESSAGES.alreadyReviewed,
      });
      expect(await ratingOf(tutor)).toEqual({ average: 5, count: 1 });
    });

    it('answers 404 for an unknown tutor or a student id, 400 for a malformed id', async () => {
      const student = callers.student;
      await post(student, callers.otherStudent).expect(404);
      const unknown = await http(target)
        .post('/api/tutors/00000000-0000-4000-8000-000000000000/reviews')
        .set(authHeader(student))
        .send(review())
        .expect(404);
      expect(unknown.body.message).toBe(NOT_FOUND.tutor);
      const malformed = await http(target)
        .post('/api/tutors/not-a-uuid/reviews')
        .set(authHeader(student))
        .send(review());
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe(RULE_MESSAGES.malformedId);
    });
  });

  describe('input', () => {
    it.each<[string, object, string, string]>([
      ['no rating', { message: 'Good' }, 'rating', RULE_MESSAGES.rating],
      ['rating 0', review({ rating: 0 }), 'rating', RULE_MESSAGES.rating],
      ['rating 6', review({ rating: 6 }), 'rating', RULE_MESSAGES.rating],
      ['rating 4.5', review({ rating: 4.5 }), 'rating', RULE_MESSAGES.rating],
      ['rating "5"', review({ rating: '5' }), 'rating', RULE_MESSAGES.rating],
      ['a blank message', review({ message: '   ' }), 'message', REVIEW_FORM_MESSAGES.message],
      ['no message', { rating: 4 }, 'message', REVIEW_FORM_MESSAGES.message],
      [
        'a message too long',
        review({ message: 'x'.repeat(LIMITS.reviewMessageMax + 1) }),
        'message',
        RULE_MESSAGES.tooLong(LIMITS.reviewMessageMax),
      ],
      [
        'an extra field',
        review({ studentName: 'Mallory' }),
        'studentName',
        'Unknown field: studentName',
      ],
      [
        'a NUL in the message',
        review({ message: 'a\u0000b' }),
        'message',
        RULE_MESSAGES.nulCharacter('message'),
      ],
    ])(
      'refuses %s with 400 on that field, before any other check',
      async (_, body, field, message) => {
        const res = await post(callers.otherStudent, callers.tutor, body);
        expect(res.status).toBe(400);
        expectErrorShape(res);
        expect(res.body.errors?.[field] ?? res.body.message).toBe(message);
      },
    );
  });

  describe('the list', () => {
    it('is newest first, paged with X-Total-Count, each item without any email', async () => {
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      const second = await newStudent(target);
      await ranHire(target, student, tutor, 'ended');
      await ranHire(target, second, tutor, 'accepted');
      const first = (
        await post(student, tutor, review({ rating: 2, message: 'Often late' })).expect(201)
      ).body.insertedId;
      const newest = (await post(second, tutor, review({ rating: 4 })).expect(201)).body.insertedId;
      const res = await http(target).get(`/api/tutors/${tutor.user!.id}/reviews`).expect(200);
      expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('2');
      expect(res.body.map((r: { _id: string }) => r._id)).toEqual([newest, first]);
      expect(res.body[1]).toEqual({
        _id: first,
        rating: 2,
        message: 'Often late',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        student: { name: student.user!.name, image: student.user!.image },
      });
      expect(res.text).not.toMatch(/@/);
      const page2 = await http(target).get(`/api/tutors/${tutor.user!.id}/reviews?page=2&limit=1`);
      expect(page2.body.map((r: { _id: string }) => r._id)).toEqual([first]);
      expect(page2.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('2');
    });

    it('answers 404 for a student id and an unknown tutor, 400 for bad paging', async () => {
      await http(target).get(`/api/tutors/${callers.student.user!.id}/reviews`).expect(404);
      await http(target)
        .get('/api/tutors/00000000-0000-4000-8000-000000000000/reviews')
        .expect(404);
      const bad = await http(target).get(`${reviewsPath()}?limit=1000`).expect(400);
      expect(bad.body.errors).toEqual({ limit: RULE_MESSAGES.limit });
    });
  });

  describe('the stored rating', () => {
    it('follows each review and each admin delete, to one decimal', async () => {
      const tutor = await newTutor(target);
      const students = await Promise.all([1, 2, 3].map(() => newStudent(target)));
      for (const s of students) {
        await ranHire(target, s, tutor, 'ended');
      }
      expect(await ratingOf(tutor)).toEqual({ average: null, count: 0 });
      const ids: string[] = [];
      for (const [i, rating] of [5, 4, 4].entries()) {
        ids.push((await post(students[i], tutor, review({ rating })).expect(201)).body.insertedId);
      }
      expect(await ratingOf(tutor)).toEqual({ average: 4.3, count: 3 });
      const path = (id: string) => `/api/tutors/${tutor.user!.id}/reviews/${id}`;
      const del = await http(target).delete(path(ids[0])).set(authHeader(admin)).expect(200);
      expect(del.body).toEqual({ deletedCount: 1 });
      expect(await ratingOf(tutor)).toEqual({ average: 4, count: 2 });
      await http(target).delete(path(ids[0])).set(authHeader(admin)).expect(404);
      await http(target).delete(path(ids[1])).set(authHeader(admin)).expect(200);
      await http(target).delete(path(ids[2])).set(authHeader(admin)).expect(200);
      expect(await ratingOf(tutor)).toEqual({ average: null, count: 0 });
    });

    it("refuses to delete a review through another tutor's path (404), keeping it", async () => {
      const res = await http(target)
        .delete(`/api/tutors/${callers.otherTutor.user!.id}/reviews/${reviewId}`)
        .set(authHeader(admin))
        .expect(404);
      expect(res.body.message).toBe(NOT_FOUND.review);
      const list = await http(target).get(reviewsPath()).expect(200);
      expect(list.body.map((r: { _id: string }) => r._id)).toContain(reviewId);
    });

    it('keeps a review, with its stored name and image, once its student deletes their account', async () => {
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      await ranHire(target, student, tutor, 'accepted');
      await post(student, tutor, review({ rating: 4 })).expect(201);
      await http(target)
        .delete('/api/me')
        .set(authHeader(student))
        .set('X-Id-Token', student.idToken!)
        .expect(200);
      const reviews = await http(target).get(`/api/tutors/${tutor.user!.id}/reviews`).expect(200);
      expect(reviews.body).toEqual([
        expect.objectContaining({
          rating: 4,
          student: { name: student.user!.name, image: student.user!.image },
        }),
      ]);
      expect(await ratingOf(tutor)).toEqual({ average: 4, count: 1 });
    });

    it('tells the tutor: a review.received notification', async () => {
      const res = await http(target)
        .get('/api/notifications')
        .set(authHeader(callers.tutor))
        .expect(200);
      expect(res.body).toContainEqual(
        expect.objectContaining({ type: 'review.received', hireId: null, read: false }),
      );
    });
  });
});
