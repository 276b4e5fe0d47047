import type { Course } from '../frontend/src/store/apiTypes';
import { http, type Target } from './support/app';
import { authHeader, createAccount, type TestIdentity } from './support/identities';
import { studentPayload } from './support/payloads';
import { acceptCourse, postCourse } from './support/posts';
import { twoReplicasForFile, within } from './support/replicas';

/**
 * Two API replicas on one database, as behind a load balancer without sticky sessions: what
 * one of them writes, the writer shows on the very next request and the other within a second,
 * although both keep accounts and answers in memory.
 */
describe('two replicas on one database', () => {
  const { a, b, admin } = twoReplicasForFile();

  const statusOf = (target: Target, identity: TestIdentity, path: string) => async () =>
    (await http(target).get(path).set(authHeader(identity))).status;
  const meOn = (target: Target, identity: TestIdentity) => async () =>
    (await http(target).get('/api/me').set(authHeader(identity))).body as {
      role: string | null;
      kind: string | null;
    };

  it('a promotion on A: admin on A at once, on B within a second', async () => {
    const tutor = await createAccount(a, 'tutor', { kind: 'tutor' });
    // B has read (and may keep) the account as a tutor.
    expect(await statusOf(b, tutor, '/api/admin/audit')()).toBe(403);
    expect(await statusOf(b, tutor, '/api/admin/audit')()).toBe(403);

    await http(a)
      .patch(`/api/tutorUpdate/${tutor.user!.id}`)
      .set(authHeader(admin))
      .send({ role: 'admin' })
      .expect(200, { modifiedCount: 1 });

    expect(await statusOf(a, tutor, '/api/admin/audit')()).toBe(200);
    expect(await within(statusOf(b, tutor, '/api/admin/audit'), (s) => s === 200)).toBe(200);
    expect((await meOn(b, tutor)()).role).toBe('admin');
  });

  it('a demotion on A: admin rights gone on A at once, on B within a second', async () => {
    const other = await createAccount(a, 'tutor', { kind: 'tutor' });
    await http(a)
      .patch(`/api/admin/accounts/${other.user!.id}/role`)
      .set(authHeader(admin))
      .send({ admin: true })
      .expect(200);
    expect(await within(statusOf(b, other, '/api/admin/audit'), (s) => s === 200)).toBe(200);

    await http(a)
      .patch(`/api/admin/accounts/${other.user!.id}/role`)
      .set(authHeader(admin))
      .send({ admin: false })
      .expect(200);

    expect(await statusOf(a, other, '/api/admin/audit')()).toBe(403);
    expect(await within(statusOf(b, other, '/api/admin/audit'), (s) => s === 403)).toBe(403);
  });

  it('a deletion on A: the token is refused on A at once, on B within a second', async () => {
    const tutor = await createAccount(a, 'tutor', { kind: 'tutor' });
    expect(await statusOf(b, tutor, '/api/me')()).toBe(200);

    await http(a)
      .delete(`/api/tutorDelete/${tutor.user!.id}`)
      .set(authHeader(admin))
      .expect(200, { deletedCount: 1 });

    expect(await statusOf(a, tutor, '/api/me')()).toBe(401);
    expect(await within(statusOf(b, tutor, '/api/me'), (s) => s === 401)).toBe(401);
  });

  it('a deleted admin’s token is refused on B, for admin calls too', async () => {
    const doomed = await createAccount(a, 'tutor', { kind: 'tutor', admin: true });
    // B serves the admin from memory before the deletion.
    expect(await statusOf(b, doomed, '/api/admin/audit')()).toBe(200);
    expect(await statusOf(b, doomed, '/api/admin/audit')()).toBe(200);

    await http(a)
      .delete(`/api/tutorDelete/${doomed.user!.id}`)
      .set(authHeader(admin))
      .expect(200, { deletedCount: 1 });

    expect(await within(statusOf(b, doomed, '/api/admin/audit'), (s) => s === 401)).toBe(401);
    const refused = await http(b)
      .patch(`/api/updateCourse/${admin.user!.id}`)
      .set(authHeader(doomed))
      .send({ status: 'Accepted' });
    expect(refused.status).toBe(401);
  });

  it('a registration on A: B shows the new profile within a second', async () => {
    const newcomer = await createAccount(a, 'noProfile');
    expect((await meOn(b, newcomer)()).kind).toBeNull();

    await http(a)
      .post('/api/studentInfo')
      .set(authHeader(newcomer))
      .send(studentPayload(newcomer.email!))
      .expect(201);

    expect((await meOn(a, newcomer)()).kind).toBe('student');
    expect((await within(meOn(b, newcomer), (me) => me.kind === 'student')).kind).toBe('student');
  });

  it('a course accepted on A: listed on A at once, on B within a second', async () => {
    const tutor = await createAccount(a, 'tutor', { kind: 'tutor' });
    const id = await postCourse(a, tutor);
    const listed = (target: Target) => async () => {
      const res = await http(target).get('/api/getCourse?limit=100');
      return (res.body as Course[]).some((course) => course._id === id);
    };
    // Both replicas have answered (and may keep) the public list without it.
    expect(await listed(a)()).toBe(false);
    expect(await listed(b)()).toBe(false);

    await acceptCourse(a, admin, id);

    expect(await listed(a)()).toBe(true);
    expect(await within(listed(b), (found) => found)).toBe(true);
  });
});
