import { NOT_FOUND, REVIEW_FORM_MESSAGES as RM, RULE_MESSAGES, SITE } from '@tutorhub/contracts';
import type { Review } from '../frontend/src/store/apiTypes';
import { identitiesForFile } from './support/file-setup';
import { authHeader } from './support/identities';
import { marker, mediaUrl } from './support/payloads';
import { dhaka, postReview } from './support/posts';

describe('reviews', () => {
  const { target, api, ids } = identitiesForFile();

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

    it('signs for an account without a profile as a Tutor Hub member, nothing from its e-mail', async () => {
      const res = await api()
        .post('/api/tutorReview')
        .set(authHeader(ids.noProfile))
        .send({ message: 'Nice', rating: 3 })
        .expect(201);
      const list = await api().get('/api/getTutorReview?limit=1').expect(200);
      expect(list.body[0]).toMatchObject({
        _id: res.body.insertedId,
        name: SITE.memberName,
        image: null,
        rating: 3,
      });
      const localPart = ids.noProfile.email!.split('@')[0];
      expect(JSON.stringify(list.body[0])).not.toContain(localPart);
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
      const id = await postReview(target, ids.student);
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
        code: 'notFound.review',
        params: {},
      });
      const malformed = await api()
        .delete('/api/deleteReview/42')
        .set(authHeader(ids.admin))
        .expect(400);
      expect(malformed.body).toMatchObject({ statusCode: 400, message: RULE_MESSAGES.malformedId });
    });

    it("refuses the author's own delete and keeps the review", async () => {
      const id = await postReview(target, ids.student);
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
