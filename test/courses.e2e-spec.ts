import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  type Course,
  COURSE_FORM_MESSAGES as M,
  NOT_FOUND,
  RULE_MESSAGES,
} from '@tutorhub/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { access, type AccessContext, expectAccess } from './support/access-matrix';
import { createTestApp } from './support/app';
import {
  authHeader,
  createIdentities,
  type Identities,
  type TestIdentity,
} from './support/identities';
import { coursePayload, marker } from './support/payloads';
import { countQueries } from './support/queries';

describe('courses', () => {
  const ctx: AccessContext = {};
  let app: NestFastifyApplication;
  let ids: Identities;
  const http = () => request(app.getHttpServer());
  const shared = { accepted: '', pendingOfTutor: '' };

  async function postCourse(
    who: TestIdentity,
    patch: Record<string, unknown> = {},
  ): Promise<string> {
    const res = await http()
      .post('/api/coursePost')
      .set(authHeader(who))
      .send(coursePayload(patch))
      .expect(201);
    return res.body.insertedId as string;
  }
  async function accept(id: string): Promise<void> {
    await http()
      .patch(`/api/updateCourse/${id}`)
      .set(authHeader(ids.admin))
      .send({ status: 'Accepted' })
      .expect(200);
  }
  const statusOf = async (id: string) =>
    (
      (await app.get(DataSource).query('SELECT status FROM courses WHERE id = $1', [id])) as Array<{
        status: string;
      }>
    )[0]?.status;

  beforeAll(async () => {
    app = await createTestApp();
    ids = await createIdentities(app);
    Object.assign(ctx, { app, identities: ids });
    shared.accepted = await postCourse(ids.student);
    await accept(shared.accepted);
    shared.pendingOfTutor = await postCourse(ids.tutor);
  });
  afterAll(async () => {
    await app.close();
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
      const res = await http()
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
      const [row] = await app
        .get(DataSource)
        .query('SELECT "ownerId", status, amount FROM courses WHERE id = $1', [
          res.body.insertedId,
        ]);
      expect(row).toEqual({ ownerId: ids.tutor.user!.id, status: 'Pending', amount: 3500 });

      const own = await http()
        .get(`/api/getCourse/${res.body.insertedId}`)
        .set(authHeader(ids.tutor))
        .expect(200);
      expect(own.body).toEqual({
        _id: res.body.insertedId,
        courseName: `Algebra ${tag}`,
        image: 'https://images.example.com/course.webp',
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
      const res = await http()
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
      const count = async () =>
        Number((await app.get(DataSource).query('SELECT count(*) FROM courses'))[0].count);
      const before = await count();
      const res = await http()
        .post('/api/coursePost')
        .set(authHeader(ids.student))
        .send({ ...coursePayload(), [field]: value })
        .expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
      expect(await count()).toBe(before);
    });
  });

  describe('GET /api/getCourse', () => {
    it('shows anyone Accepted courses only, newest first, with X-Total-Count', async () => {
      const res = await http().get('/api/getCourse?limit=100').expect(200);
      const statuses = new Set((res.body as Course[]).map((c) => c.status));
      expect([...statuses]).toEqual(['Accepted']);
      const ids_ = (res.body as Course[]).map((c) => c._id);
      expect(ids_).toContain(shared.accepted);
      expect(ids_).not.toContain(shared.pendingOfTutor);
      const [{ count }] = await app
        .get(DataSource)
        .query(`SELECT count(*)::int AS count FROM courses WHERE status = 'Accepted'`);
      expect(res.headers['x-total-count']).toBe(String(count));
      const dates = (res.body as Course[]).map((c) => c.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('ignores ?status= from anyone but an admin', async () => {
      const res = await http()
        .get('/api/getCourse?status=Pending')
        .set(authHeader(ids.tutor))
        .expect(200);
      expect((res.body as Course[]).every((c) => c.status === 'Accepted')).toBe(true);
    });

    it('shows admins every course, Pending first, and filters by status in any casing', async () => {
      const admin = authHeader(ids.admin);
      const all = await http().get('/api/getCourse?limit=100').set(admin).expect(200);
      const statuses = (all.body as Course[]).map((c) => c.status);
      expect(statuses).toContain('Pending');
      expect(
        statuses.indexOf('Accepted') === -1 ||
          statuses.lastIndexOf('Pending') < statuses.indexOf('Accepted'),
      ).toBe(true);
      const pending = await http()
        .get('/api/getCourse?status=pending&limit=100')
        .set(admin)
        .expect(200);
      expect((pending.body as Course[]).every((c) => c.status === 'Pending')).toBe(true);
      expect((pending.body as Course[]).map((c) => c._id)).toContain(shared.pendingOfTutor);
      const bad = await http().get('/api/getCourse?status=Deleted').set(admin).expect(400);
      expect(bad.body.errors).toEqual({ status: RULE_MESSAGES.courseStatus });
    });

    it('pages', async () => {
      const one = await http().get('/api/getCourse?limit=1').expect(200);
      expect(one.body).toHaveLength(1);
      const total = Number(one.headers['x-total-count']);
      const last = await http().get(`/api/getCourse?limit=1&page=${total}`).expect(200);
      expect(last.body).toHaveLength(1);
      const beyond = await http()
        .get(`/api/getCourse?limit=1&page=${total + 1}`)
        .expect(200);
      expect(beyond.body).toEqual([]);
    });

    it('treats a bad bearer token on the public list as anonymous', async () => {
      const res = await http()
        .get('/api/getCourse?limit=100')
        .set('Authorization', 'Bearer nonsense')
        .expect(200);
      expect((res.body as Course[]).every((c) => c.status === 'Accepted')).toBe(true);
    });

    it('costs at most two queries anonymously and three for an admin', async () => {
      const anon = await countQueries(app, () => http().get('/api/getCourse?limit=1').expect(200));
      expect(anon.queries.length).toBeLessThanOrEqual(2);
      const admin = await countQueries(app, () =>
        http().get('/api/getCourse?limit=1&status=Pending').set(authHeader(ids.admin)).expect(200),
      );
      expect(admin.queries.length).toBeLessThanOrEqual(3);
    });
  });

  describe('GET /api/getCourse/{id}', () => {
    it('answers 404 with the message for a missing id and 400 for a malformed one', async () => {
      const res = await http().get(`/api/getCourse/${randomUUID()}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: NOT_FOUND.course });
      await http().get('/api/getCourse/abc').expect(400);
    });
  });

  describe('PATCH /api/updateCourse/{id}', () => {
    it('sets Accepted or Pending in any casing; 0 when unchanged', async () => {
      const admin = authHeader(ids.admin);
      const id = await postCourse(ids.student);
      const patch = (status: unknown) =>
        http().patch(`/api/updateCourse/${id}`).set(admin).send({ status });
      expect((await patch('accepted').expect(200)).body).toEqual({ modifiedCount: 1 });
      expect(await statusOf(id)).toBe('Accepted');
      expect((await patch('ACCEPTED').expect(200)).body).toEqual({ modifiedCount: 0 });
      await http().get(`/api/getCourse/${id}`).expect(200);
      expect((await patch(' Pending ').expect(200)).body).toEqual({ modifiedCount: 1 });
      await http().get(`/api/getCourse/${id}`).expect(404);
    });

    it.each([
      [{ status: 'Deleted' }],
      [{ status: 'pending!' }],
      [{}],
      [{ status: ['Accepted'] }],
      [{ status: 'Accepted', amount: 1 }],
    ])('refuses %p', async (body) => {
      const res = await http()
        .patch(`/api/updateCourse/${shared.pendingOfTutor}`)
        .set(authHeader(ids.admin))
        .send(body)
        .expect(400);
      expect(res.body.statusCode).toBe(400);
      expect(await statusOf(shared.pendingOfTutor)).toBe('Pending');
    });

    it('answers the courseStatus message, 404 for a missing id and 400 for a malformed id', async () => {
      const admin = authHeader(ids.admin);
      const bad = await http()
        .patch(`/api/updateCourse/${shared.accepted}`)
        .set(admin)
        .send({ status: 'Deleted' });
      expect(bad.body.errors).toEqual({ status: RULE_MESSAGES.courseStatus });
      const missing = await http()
        .patch(`/api/updateCourse/${randomUUID()}`)
        .set(admin)
        .send({ status: 'Accepted' })
        .expect(404);
      expect(missing.body.message).toBe(NOT_FOUND.course);
      await http()
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
      expect((await http().delete(`/api/deleteCourse/${id}`).set(admin).expect(200)).body).toEqual({
        deletedCount: 1,
      });
      expect(await statusOf(id)).toBeUndefined();
      const again = await http().delete(`/api/deleteCourse/${id}`).set(admin).expect(404);
      expect(again.body.message).toBe(NOT_FOUND.course);
      await http().delete('/api/deleteCourse/-1').set(admin).expect(400);
    });
  });

  it('keeps courses and their status across an app restart', async () => {
    await app.close();
    app = await createTestApp();
    Object.assign(ctx, { app });
    const res = await http().get(`/api/getCourse/${shared.accepted}`).expect(200);
    expect(res.body).toMatchObject({ _id: shared.accepted, status: 'Accepted', amount: 4500 });
  });
});
