import type { Blog, Review } from '../frontend/src/store/apiTypes';
import { access, expectAccess } from './support/access-matrix';
import { identitiesForFile } from './support/file-setup';
import { authHeader } from './support/identities';
import { blogPayload } from './support/payloads';
import { postBlog, postReview } from './support/posts';

describe('blogs and reviews: who may call, who sees emails', () => {
  const { target, api, ids, ctx } = identitiesForFile();
  const shared = { blog: '' };

  beforeAll(async () => {
    shared.blog = await postBlog(target, ids.tutor);
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
      {
        method: 'delete',
        path: async () => `/api/deleteBlog/${await postBlog(target, ids.student)}`,
      },
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
      {
        method: 'delete',
        path: async () => `/api/deleteReview/${await postReview(target, ids.student)}`,
      },
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
      await postReview(target, ids.tutor);
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
});
