import { BLOG_FORM_MESSAGES as BM, NOT_FOUND, RULE_MESSAGES } from '@tutorhub/contracts';
import type { Blog } from '../frontend/src/store/apiTypes';
import { randomUUID } from 'node:crypto';
import { identitiesForFile } from './support/file-setup';
import { authHeader } from './support/identities';
import { blogPayload, marker, mediaUrl } from './support/payloads';
import { dhaka, postBlog } from './support/posts';

describe('blogs', () => {
  const { target, api, ids } = identitiesForFile();

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

    it('answers each required field with its form message', async () => {
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
      const a = await postBlog(target, ids.tutor);
      const b = await postBlog(target, ids.tutor);
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
      const id = await postBlog(target, ids.student);
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
      expect(again.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: NOT_FOUND.blog,
        code: 'notFound.blog',
        params: {},
      });
      await api().delete('/api/deleteBlog/42').set(authHeader(ids.admin)).expect(400);
      await api().get(`/api/getBlogs/${randomUUID()}`).expect(404);
    });
  });
});
