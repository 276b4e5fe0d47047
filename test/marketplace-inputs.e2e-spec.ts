import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from './support/app';
import { authHeader, createIdentities, type Identities } from './support/identities';
import { HOSTILE_BODIES } from './support/payloads';

/**
 * Every write call of the marketplace against bodies no client should send: each answer is a
 * 4xx in the error shape (never a 500) and no table gains or loses a row.
 */
describe('hostile request bodies on every write call', () => {
  let app: NestFastifyApplication;
  let ids: Identities;
  const targets: Record<string, string> = {};

  const TABLES = [
    'users',
    'courses',
    'blogs',
    'reviews',
    'contact_messages',
    'newsletter_subscribers',
  ];
  async function rowCounts(): Promise<Record<string, number>> {
    const db = app.get(DataSource);
    const out: Record<string, number> = {};
    for (const table of TABLES) {
      out[table] = Number((await db.query(`SELECT count(*) FROM ${table}`))[0].count);
    }
    return out;
  }

  beforeAll(async () => {
    app = await createTestApp();
    ids = await createIdentities(app);
    const course = await request(app.getHttpServer())
      .post('/api/coursePost')
      .set(authHeader(ids.tutor))
      .send({
        courseName: 'Target',
        image: '/media/t.webp',
        email: 't@example.com',
        number: '01712345678',
        description: 'd',
        duration: '1 month',
        amount: 1,
        prerequisites: 'none',
        targetAudience: 'all',
      })
      .expect(201);
    Object.assign(targets, {
      course: course.body.insertedId,
      tutor: ids.tutor.user!.id,
      student: ids.student.user!.id,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const CALLS: Array<{
    method: 'post' | 'patch';
    path: () => string;
    who: keyof Identities;
    idToken?: boolean;
  }> = [
    { method: 'post', path: () => '/api/tutorInfo', who: 'noProfile', idToken: true },
    { method: 'post', path: () => '/api/studentInfo', who: 'noProfile', idToken: true },
    { method: 'post', path: () => '/api/tutorReview', who: 'student' },
    { method: 'post', path: () => '/api/postBlog', who: 'student' },
    { method: 'post', path: () => '/api/coursePost', who: 'student' },
    { method: 'post', path: () => '/api/contact', who: 'anonymous' },
    { method: 'post', path: () => '/api/newsletter', who: 'anonymous' },
    { method: 'patch', path: () => `/api/tutorUpdate/${targets.tutor}`, who: 'admin' },
    { method: 'patch', path: () => `/api/studentUpdate/${targets.student}`, who: 'admin' },
    { method: 'patch', path: () => `/api/updateCourse/${targets.course}`, who: 'admin' },
  ];

  for (const call of CALLS) {
    describe(`${call.method.toUpperCase()} ${call.path().replace(/\/undefined$/, '/{id}')}`, () => {
      it.each(HOSTILE_BODIES)(
        'answers $label with a 4xx in the error shape and writes nothing',
        async ({ raw, type }) => {
          const before = await rowCounts();
          const agent = request(app.getHttpServer());
          const res = await agent[call.method](call.path())
            .set(authHeader(ids[call.who], call.idToken ? 'idToken' : 'token'))
            .set('Content-Type', type ?? 'application/json')
            .send(raw);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(res.body).toMatchObject({
            statusCode: res.status,
            error: expect.any(String),
            message: expect.any(String),
          });
          expect(await rowCounts()).toEqual(before);
        },
      );
    });
  }

  it('answers an oversized body with 413', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x', email: 'a@b.co', message: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.statusCode).toBe(413);
  });

  it('leaves the targets untouched', async () => {
    const db = app.get(DataSource);
    const [course] = await db.query('SELECT status FROM courses WHERE id = $1', [targets.course]);
    expect(course.status).toBe('Pending');
    const roles = await db.query('SELECT role FROM users WHERE id = ANY($1) ORDER BY role', [
      [targets.tutor, targets.student],
    ]);
    expect(roles).toEqual([{ role: 'student' }, { role: 'tutor' }]);
  });
});
