import { MESSAGES, NOT_FOUND, RULE_MESSAGES } from '@tutorhub/contracts';
import { randomUUID } from 'node:crypto';
import { accountPowers, roleOf, suspensionOf } from './support/account-powers';
import { access, expectAccess } from './support/access-matrix';
import { identitiesForFile } from './support/file-setup';
import { newTutor } from './support/hires';
import { authHeader, createAccount, fetchMe } from './support/identities';
import { forgeUnsigned, now, PROJECT } from './support/tokens';

// Black-box safe: the ADMIN_EMAILS admin is never demoted or suspended here; every other admin
// is a fresh account promoted (and demoted again) by it.
describe('admin power over accounts: role', () => {
  const { target, api, ids, ctx } = identitiesForFile();
  const { setRole } = accountPowers(target, ids);
  const freshTutor = () => newTutor(target);

  describe('who may call', () => {
    // A no-op for the admin (the student is neither admin nor suspended); 403 for the others.
    expectAccess(
      ctx,
      { method: 'patch', path: () => roleOf(ids.student.user!.id), body: { admin: false } },
      access.adminOnly(),
    );
    expectAccess(
      ctx,
      {
        method: 'patch',
        path: () => suspensionOf(ids.student.user!.id),
        body: { suspended: false },
      },
      access.adminOnly(),
    );
    expectAccess(ctx, { method: 'get', path: '/api/admin/audit' }, access.adminOnly());
  });

  describe('PATCH /api/admin/accounts/{id}/role', () => {
    it('demotes a promoted tutor back to tutor: admin calls refused on the same token at once', async () => {
      const tutor = await freshTutor();
      await api()
        .patch(`/api/tutorUpdate/${tutor.user!.id}`)
        .set(authHeader(ids.admin))
        .send({ role: 'admin' })
        .expect(200, { modifiedCount: 1 });
      await api().get('/api/getStudent').set(authHeader(tutor)).expect(200);

      const res = await setRole(tutor.user!.id, false);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ modifiedCount: 1 });
      expect((await fetchMe(target, tutor.token!)).role).toBe('tutor');
      await api().get('/api/getStudent').set(authHeader(tutor)).expect(403);
      expect((await setRole(tutor.user!.id, false)).body).toEqual({ modifiedCount: 0 });
    });

    it('grants and revokes admin for an account without a profile (role back to none)', async () => {
      const plain = await createAccount(target, 'noProfile');
      expect((await setRole(plain.user!.id, true)).body).toEqual({ modifiedCount: 1 });
      expect((await fetchMe(target, plain.token!)).role).toBe('admin');
      expect((await setRole(plain.user!.id, true)).body).toEqual({ modifiedCount: 0 });
      expect((await setRole(plain.user!.id, false)).body).toEqual({ modifiedCount: 1 });
      expect((await fetchMe(target, plain.token!)).role).toBeNull();
    });

    it('refuses an admin their own account', async () => {
      const res = await setRole(ids.admin.user!.id, false);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: MESSAGES.ownAccount,
        code: 'general.ownAccount',
        params: {},
      });
      expect((await fetchMe(target, ids.admin.token!)).role).toBe('admin');
    });

    it('answers 404 for an unknown account and 400 for a malformed id or body', async () => {
      const missing = await setRole(randomUUID(), false);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ statusCode: 404, message: NOT_FOUND.account });
      expect((await setRole('42', false)).body).toMatchObject({
        statusCode: 400,
        message: RULE_MESSAGES.malformedId,
      });
      for (const body of [{}, { admin: 'yes' }, { admin: 1 }, { admin: null }]) {
        const res = await api()
          .patch(roleOf(ids.tutor.user!.id))
          .set(authHeader(ids.admin))
          .send(body)
          .expect(400);
        expect(res.body.errors).toEqual({ admin: RULE_MESSAGES.trueOrFalse('admin') });
      }
      expect((await fetchMe(target, ids.tutor.token!)).role).toBe('tutor');
    });

    it("an attacker's forged token or bare ID token cannot promote anyone (401)", async () => {
      const forged = forgeUnsigned({
        sub: ids.student.user!.id,
        iss: 'tutorhub',
        aud: 'tutorhub-api',
        exp: now() + 600,
      });
      for (const header of [
        { Authorization: `Bearer ${forged}` },
        authHeader(ids.student, 'idToken'),
      ]) {
        const res = await api()
          .patch(roleOf(ids.student.user!.id))
          .set(header)
          .send({ admin: true });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      }
      expect((await fetchMe(target, ids.student.token!)).role).toBe('student');
    });
  });

  describe('identity matrix, attacker view', () => {
    it('refuses a forged unsigned ID token for an existing account (401)', async () => {
      const forged = forgeUnsigned({
        iss: `https://securetoken.google.com/${PROJECT}`,
        aud: PROJECT,
        sub: ids.admin.uid,
        email: ids.admin.email,
        email_verified: true,
        iat: now(),
        exp: now() + 3600,
        auth_time: now(),
      });
      const res = await api()
        .post('/api/jwt')
        .set('Authorization', `Bearer ${forged}`)
        .send({ email: ids.admin.email });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    });

    it('never answers a Firebase uid', async () => {
      const uids = [ids.noProfile, ids.student, ids.tutor, ids.admin].map((who) => who.uid!);
      await api()
        .post('/api/tutorReview')
        .set(authHeader(ids.tutor))
        .send({ message: 'uid check' })
        .expect(201);
      const paths = [
        '/api/me',
        '/api/getTutor?limit=100',
        '/api/getStudent?limit=100',
        '/api/getTutorReview?limit=100',
        '/api/getBlogs?limit=100',
        '/api/getCourse?limit=100',
        '/api/contact?limit=100',
        '/api/admin/audit?limit=100',
        '/api/stats',
        '/api/auth/config',
      ];
      for (const who of [ids.admin, ids.tutor, ids.anonymous]) {
        for (const path of paths) {
          const res = await api().get(path).set(authHeader(who));
          for (const uid of uids) {
            expect(`${path}: ${res.text}`).not.toContain(uid);
          }
        }
      }
      const mismatch = await api()
        .post('/api/jwt')
        .set(authHeader(ids.tutor, 'idToken'))
        .send({ email: ids.student.email });
      for (const uid of uids) {
        expect(mismatch.text).not.toContain(uid);
      }
    });
  });
});
