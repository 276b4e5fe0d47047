import { MESSAGES, RULE_MESSAGES } from '@tutorhub/contracts';
import type { AuditEntry, Student, Tutor } from '../frontend/src/store/apiTypes';
import { randomUUID } from 'node:crypto';
import { accountPowers, suspensionOf } from './support/account-powers';
import { identitiesForFile } from './support/file-setup';
import { newTutor } from './support/hires';
import {
  authHeader,
  createAccount,
  signInToEmulator,
  type TestIdentity,
} from './support/identities';
import { blogPayload, marker, tutorPayload } from './support/payloads';
import { registerTutor } from './support/tutors';

// Black-box safe: the ADMIN_EMAILS admin is never demoted or suspended here; every other admin
// is a fresh account promoted (and demoted again) by it.
describe('admin power over accounts: suspension, audit', () => {
  const { target, api, ids } = identitiesForFile();
  const { setRole, setSuspended } = accountPowers(target, ids);
  const freshTutor = () => newTutor(target);

  async function auditLog(limit = 20): Promise<AuditEntry[]> {
    const res = await api()
      .get(`/api/admin/audit?limit=${limit}`)
      .set(authHeader(ids.admin))
      .expect(200);
    return res.body as AuditEntry[];
  }

  describe('PATCH /api/admin/accounts/{id}/suspension', () => {
    it('locks a suspended account out of every call with 403, and lifting it restores access at once', async () => {
      const tutor = await freshTutor();
      expect((await setSuspended(tutor.user!.id, true)).body).toEqual({ modifiedCount: 1 });
      expect((await setSuspended(tutor.user!.id, true)).body).toEqual({ modifiedCount: 0 });

      const fresh = await signInToEmulator(tutor.email!, tutor.password);
      const calls = [
        api().get('/api/me').set(authHeader(tutor)),
        api().get('/api/getTutor').set(authHeader(tutor)),
        api().post('/api/postBlog').set(authHeader(tutor)).send(blogPayload()),
        api().get('/api/getBlogs').set(authHeader(tutor)),
        api()
          .post('/api/jwt')
          .set('Authorization', `Bearer ${fresh.idToken}`)
          .send({ email: tutor.email }),
        api()
          .post('/api/tutorInfo')
          .set('Authorization', `Bearer ${fresh.idToken}`)
          .send(tutorPayload(tutor.email!)),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          statusCode: 403,
          error: 'Forbidden',
          message: MESSAGES.accountSuspended,
          code: 'general.accountSuspended',
          params: {},
        });
      }

      expect((await setSuspended(tutor.user!.id, false)).body).toEqual({ modifiedCount: 1 });
      await api().get('/api/me').set(authHeader(tutor)).expect(200);
      await api()
        .post('/api/jwt')
        .set('Authorization', `Bearer ${fresh.idToken}`)
        .send({ email: tutor.email })
        .expect(200);
    });

    it('hides a suspended tutor from non-admins; admins see it marked, and only admins see the flag', async () => {
      // Found by a unique location: only admins' searches match login emails.
      const q = marker('susp');
      const tutorId = await registerTutor(target, { location: `Gulshan ${q}` });
      const listAs = async (who: TestIdentity) =>
        (await api().get(`/api/getTutor?q=${q}`).set(authHeader(who)).expect(200)).body as Tutor[];

      const before = await listAs(ids.student);
      expect(before).toHaveLength(1);
      expect(before[0]).not.toHaveProperty('suspended');
      expect((await listAs(ids.admin))[0].suspended).toBe(false);

      await setSuspended(tutorId, true).then((res) => expect(res.status).toBe(200));
      for (const who of [ids.noProfile, ids.student, ids.tutor]) {
        expect(await listAs(who)).toEqual([]);
      }
      const seen = await listAs(ids.admin);
      expect(seen.map((t) => [t._id, t.suspended])).toEqual([[tutorId, true]]);

      await setSuspended(tutorId, false);
      expect((await listAs(ids.student)).map((t) => t._id)).toEqual([tutorId]);
    });

    it('marks suspended students in the admin student list', async () => {
      const student = await createAccount(target, 'student', { kind: 'student' });
      await setSuspended(student.user!.id, true);
      const res = await api()
        .get(`/api/getStudent?q=${encodeURIComponent(student.email!)}`)
        .set(authHeader(ids.admin))
        .expect(200);
      expect((res.body as Student[]).map((s) => s.suspended)).toEqual([true]);
      await setSuspended(student.user!.id, false);
    });

    it('takes admin power from a suspended admin', async () => {
      const tutor = await freshTutor();
      await setRole(tutor.user!.id, true);
      await setSuspended(tutor.user!.id, true);
      const res = await api().get('/api/getStudent').set(authHeader(tutor)).expect(403);
      expect(res.body.message).toBe(MESSAGES.accountSuspended);
      await setSuspended(tutor.user!.id, false);
      await setRole(tutor.user!.id, false);
    });

    it('refuses the own account, unknown accounts and bad bodies', async () => {
      const own = await setSuspended(ids.admin.user!.id, true);
      expect(own.status).toBe(400);
      expect(own.body.message).toBe(MESSAGES.ownAccount);
      await api().get('/api/me').set(authHeader(ids.admin)).expect(200);
      expect((await setSuspended(randomUUID(), true)).status).toBe(404);
      const bad = await api()
        .patch(suspensionOf(ids.tutor.user!.id))
        .set(authHeader(ids.admin))
        .send({ suspended: 'true' })
        .expect(400);
      expect(bad.body.errors).toEqual({ suspended: RULE_MESSAGES.trueOrFalse('suspended') });
    });
  });

  describe('GET /api/admin/audit', () => {
    it('records every promotion, demotion, suspension and lifting with actor and target, newest first', async () => {
      const tutor = await freshTutor();
      const id = tutor.user!.id;
      await api()
        .patch(`/api/tutorUpdate/${id}`)
        .set(authHeader(ids.admin))
        .send({ role: 'admin' })
        .expect(200);
      await setRole(id, false);
      await setSuspended(id, true);
      await setSuspended(id, false);

      const entries = await auditLog();
      const mine = entries.filter((e) => e.target?._id === id);
      expect(mine.map((e) => e.action)).toEqual(['unsuspend', 'suspend', 'demote', 'promote']);
      for (const entry of mine) {
        expect(entry).toEqual({
          _id: expect.any(String),
          action: entry.action,
          actor: { _id: ids.admin.user!.id, name: ids.admin.user!.name, email: ids.admin.email },
          target: { _id: id, name: expect.any(String), email: tutor.email },
          createdAt: expect.any(String),
          // Role moves carry no note (a verification decision does).
          note: null,
        });
      }
      const times = entries.map((e) => Date.parse(e.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('writes nothing for a refused or no-op change', async () => {
      const tutor = await freshTutor();
      await setRole(tutor.user!.id, false);
      await setSuspended(tutor.user!.id, false);
      await setRole(tutor.user!.id, true, ids.student);
      expect((await auditLog(100)).filter((e) => e.target?._id === tutor.user!.id)).toEqual([]);
    });

    it('pages with X-Total-Count and refuses bad paging', async () => {
      const res = await api()
        .get('/api/admin/audit?limit=1&page=1')
        .set(authHeader(ids.admin))
        .expect(200);
      expect(res.body).toHaveLength(1);
      expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
      await api().get('/api/admin/audit?limit=0').set(authHeader(ids.admin)).expect(400);
    });
  });
});
