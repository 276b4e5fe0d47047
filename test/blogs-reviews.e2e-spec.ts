import {
  type Blog,
  BLOG_FORM_MESSAGES as BM,
  NOT_FOUND,
  type Review,
  REVIEW_FORM_MESSAGES as RM,
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
import { blogPayload, marker, mediaUrl } from './support/payloads';

/** The spec's local date and time strings, computed independently, in the site zone. */
function dhaka(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  return {
    date: at.toLocaleDateString('en-US', { timeZone: 'Asia/Dhaka' }),
    time: at.toLocaleTimeString('en-US', { timeZone: 'Asia/Dhaka' }).replace(/\s/g, ' '),
  };
}

describe('blogs and reviews', () => {
  const ctx: AccessContext = {};
  let target: Target;
  let ids: Identities;
  const api = () => http(target);
  const shared = { blog: '' };

  async function postBlog(who: TestIdentity, patch: Record<string, unknown> = {}): Promise<string> {
    const res = await api()
      .post('/api/postBlog')
      .set(authHeader(who))
      .send(blogPayload(patch))
      .expect(201);
    return res.body.insertedId as string;
  }

  async function postReview(who: TestIdentity): Promise<string> {
    const res = await api()
      .post('/api/tutorReview')
      .set(authHeader(who))
      .send({ message: `Review ${marker('del')}` })
      .expect(201);
    return res.body.insertedId as string;
  }

  beforeAll(async () => {
    target = await createTarget();
    ids = await createIdentities(target);
    Object.assign(ctx, { target, identities: ids });
    shared.blog = await postBlog(ids.tutor);
  });
  afterAll(async () => {
    await closeTarget(target);
  });

  describe('who may call', () => {
    expectAccess(
      ctx,
      { method: 'post', path: '/api/postBlog', body: blogPayload() },
      access.signedIn(201),
    );
    expectAccess(ctx, { method: 'get', path: '/api/getBlogs' }, access.anyone());
    expectAccess(
      ctx,
      { method: 'get', path: () => `/api/getBlogs/${shared.blog}` },
      access.anyone(),
    );
    expectAccess(
      ctx,
      { method: 'delete', path: async () => `/api/deleteBlog/${await postBlog(ids.student)}` },
      access.adminOnly(),
    );
    expectAccess(
      ctx,
      { method: 'post', path: '/api/tutorReview', body: { message: 'Helpful!' } },
      access.signedIn(201),
    );
    expectAccess(ctx, { method: 'get', path: '/api/getTutorReview' }, access.anyone());
    expectAccess(
      ctx,
      { method: 'delete', path: async () => `/api/deleteReview/${await postReview(ids.student)}` },
      access.adminOnly(),
    );
  });

  describe("the author's login email", () => {
    const nonAdmins = ['anonymous', 'noProfile', 'student', 'tutor'] as const;
    const reads: Array<[string, () => Promise<string>]> = [
      ['getTutorReview', async () => `/api/getTutorReview?limit=100`],
      ['getBlogs', async () => `/api/getBlogs?limit=100`],
      ['getBlogs/{id}', async () => `/api/getBlogs/${shared.blog}`],
    ];

    it.each(reads)('%s leaves it out for everyone but admins', async (_, path) => {
      await postReview(ids.tutor);
      for (const who of nonAdmins) {
        const res = await api()
          .get(await path())
          .set(authHeader(ids[who]))
          .expect(200);
        const items = (Array.isArray(res.body) ? res.body : [res.body]) as Array<Blog | Review>;
        expect(items.length).toBeGreaterThan(0);
        expect(items.filter((item) => 'email' in item)).toEqual([]);
        expect(JSON.stringify(res.body)).not.toContain(ids.tutor.email!);
      }
      const asAdmin = await api()
        .get(await path())
        .set(authHeader(ids.admin))
        .expect(200);
      const adminItems = (Array.isArray(asAdmin.body) ? asAdmin.body : [asAdmin.body]) as Array<
        Blog | Review
      >;
      expect(adminItems.map((item) => item.email)).toContain(ids.tutor.email!);
    });

    it('stays hidden behind a forged or expired token (the caller is anonymous)', async () => {
      const forged = `${ids.admin.token!.slice(0, -4)}AAAA`;
      const res = await api()
        .get('/api/getTutorReview?limit=100')
        .set('Authorization', `Bearer ${forged}`)
        .expect(200);
      expect((res.body as Review[]).filter((item) => 'email' in item)).toEqual([]);
    });
  });

  describe('blogs', () => {
    it('publishes as the caller: e-mail and dates from the server, forged values ignored', async () => {
      const tag = marker('blog');
      const res = await api()
        .post('/api/postBlog')
        .set(authHeader(ids.student))
        .send(
          blogPayload({
            name: `Exam tips ${tag}`,
            email: 'forged@example.com',
            publishedDate: '1/1/1999',
            time: '1:00:00 AM',
          } as never),
        )
        .expect(201);
      const one = await api()
        .get(`/api/getBlogs/${res.body.insertedId}`)
        .set(authHeader(ids.admin))
        .expect(200);
      expect(one.body).toEqual({
        _id: res.body.insertedId,
        name: `Exam tips ${tag}`,
        image: mediaUrl('blog'),
        email: ids.student.email!,
        description: 'Start with the syllabus, then past papers.',
        publishedAt: expect.any(String),
        publishedDate: expect.any(String),
        time: expect.any(String),
      } satisfies Blog);
      expect(Date.now() - Date.parse(one.body.publishedAt)).toBeLessThan(60_000);
      const { date, time } = dhaka(one.body.publishedAt);
      expect(one.body.publishedDate).toBe(date);
      expect(one.body.time).toBe(time);
      expect(one.body.time).toMatch(/^\d{1,2}:\d\d:\d\d [AP]M$/);
    });

    it('answers each required field with its SPEC §5 message', async () => {
      const res = await api().post('/api/postBlog').set(authHeader(ids.tutor)).send({}).expect(400);
      expect(res.body.errors).toEqual({
        name: BM.name,
        image: BM.image,
        description: BM.description,
      });
      const long = await api()
        .post('/api/postBlog')
        .set(authHeader(ids.tutor))
        .send(blogPayload({ description: 'x'.repeat(10_001), image: 'not a url' }))
        .expect(400);
      expect(long.body.errors).toEqual({
        description: RULE_MESSAGES.tooLong(10_000),
        image: RULE_MESSAGES.imageUrl,
      });
    });

    it('lists newest first with paging and X-Total-Count', async () => {
      const a = await postBlog(ids.tutor);
      const b = await postBlog(ids.tutor);
      const res = await api().get('/api/getBlogs?limit=2').expect(200);
      expect((res.body as Blog[]).map((x) => x._id)).toEqual([b, a]);
      const total = Number(res.headers['x-total-count']);
      expect(total).toBeGreaterThanOrEqual(3);
      const last = await api().get(`/api/getBlogs?limit=1&page=${total}`).expect(200);
      expect(last.body).toHaveLength(1);
      expect((await api().get(`/api/getBlogs?limit=1&page=${total + 1}`)).body).toEqual([]);
      const page2 = await api().get('/api/getBlogs?limit=1&page=2').expect(200);
      expect((page2.body as Blog[]).map((x) => x._id)).toEqual([a]);
      await api().get('/api/getBlogs?page=-1').expect(400);
    });

    it('deletes once (deletedCount 1), then 404 with the message; 400 for a malformed id', async () => {
      const id = await postBlog(ids.student);
      const res = await api()
        .delete(`/api/deleteBlog/${id}`)
        .set(authHeader(ids.admin))
        .expect(200);
      expect(res.body).toEqual({ deletedCount: 1 });
      await api().get(`/api/getBlogs/${id}`).expect(404);
      const again = await api()
        .delete(`/api/deleteBlog/${id}`)
        .set(authHeader(ids.admin))
        .expect(404);
      expect(again.body).toEqual({ statusCode: 404, error: 'Not Found', message: NOT_FOUND.blog });
      await api().delete('/api/deleteBlog/42').set(authHeader(ids.admin)).expect(400);
      await api().get(`/api/getBlogs/${randomUUID()}`).expect(404);
    });
  });

  describe('reviews', () => {
    it('stores the message with the account name, e-mail and image; forged values ignored', async () => {
      const tag = marker('rev');
      const res = await api()
        .post('/api/tutorReview')
        .set(authHeader(ids.tutor))
        .send({
          message: `  Found a tutor fast ${tag} `,
          name: 'Forged',
          email: 'forged@x.com',
          date: '1/1/1999',
          time: 'x',
        })
        .expect(201);
      expect(res.body).toEqual({ insertedId: expect.any(String) });
      const list = await api()
        .get('/api/getTutorReview?limit=5')
        .set(authHeader(ids.admin))
        .expect(200);
      const mine = (list.body as Review[]).find((r) => r._id === res.body.insertedId)!;
      expect(mine).toEqual({
        _id: res.body.insertedId,
        name: 'Farhana Akter',
        email: ids.tutor.email!,
        image: mediaUrl('farhana'),
        message: `Found a tutor fast ${tag}`,
        rating: 5,
        createdAt: expect.any(String),
        ...dhaka(mine.createdAt),
      } satisfies Review);
    });

    it('names an account without a profile by its e-mail and keeps a given rating', async () => {
      const res = await api()
        .post('/api/tutorReview')
        .set(authHeader(ids.noProfile))
        .send({ message: 'Nice', rating: 3 })
        .expect(201);
      const list = await api().get('/api/getTutorReview?limit=1').expect(200);
      expect(list.body[0]).toMatchObject({
        _id: res.body.insertedId,
        name: ids.noProfile.email!.split('@')[0],
        image: null,
        rating: 3,
      });
    });

    it.each<[Record<string, unknown>, string, string]>([
      [{}, 'message', RM.message],
      [{ message: '   ' }, 'message', RM.message],
      [{ message: 'x'.repeat(2001) }, 'message', RULE_MESSAGES.tooLong(2000)],
      [{ message: { $gt: '' } }, 'message', RM.message],
      [{ message: 'ok', rating: 0 }, 'rating', RULE_MESSAGES.rating],
      [{ message: 'ok', rating: 6 }, 'rating', RULE_MESSAGES.rating],
      [{ message: 'ok', rating: 4.5 }, 'rating', RULE_MESSAGES.rating],
      [{ message: 'ok', rating: '5' }, 'rating', RULE_MESSAGES.rating],
    ])('refuses %p', async (body, field, message) => {
      const res = await api()
        .post('/api/tutorReview')
        .set(authHeader(ids.student))
        .send(body)
        .expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
    });

    it('admins delete a review: gone from the list at once, then 404; 400 for a malformed id', async () => {
      const id = await postReview(ids.student);
      const res = await api()
        .delete(`/api/deleteReview/${id}`)
        .set(authHeader(ids.admin))
        .expect(200);
      expect(res.body).toEqual({ deletedCount: 1 });
      const list = await api().get('/api/getTutorReview?limit=100').expect(200);
      expect((list.body as Review[]).map((r) => r._id)).not.toContain(id);
      const again = await api()
        .delete(`/api/deleteReview/${id}`)
        .set(authHeader(ids.admin))
        .expect(404);
      expect(again.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: NOT_FOUND.review,
      });
      const malformed = await api()
        .delete('/api/deleteReview/42')
        .set(authHeader(ids.admin))
        .expect(400);
      expect(malformed.body).toMatchObject({ statusCode: 400, message: RULE_MESSAGES.malformedId });
    });

    it("refuses the author's own delete and keeps the review", async () => {
      const id = await postReview(ids.student);
      const res = await api()
        .delete(`/api/deleteReview/${id}`)
        .set(authHeader(ids.student))
        .expect(403);
      expect(res.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      const list = await api().get('/api/getTutorReview?limit=100').expect(200);
      expect((list.body as Review[]).map((r) => r._id)).toContain(id);
    });

    it('lists newest first, paged, with X-Total-Count', async () => {
      await api()
        .post('/api/tutorReview')
        .set(authHeader(ids.student))
        .send({ message: 'first' })
        .expect(201);
      await api()
        .post('/api/tutorReview')
        .set(authHeader(ids.student))
        .send({ message: 'second' })
        .expect(201);
      const res = await api().get('/api/getTutorReview?limit=2').expect(200);
      expect((res.body as Review[]).map((r) => r.message)).toEqual(['second', 'first']);
      const total = Number(res.headers['x-total-count']);
      expect(total).toBeGreaterThanOrEqual(2);
      const page2 = await api().get(`/api/getTutorReview?limit=1&page=2`).expect(200);
      expect((page2.body as Review[]).map((r) => r.message)).toEqual(['first']);
      expect(page2.headers['x-total-count']).toBe(String(total));
      await api().get('/api/getTutorReview?limit=0').expect(400);
    });
  });
});
