import { COURSE_FORM_MESSAGES as M, NOT_FOUND, RULE_MESSAGES } from '@tutorhub/contracts';
import type { Course } from '../frontend/src/store/apiTypes';
import { randomUUID } from 'node:crypto';
import { access, expectAccess } from './support/access-matrix';
import { identitiesForFile } from './support/file-setup';
import { authHeader } from './support/identities';
import { coursePayload, marker, mediaUrl } from './support/payloads';
import { acceptCourse, postCourse } from './support/posts';

describe('courses: posting and reading', () => {
  const { target, api, ids, ctx } = identitiesForFile();
  const shared = { accepted: '', pendingOfTutor: '' };

  /** How many courses there are, as an admin's list counts them. */
  const courseCount = async () =>
    Number(
      (await api().get('/api/getCourse?limit=1').set(authHeader(ids.admin)).expect(200)).headers[
        'x-total-count'
      ],
    );

  beforeAll(async () => {
    shared.accepted = await postCourse(target, ids.student);
    await acceptCourse(target, ids.admin, shared.accepted);
    shared.pendingOfTutor = await postCourse(target, ids.tutor);
  });

  describe('who may call', () => {
    expectAccess(
      ctx,
      { method: 'post', path: '/api/coursePost', body: coursePayload() },
      access.signedIn(201),
    );
    expectAccess(ctx, { method: 'get', path: '/api/getCourse' }, access.anyone());
    expectAccess(
      ctx,
      { method: 'get', path: () => `/api/getCourse/${shared.accepted}` },
      access.anyone(),
    );
    describe('a Pending course (owned by the tutor)', () => {
      expectAccess(
        ctx,
        { method: 'get', path: () => `/api/getCourse/${shared.pendingOfTutor}` },
        { anonymous: 404, noProfile: 404, student: 404, tutor: 200, admin: 200 },
      );
    });
    expectAccess(
      ctx,
      {
        method: 'patch',
        path: async () => `/api/updateCourse/${await postCourse(target, ids.student)}`,
        body: { status: 'Accepted' },
      },
      access.adminOnly(),
    );
    expectAccess(
      ctx,
      {
        method: 'delete',
        path: async () => `/api/deleteCourse/${await postCourse(target, ids.student)}`,
      },
      access.adminOnly(),
    );
  });

  describe('POST /api/coursePost', () => {
    it('stores the course with its amount, Pending, owned by the caller; forged status ignored', async () => {
      const tag = marker('course');
      const res = await api()
        .post('/api/coursePost')
        .set(authHeader(ids.tutor))
        .send(
          coursePayload({
            courseName: `Algebra ${tag}`,
            amount: '3500',
            status: 'Accepted',
          } as never),
        )
        .expect(201);
      expect(res.body).toEqual({ insertedId: expect.any(String) });
      // Pending, so only its owner (and admins) may read it.
      await api()
        .get(`/api/getCourse/${res.body.insertedId}`)
        .set(authHeader(ids.student))
        .expect(404);
      const own = await api()
        .get(`/api/getCourse/${res.body.insertedId}`)
        .set(authHeader(ids.tutor))
        .expect(200);
      expect(own.body).toEqual({
        _id: res.body.insertedId,
        courseName: `Algebra ${tag}`,
        image: mediaUrl('course'),
        email: 'courses@example.com',
        number: '01712345678',
        description: 'Twelve weeks of mechanics, waves and electricity.',
        duration: '3 months',
        amount: 3500,
        prerequisites: 'SSC science',
        targetAudience: 'HSC candidates',
        status: 'Pending',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      } satisfies Course);
    });

    it('answers every required field with its form message', async () => {
      const res = await api()
        .post('/api/coursePost')
        .set(authHeader(ids.student))
        .send({})
        .expect(400);
      expect(res.body.errors).toEqual({
        courseName: M.courseName,
        image: M.image,
        email: M.email,
        number: M.number,
        description: M.description,
        duration: M.duration,
        amount: M.amount,
        prerequisites: M.prerequisites,
        targetAudience: M.targetAudience,
      });
    });

    it.each<[string, unknown, string]>([
      ['amount', { $gt: 1 }, RULE_MESSAGES.nonNegativeInteger],
      ['amount', -5, RULE_MESSAGES.nonNegativeInteger],
      ['amount', '4.5', RULE_MESSAGES.nonNegativeInteger],
      ['amount', 'free', RULE_MESSAGES.nonNegativeInteger],
      ['amount', true, RULE_MESSAGES.nonNegativeInteger],
      ['email', 'courses', RULE_MESSAGES.emailFormat],
      ['number', '017-CALL-NOW', RULE_MESSAGES.numberFormat],
      ['image', 'data:image/png;base64,AAAA', RULE_MESSAGES.imageUrl],
      ['description', 'x'.repeat(10_001), RULE_MESSAGES.tooLong(10_000)],
      ['courseName', 'x'.repeat(101), RULE_MESSAGES.tooLong(100)],
      ['status', { $ne: null }, RULE_MESSAGES.text],
      ['ownerId', randomUUID(), 'Unknown field: ownerId'],
    ])('refuses %s = %p and stores nothing', async (field, value, message) => {
      const before = await courseCount();
      const res = await api()
        .post('/api/coursePost')
        .set(authHeader(ids.student))
        .send({ ...coursePayload(), [field]: value })
        .expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
      expect(await courseCount()).toBe(before);
    });
  });

  describe('GET /api/getCourse', () => {
    it('shows anyone Accepted courses only, newest first, with X-Total-Count', async () => {
      const res = await api().get('/api/getCourse?limit=100').expect(200);
      const statuses = new Set((res.body as Course[]).map((c) => c.status));
      expect([...statuses]).toEqual(['Accepted']);
      const ids_ = (res.body as Course[]).map((c) => c._id);
      expect(ids_).toContain(shared.accepted);
      expect(ids_).not.toContain(shared.pendingOfTutor);
      const accepted = await api()
        .get('/api/getCourse?status=Accepted&limit=1')
        .set(authHeader(ids.admin))
        .expect(200);
      expect(res.headers['x-total-count']).toBe(accepted.headers['x-total-count']);
      const dates = (res.body as Course[]).map((c) => c.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('ignores ?status= from anyone but an admin', async () => {
      const res = await api()
        .get('/api/getCourse?status=Pending')
        .set(authHeader(ids.tutor))
        .expect(200);
      expect((res.body as Course[]).every((c) => c.status === 'Accepted')).toBe(true);
    });

    it('shows admins every course, Pending first, and filters by status in any casing', async () => {
      const admin = authHeader(ids.admin);
      const all = await api().get('/api/getCourse?limit=100').set(admin).expect(200);
      const statuses = (all.body as Course[]).map((c) => c.status);
      expect(statuses).toContain('Pending');
      expect(
        statuses.indexOf('Accepted') === -1 ||
          statuses.lastIndexOf('Pending') < statuses.indexOf('Accepted'),
      ).toBe(true);
      const pending = await api()
        .get('/api/getCourse?status=pending&limit=100')
        .set(admin)
        .expect(200);
      expect((pending.body as Course[]).every((c) => c.status === 'Pending')).toBe(true);
      expect((pending.body as Course[]).map((c) => c._id)).toContain(shared.pendingOfTutor);
      const bad = await api().get('/api/getCourse?status=Deleted').set(admin).expect(400);
      expect(bad.body.errors).toEqual({ status: RULE_MESSAGES.courseStatus });
    });

    it('pages', async () => {
      const one = await api().get('/api/getCourse?limit=1').expect(200);
      expect(one.body).toHaveLength(1);
      const total = Number(one.headers['x-total-count']);
      const last = await api().get(`/api/getCourse?limit=1&page=${total}`).expect(200);
      expect(last.body).toHaveLength(1);
      const beyond = await api()
        .get(`/api/getCourse?limit=1&page=${total + 1}`)
        .expect(200);
      expect(beyond.body).toEqual([]);
    });

    it('treats a bad bearer token on the public list as anonymous', async () => {
      const res = await api()
        .get('/api/getCourse?limit=100')
        .set('Authorization', 'Bearer nonsense')
        .expect(200);
      expect((res.body as Course[]).every((c) => c.status === 'Accepted')).toBe(true);
    });
  });

  describe('GET /api/getCourse/{id}', () => {
    it('answers 404 with the message for a missing id and 400 for a malformed one', async () => {
      const res = await api().get(`/api/getCourse/${randomUUID()}`).expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: NOT_FOUND.course,
        code: 'notFound.course',
        params: {},
      });
      await api().get('/api/getCourse/abc').expect(400);
    });
  });
});
