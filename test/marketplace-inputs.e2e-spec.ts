import { http } from './support/app';
import { identitiesForFile } from './support/file-setup';
import { authHeader, fetchMe, type Identities } from './support/identities';
import { HOSTILE_BODIES, mediaUrl } from './support/payloads';

/**
 * Every write call of the marketplace against bodies no client should send: each answer is a
 * 4xx in the error shape (never a 500) and nothing is written (the counts the API shows stay).
 */
describe('hostile request bodies on every write call', () => {
  const { target, ids } = identitiesForFile();
  const targets: Record<string, string> = {};

  /** What the API counts: its lists' X-Total-Count, the stats and the newcomer's profile. */
  async function counts(): Promise<Record<string, unknown>> {
    const admin = authHeader(ids.admin);
    const total = async (path: string) =>
      Number((await http(target).get(path).set(admin).expect(200)).headers['x-total-count']);
    const [stats, courses, blogs, reviews, contact, newcomer] = await Promise.all([
      http(target).get('/api/stats').set(admin).expect(200),
      total('/api/getCourse?limit=1'),
      total('/api/getBlogs?limit=1'),
      total('/api/getTutorReview?limit=1'),
      total('/api/contact?limit=1'),
      fetchMe(target, ids.noProfile.token!),
    ]);
    return { stats: stats.body, courses, blogs, reviews, contact, newcomer: newcomer.kind };
  }

  beforeAll(async () => {
    const course = await http(target)
      .post('/api/coursePost')
      .set(authHeader(ids.tutor))
      .send({
        courseName: 'Target',
        image: mediaUrl('t'),
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
          const before = await counts();
          const agent = http(target);
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
          expect(await counts()).toEqual(before);
        },
      );
    });
  }

  it('answers an oversized body with 413', async () => {
    const res = await http(target)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ name: 'x', email: 'a@b.co', message: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.statusCode).toBe(413);
  });

  it('leaves the targets untouched', async () => {
    const course = await http(target)
      .get(`/api/getCourse/${targets.course}`)
      .set(authHeader(ids.admin))
      .expect(200);
    expect(course.body.status).toBe('Pending');
    expect((await fetchMe(target, ids.tutor.token!)).role).toBe('tutor');
    expect((await fetchMe(target, ids.student.token!)).role).toBe('student');
  });
});
