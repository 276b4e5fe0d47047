import { TOTAL_COUNT_HEADER } from '@tutorhub/contracts';
import { identitiesForFile } from './support/file-setup';
import { authHeader, type TestIdentity } from './support/identities';
import { acceptCourse, postBlog, postCourse, postReview } from './support/posts';
import { registerTutor } from './support/tutors';

// The read calls answer from a cache of serialised answers: these tests hold them to what a
// fresh read would answer (a write shows on the very next request) and to ETag/304.
describe('read answers: ETag, 304 and freshness', () => {
  const { target, api, ids } = identitiesForFile();

  /** GET as `who` (anonymous when absent), optionally revalidating with `etag`. */
  const get = (path: string, who?: TestIdentity, etag?: string) => {
    const test = api().get(path);
    if (who) {
      void test.set(authHeader(who));
    }
    if (etag) {
      void test.set('If-None-Match', etag);
    }
    return test;
  };

  beforeAll(async () => {
    await postBlog(target, ids.tutor);
    await postReview(target, ids.student);
    await acceptCourse(target, ids.admin, await postCourse(target, ids.tutor));
  });

  describe.each<[string, 'student' | null]>([
    ['/api/getTutor?limit=5', 'student'],
    ['/api/getBlogs?limit=5', null],
    ['/api/getCourse?limit=5', null],
    ['/api/getTutorReview?limit=5', null],
    ['/api/aboutUs', null],
  ])('GET %s', (path, caller) => {
    it('sends an ETag; If-None-Match with it answers 304 without a body, same total', async () => {
      const who = caller ? ids[caller] : undefined;
      const first = await get(path, who).expect(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await get(path, who, etag).expect(304);
      expect(again.text ?? '').toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(
        first.headers[TOTAL_COUNT_HEADER.toLowerCase()],
      );
      // A tag of other bytes (or a weak copy of this one) is answered as usual.
      await get(path, who, '"not-this-one"').expect(200);
      await get(path, who, `W/${etag}`).expect(304);
    });
  });

  it("an admin's tag does not give a non-admin a 304: the answers differ per caller class", async () => {
    const admin = await get('/api/getBlogs?limit=5', ids.admin).expect(200);
    const anonymous = await get('/api/getBlogs?limit=5', undefined, admin.headers.etag as string);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body[0]).not.toHaveProperty('email');
  });

  it('a new blog, review, course acceptance or tutor shows on the next request', async () => {
    const before = {
      blogs: await get('/api/getBlogs?limit=1').expect(200),
      reviews: await get('/api/getTutorReview?limit=1').expect(200),
      courses: await get('/api/getCourse?limit=1').expect(200),
      tutors: await get('/api/getTutor?limit=1', ids.student).expect(200),
    };
    const blog = await postBlog(target, ids.student);
    const review = await postReview(target, ids.tutor);
    const course = await postCourse(target, ids.student);
    await acceptCourse(target, ids.admin, course);
    const tutor = await registerTutor(target);

    const after = {
      blogs: await get('/api/getBlogs?limit=1', undefined, before.blogs.headers.etag).expect(200),
      reviews: await get('/api/getTutorReview?limit=1').expect(200),
      courses: await get('/api/getCourse?limit=1').expect(200),
      tutors: await get('/api/getTutor?limit=1', ids.student).expect(200),
    };
    expect(after.blogs.body[0]._id).toBe(blog);
    expect(after.reviews.body[0]._id).toBe(review);
    expect(after.courses.body[0]._id).toBe(course);
    expect(after.tutors.body[0]._id).toBe(tutor);
    for (const key of ['blogs', 'reviews', 'courses', 'tutors'] as const) {
      const total = (res: { headers: Record<string, string> }) =>
        Number(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
      expect(total(after[key])).toBe(total(before[key]) + 1);
      expect(after[key].headers.etag).not.toBe(before[key].headers.etag);
    }
  });

  it('a deleted blog or course is gone from its detail call on the next request', async () => {
    const blog = await postBlog(target, ids.student);
    await get(`/api/getBlogs/${blog}`).expect(200);
    await api().delete(`/api/deleteBlog/${blog}`).set(authHeader(ids.admin)).expect(200);
    await get(`/api/getBlogs/${blog}`).expect(404);

    const course = await postCourse(target, ids.student);
    await acceptCourse(target, ids.admin, course);
    await get(`/api/getCourse/${course}`).expect(200);
    await api()
      .patch(`/api/updateCourse/${course}`)
      .set(authHeader(ids.admin))
      .send({ status: 'Pending' })
      .expect(200);
    // Pending again: hidden from visitors at once, still shown to its owner.
    await get(`/api/getCourse/${course}`).expect(404);
    await get(`/api/getCourse/${course}`, ids.student).expect(200);
  });
});
