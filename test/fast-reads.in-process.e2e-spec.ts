import type { Tutor } from '../frontend/src/store/apiTypes';
import { ForbiddenException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JwtStrategy } from '../backend/src/auth/api-token';
import { TutorsService } from '../backend/src/tutors/tutors.service';
import { identitiesForFile } from './support/file-setup';
import { insertHire } from './support/hires';
import { authHeader, createAccount, type TestIdentity } from './support/identities';
import { marker, studentPayload } from './support/payloads';
import { acceptCourse, postCourse } from './support/posts';
import { b64url, decodePart } from './support/tokens';
import { registerTutor } from './support/tutors';

// A read repeated by the same class of caller is answered before routing, from the answer
// cache. These tests take the attacker's view: that shortcut must never answer what the full
// path would refuse or answer differently. In-process: hires are written to the database.
describe('repeated reads answered from memory', () => {
  const { target, api, ids } = identitiesForFile();
  const tag = marker('fast');
  const list = `/api/getTutor?location=${tag}`;
  let tutorId: string;

  /** `path` twice as `first` (so it is remembered for its class), then the answer to `who`. */
  const afterWarmUp = async (first: TestIdentity, who: TestIdentity | null, path = list) => {
    await api().get(path).set(authHeader(first)).expect(200);
    await api().get(path).set(authHeader(first)).expect(200);
    const call = api().get(path);
    return who ? call.set(authHeader(who)) : call;
  };

  beforeAll(async () => {
    tutorId = await registerTutor(target, { location: `Uttara ${tag}` });
  });

  it('answers a repeat with the same bytes, headers and ETag as the first answer', async () => {
    const first = await api().get(list).set(authHeader(ids.student)).expect(200);
    // The repeat never reaches the controller.
    const listing = jest.spyOn(target.app!.get(TutorsService), 'list');
    const again = await api().get(list).set(authHeader(ids.noProfile)).expect(200);
    expect(listing).not.toHaveBeenCalled();
    listing.mockRestore();
    expect(again.text).toBe(first.text);
    for (const header of ['etag', 'x-total-count', 'content-type', 'cache-control', 'vary']) {
      expect(again.headers[header]).toBe(first.headers[header]);
    }
    // The security headers and the request id are there too.
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['x-request-id']).toBeDefined();
  });

  it('refuses a repeat without a token, with a forged or expired one (401)', async () => {
    expect((await afterWarmUp(ids.student, null)).status).toBe(401);
    const token = ids.student.token!;
    const [header, , signature] = token.split('.');
    const claims = decodePart(token, 1);
    const forged = `${header}.${b64url({ ...claims, sub: ids.admin.user!.id })}.${signature}`;
    const expired = `${header}.${b64url({ ...claims, exp: claims.iat })}.${signature}`;
    for (const bad of [forged, expired, `${header}.${b64url(claims)}.`]) {
      await api().get(list).set('Authorization', `Bearer ${bad}`).expect(401);
    }
  });

  it('refuses a repeat to a suspended account (403) and a deleted one (401)', async () => {
    const suspended = await createAccount(target, 'student', { kind: 'student' });
    const deleted = await createAccount(target, 'student', { kind: 'student' });
    await afterWarmUp(ids.student, suspended);
    await api()
      .patch(`/api/admin/accounts/${suspended.user!.id}/suspension`)
      .set(authHeader(ids.admin))
      .send({ suspended: true })
      .expect(200);
    await api().get(list).set(authHeader(suspended)).expect(403);
    await api()
      .delete(`/api/studentDelete/${deleted.user!.id}`)
      .set(authHeader(ids.admin))
      .expect(200);
    await api().get(list).set(authHeader(deleted)).expect(401);
  });

  it("makes the guard's own token and account check, so a rule added there holds for a repeat", async () => {
    await afterWarmUp(ids.student, ids.student);
    const check = jest
      .spyOn(target.app!.get(JwtStrategy), 'authenticate')
      .mockRejectedValue(new ForbiddenException({ statusCode: 403, message: 'a new rule' }));
    try {
      const refused = await api().get(list).set(authHeader(ids.student)).expect(403);
      expect(refused.body).toMatchObject({ statusCode: 403, message: 'a new rule' });
      // Once before routing, once by the global guard on the full path.
      expect(check).toHaveBeenCalledTimes(2);
    } finally {
      check.mockRestore();
    }
  });

  it('gives an admin the admin answer, never the one remembered for others', async () => {
    const admin = await afterWarmUp(ids.student, ids.admin);
    expect(admin.status).toBe(200);
    expect((admin.body as Tutor[])[0]).toMatchObject({
      suspended: false,
      email: expect.any(String),
    });
  });

  it("gives the listed tutor their own contact details, and a hired student that tutor's", async () => {
    const self = await createAccount(target, 'tutor', { kind: 'tutor' });
    const dataSource = target.app!.get(DataSource);
    await dataSource.query(`UPDATE users SET location = $1 WHERE id = $2`, [
      `Self ${tag}`,
      self.user!.id,
    ]);
    const path = `${list}&limit=5`;
    // A raw write through this instance counts at once, without waiting for the change feed.
    const own = (await afterWarmUp(ids.student, self, path)).body as Tutor[];
    expect(own.find((t) => t._id === self.user!.id)).toHaveProperty('email', self.email);

    const hirer = await createAccount(target, 'student', { kind: 'student' });
    await insertHire(target.app!, tutorId, hirer.user!.id, 'accepted');
    const hired = (await afterWarmUp(ids.student, hirer, path)).body as Tutor[];
    expect(hired.find((t) => t._id === tutorId)).toHaveProperty('number');
    const other = (await api().get(path).set(authHeader(ids.student)).expect(200)).body as Tutor[];
    expect(other.find((t) => t._id === tutorId)).not.toHaveProperty('number');
  });

  it('GET /api/tutors/{id}: a repeat keeps the contact rule and follows a suspension', async () => {
    const path = `/api/tutors/${tutorId}`;
    const hidden = (res: { body: Record<string, unknown> }) =>
      !('email' in res.body) && !('number' in res.body);
    await api().get(path).expect(200);
    expect(hidden(await api().get(path).expect(200))).toBe(true);
    expect(hidden(await api().get(path).set(authHeader(ids.student)).expect(200))).toBe(true);
    expect(hidden(await api().get(path).set(authHeader(ids.student)).expect(200))).toBe(true);
    expect(hidden(await api().get(path).set(authHeader(ids.admin)).expect(200))).toBe(false);
    await api()
      .patch(`/api/admin/accounts/${tutorId}/suspension`)
      .set(authHeader(ids.admin))
      .send({ suspended: true })
      .expect(200);
    await api().get(path).expect(404);
    await api().get(path).set(authHeader(ids.student)).expect(404);
    await api()
      .patch(`/api/admin/accounts/${tutorId}/suspension`)
      .set(authHeader(ids.admin))
      .send({ suspended: false })
      .expect(200);
    await api().get(path).expect(200);
  });

  it('GET /api/me answers the account as it is now, and only to its owner', async () => {
    const who = await createAccount(target, 'noProfile');
    const me = () => api().get('/api/me').set(authHeader(who));
    expect((await me().expect(200)).body).toMatchObject({ _id: who.user!.id, kind: null });
    await api()
      .post('/api/studentInfo')
      .set(authHeader(who))
      .send(studentPayload(who.email!))
      .expect(201);
    expect((await me().expect(200)).body).toMatchObject({ kind: 'student', role: 'student' });
    await api().get('/api/me').expect(401);
    await api().get('/api/me').set('Authorization', 'Bearer not-a-token').expect(401);
  });

  it('never shares a Pending course its owner read: others get 404, as from the full path', async () => {
    const course = await postCourse(target, ids.tutor);
    const path = `/api/getCourse/${course}`;
    await api().get(path).set(authHeader(ids.tutor)).expect(200);
    await api().get(path).set(authHeader(ids.tutor)).expect(200);
    await api().get(path).set(authHeader(ids.student)).expect(404);
    await api().get(path).expect(404);
    await acceptCourse(target, ids.admin, course);
    await api().get(path).expect(200);
    await api().get(path).set(authHeader(ids.student)).expect(200);
  });
});
