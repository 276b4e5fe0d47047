import { NOT_FOUND, RULE_MESSAGES } from '@tutorhub/contracts';
import type { Course } from '../frontend/src/store/apiTypes';
import { randomUUID } from 'node:crypto';
import { identitiesForFile } from './support/file-setup';
import { authHeader } from './support/identities';
import { acceptCourse, postCourse } from './support/posts';

describe('courses: status and deletion', () => {
  const { target, api, ids } = identitiesForFile();
  const shared = { accepted: '', pendingOfTutor: '' };

  /** The status an admin sees, undefined once the course is gone. */
  const statusOf = async (id: string) => {
    const res = await api().get(`/api/getCourse/${id}`).set(authHeader(ids.admin));
    return res.status === 404 ? undefined : (res.body as Course).status;
  };

  beforeAll(async () => {
    shared.accepted = await postCourse(target, ids.student);
    await acceptCourse(target, ids.admin, shared.accepted);
    shared.pendingOfTutor = await postCourse(target, ids.tutor);
  });

  describe('PATCH /api/updateCourse/{id}', () => {
    it('sets Accepted or Pending in any casing; 0 when unchanged', async () => {
      const admin = authHeader(ids.admin);
      const id = await postCourse(target, ids.student);
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
      const id = await postCourse(target, ids.student);
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
