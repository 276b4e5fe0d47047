import { NOT_FOUND, RULE_MESSAGES } from '@tutorhub/contracts';
import { randomUUID } from 'node:crypto';
import { identitiesForFile } from './support/file-setup';
import { authHeader, createAccount, fetchMe, type TestIdentity } from './support/identities';
import { blogPayload, coursePayload } from './support/payloads';

describe('tutors: promotion and deletion', () => {
  const { target, api, ids } = identitiesForFile();
  const as = (who: TestIdentity) => authHeader(who);

  describe('PATCH /api/tutorUpdate/{id}', () => {
    it('promotes to admin once (1, then 0); the tutor stays in the tutor list and may act as admin', async () => {
      const who = await createAccount(target, 'tutor', { kind: 'tutor' });
      const first = await api()
        .patch(`/api/tutorUpdate/${who.user!.id}`)
        .set(as(ids.admin))
        .send({ role: 'admin' })
        .expect(200);
      expect(first.body).toEqual({ modifiedCount: 1 });
      const again = await api()
        .patch(`/api/tutorUpdate/${who.user!.id}`)
        .set(as(ids.admin))
        .send({ role: 'admin' })
        .expect(200);
      expect(again.body).toEqual({ modifiedCount: 0 });
      const listed = await api().get(`/api/getTutor?q=${who.email}`).set(as(who)).expect(200);
      expect(listed.body).toEqual([expect.objectContaining({ _id: who.user!.id, role: 'admin' })]);
      // The role is read from the database: the same token now passes admin checks.
      await api().get('/api/getStudent?limit=1').set(as(who)).expect(200);
    });

    it.each([[{ role: 'tutor' }], [{ role: 'superuser' }], [{}], [{ role: 'admin', name: 'x' }]])(
      'refuses body %p',
      async (body) => {
        const res = await api()
          .patch(`/api/tutorUpdate/${ids.tutor.user!.id}`)
          .set(as(ids.admin))
          .send(body)
          .expect(400);
        expect(res.body.statusCode).toBe(400);
        expect((await fetchMe(target, ids.tutor.token!)).role).toBe('tutor');
      },
    );

    it('answers 404 for a missing id or a student, 400 for a malformed id', async () => {
      const missing = await api()
        .patch(`/api/tutorUpdate/${randomUUID()}`)
        .set(as(ids.admin))
        .send({ role: 'admin' })
        .expect(404);
      expect(missing.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: NOT_FOUND.tutor,
        code: 'notFound.tutor',
        params: {},
      });
      await api()
        .patch(`/api/tutorUpdate/${ids.student.user!.id}`)
        .set(as(ids.admin))
        .send({ role: 'admin' })
        .expect(404);
      const malformed = await api()
        .patch('/api/tutorUpdate/not-a-uuid')
        .set(as(ids.admin))
        .send({ role: 'admin' })
        .expect(400);
      expect(malformed.body.message).toBe(RULE_MESSAGES.malformedId);
    });
  });

  describe('DELETE /api/tutorDelete/{id}', () => {
    it('removes the profile; their blog, review and course stay readable', async () => {
      const who = await createAccount(target, 'tutor', { kind: 'tutor' });
      const blog = await api().post('/api/postBlog').set(as(who)).send(blogPayload()).expect(201);
      const review = await api()
        .post('/api/tutorReview')
        .set(as(who))
        .send({ message: 'Great place' })
        .expect(201);
      const course = await api()
        .post('/api/coursePost')
        .set(as(who))
        .send(coursePayload())
        .expect(201);

      const res = await api()
        .delete(`/api/tutorDelete/${who.user!.id}`)
        .set(as(ids.admin))
        .expect(200);
      expect(res.body).toEqual({ deletedCount: 1 });

      const readBlog = await api()
        .get(`/api/getBlogs/${blog.body.insertedId}`)
        .set(as(ids.admin))
        .expect(200);
      expect(readBlog.body.email).toBe(who.email);
      const reviews = await api().get('/api/getTutorReview?limit=100').expect(200);
      expect(reviews.body).toContainEqual(
        expect.objectContaining({ _id: review.body.insertedId, name: 'Farhana Akter' }),
      );
      await api().get(`/api/getCourse/${course.body.insertedId}`).set(as(ids.admin)).expect(200);

      // Their API token no longer signs in; a second delete is a 404 with the message.
      await api().get('/api/getTutor').set(as(who)).expect(401);
      const again = await api()
        .delete(`/api/tutorDelete/${who.user!.id}`)
        .set(as(ids.admin))
        .expect(404);
      expect(again.body.message).toBe(NOT_FOUND.tutor);
    });

    it('answers 404 for a student id and 400 for a malformed id', async () => {
      await api().delete(`/api/tutorDelete/${ids.student.user!.id}`).set(as(ids.admin)).expect(404);
      await api().delete('/api/tutorDelete/123').set(as(ids.admin)).expect(400);
      expect((await fetchMe(target, ids.student.token!)).kind).toBe('student');
    });
  });
});
