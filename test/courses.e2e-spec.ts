import {
  type Course,
  COURSE_FORM_MESSAGES as M,
  NOT_FOUND,
  RULE_MESSAGES,
} from '@tutorhub/contracts';
import { randomUUID } from 'node:crypto';
import { access, type AccessContext, expectAccess } from './support/access-matrix';
import { createTarget, http, type Target } from './support/app';
import {
  authHeader,
  closeTarget,
  createIdentities,
  type Identities,
  type TestIdentity,
} from './support/identities';
import { coursePayload, marker, mediaUrl } from './support/payloads';

describe('courses', () => {
  const ctx: AccessContext = {};
  let target: Target;
  let ids: Identities;
  const api = () => http(target);
  const shared = { accepted: '', pendingOfTutor: '' };

  async function postCourse(
    who: TestIdentity,
    patch: Record<string, unknown> = {},
  ): Promise<string> {
    const res = await api()
      .post('/api/coursePost')
      .set(authHeader(who))
      .send(coursePayload(patch))
      .expect(201);
    return res.body.insertedId as string;
  }
  async function accept(id: string): Promise<void> {
    await api()
      .patch(`/api/updateCourse/${id}`)
      .set(authHeader(ids.admin))
      .send({ status: 'Accepted' })
      .expect(200);
  }
  /** The status an admin sees, undefined once the course is gone. */
  const statusOf = async (id: string) => {
    const res = await api().get(`/api/getCourse/${id}`).set(authHeader(ids.admin));
    return res.status === 404 ? undefined : (res.body as Course).status;
  };
  /** How many courses there are, as an admin's list counts them. */
  const courseCount = async () =>
    Number(
      (await api().get('/api/getCourse?limit=1').set(authHeader(ids.admin)).expect(200)).headers[
        'x-total-count'
      ],
    );

  beforeAll(async () => {
    target = await createTarget();
    ids = await createIdentities(target);
    Object.assign(ctx, { target, identities: ids });
    shared.accepted = await postCourse(ids.student);
    await accept(shared.accepted);
    shared.pendingOfTutor = await postCourse(ids.tutor);
  });
  afterAll(async () => {
    await closeTarget(target);
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
        path: async () => `/api/updateCourse/${await postCourse(ids.student)}`,
        body: { status: 'Accepted' },
      },
      access.adminOnly(),
    );
    expectAccess(
      ctx,
      { method: 'delete', path: async () => `/api/deleteCourse/${await postCourse(ids.student)}` },
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

    it('answers every required field with its SPEC §5 message', async () => {
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
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: NOT_FOUND.course });
      await api().get('/api/getCourse/abc').expect(400);
    });
  });

  describe('PATCH /api/updateCourse/{id}', () => {
    it('sets Accepted or Pending in any casing; 0 when unchanged', async () => {
      const admin = authHeader(ids.admin);
      const id = await postCourse(ids.student);
      const patch = (status: unknown) =>
        api().patch(`/api/updateCourse/${id}`).set(admin).send({ status });
      expect((await patch('accepted').expect(200)).body).toEqual({ modifiedCount: 1 });
      expect(await statusOf(id)).toBe('Accepted');
      expect((await patch('ACCEPTED').expect(200)).body).toEqual({ modifiedCount: 0 });
      await api().get(`/api/getCourse/${id}`).expect(200);
      expect((await patch(' Pending ').expect(200)).body).toEqual({ modifiedCount: 1 });
      await api().get(`/api/getCourse/${id}`).expect(404);
    });

    it.each([
      [{ status: 'Deleted' }],
      [{ status: 'pending!' }],
      [{}],
      [{ status: ['Accepted'] }],
      [{ status: 'Accepted', amount: 1 }],
    ])('refuses %p', async (body) => {
      const res = await api()
        .patch(`/api/updateCourse/${shared.pendingOfTutor}`)
        .set(authHeader(ids.admin))
        .send(body)
        .expect(400);
      expect(res.body.statusCode).toBe(400);
      expect(await statusOf(shared.pendingOfTutor)).toBe('Pending');
    });

    it('answers the courseStatus message, 404 for a missing id and 400 for a malformed id', async () => {
      const admin = authHeader(ids.admin);
      const bad = await api()
        .patch(`/api/updateCourse/${shared.accepted}`)
        .set(admin)
        .send({ status: 'Deleted' });
      expect(bad.body.errors).toEqual({ status: RULE_MESSAGES.courseStatus });
      const missing = await api()
        .patch(`/api/updateCourse/${randomUUID()}`)
        .set(admin)
        .send({ status: 'Accepted' })
        .expect(404);
      expect(missing.body.message).toBe(NOT_FOUND.course);
      await api()
        .patch('/api/updateCourse/zzz')
        .set(admin)
        .send({ status: 'Accepted' })
        .expect(400);
    });
  });

  describe('DELETE /api/deleteCourse/{id}', () => {
    it('deletes once, then 404', async () => {
      const admin = authHeader(ids.admin);
      const id = await postCourse(ids.student);
      expect((await api().delete(`/api/deleteCourse/${id}`).set(admin).expect(200)).body).toEqual({
        deletedCount: 1,
      });
      expect(await statusOf(id)).toBeUndefined();
      const again = await api().delete(`/api/deleteCourse/${id}`).set(admin).expect(404);
      expect(again.body.message).toBe(NOT_FOUND.course);
      await api().delete('/api/deleteCourse/-1').set(admin).expect(400);
    });
  });
});
