import { MESSAGES } from '@tutorhub/contracts';
import { Client } from 'pg';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import { AccountRolesService } from '../backend/src/admin/account-roles.service';
import { AdminEmails } from '../backend/src/admin/admin-emails';
import type { Env } from '../backend/src/config/env.validation';
import { createTestApp, http, inProcess, type Target } from './support/app';
import { freshDatabase } from './support/databases';
import {
  closeTarget,
  exchangeIdToken,
  fetchMe,
  signInToEmulator,
  signUpInEmulator,
  uniqueEmail,
  verifyEmailByLink,
} from './support/identities';
import { studentPayload, tutorPayload } from './support/payloads';
import { within } from './support/replicas';

interface Person {
  id: string;
  email: string;
  uid: string;
  idToken: string;
  token: string;
}

// In-process only: its own database (so it knows every admin in it), ADMIN_EMAILS and
// REQUIRE_VERIFIED_EMAIL set, rows read from the database, and the start-up sweep run again.
describe('admin from verified emails only, last admin, verified registration', () => {
  const boss = uniqueEmail('boss');
  const deputy = uniqueEmail('deputy');
  let databaseUrl: string;
  let target: Target;
  let db: Client;
  const api = () => http(target);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const setAdmin = (by: Person, whom: Person, admin: boolean) =>
    api().patch(`/api/admin/accounts/${whom.id}/role`).set(bearer(by.token)).send({ admin });
  const setSuspended = (by: Person, whom: Person, suspended: boolean) =>
    api()
      .patch(`/api/admin/accounts/${whom.id}/suspension`)
      .set(bearer(by.token))
      .send({ suspended });

  async function signUp(email: string, verified = false): Promise<Person> {
    const account = await signUpInEmulator(email);
    if (verified) {
      await verifyEmailByLink(account.idToken, email);
    }
    return signIn(email);
  }

  /** A fresh ID token exchanged for an API token (what the web app does after verifying). */
  async function signIn(email: string): Promise<Person> {
    const { uid, idToken } = await signInToEmulator(email);
    const token = await exchangeIdToken(target, idToken, email);
    return { id: (await fetchMe(target, token)).id, email, uid, idToken, token };
  }

  async function row(id: string) {
    const { rows } = await db.query(
      'SELECT role, "adminSource", "emailVerified", suspended, kind FROM users WHERE id = $1',
      [id],
    );
    return rows[0] as Record<string, unknown>;
  }

  async function auditOf(id: string): Promise<Array<{ action: string; actorId: string | null }>> {
    const { rows } = await db.query(
      'SELECT action, "actorId" FROM audit_log WHERE "targetId" = $1 ORDER BY "createdAt", action',
      [id],
    );
    return rows;
  }

  const activeAdmins = async () =>
    Number(
      (await db.query(`SELECT count(*) FROM users WHERE role = 'admin' AND NOT suspended`)).rows[0]
        .count,
    );

  beforeAll(async () => {
    databaseUrl = await freshDatabase('tutorhub_identity_hardening');
    target = inProcess(
      await createTestApp({
        DATABASE_URL: databaseUrl,
        ADMIN_EMAILS: `${boss},${deputy}`,
        REQUIRE_VERIFIED_EMAIL: 'true',
      }),
    );
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await closeTarget(target);
  });

  describe('ADMIN_EMAILS', () => {
    it('makes a listed address admin only once the provider says it is verified', async () => {
      const unverified = await signUp(boss);
      expect((await fetchMe(target, unverified.token)).role).toBeNull();
      await api().get('/api/getStudent').set(bearer(unverified.token)).expect(403);
      expect(await row(unverified.id)).toMatchObject({ role: null, emailVerified: false });

      await verifyEmailByLink(unverified.idToken, boss);
      const verified = await signIn(boss);
      expect(verified.id).toBe(unverified.id);
      expect((await fetchMe(target, verified.token)).role).toBe('admin');
      expect(await row(verified.id)).toMatchObject({
        role: 'admin',
        adminSource: 'config',
        emailVerified: true,
      });
      expect(await auditOf(verified.id)).toEqual([{ action: 'promote', actorId: null }]);
      const audit = await api().get('/api/admin/audit').set(bearer(verified.token)).expect(200);
      expect(audit.body[0]).toMatchObject({ action: 'promote', actor: null });
      expect(audit.body[0].target).toMatchObject({ _id: verified.id, email: boss });
    });

    it('takes admin away once the email is no longer listed', async () => {
      const listed = await signUp(deputy, true);
      expect((await fetchMe(target, listed.token)).role).toBe('admin');
      // The provider changed the address: it is no longer one ADMIN_EMAILS names.
      const renamed = uniqueEmail('renamed');
      await db.query('UPDATE users SET email = $1 WHERE id = $2', [renamed, listed.id]);

      // Written behind the app's back: the account cache hears of it by change notification.
      const res = await within(
        () => api().get('/api/getStudent').set(bearer(listed.token)),
        (answer) => answer.status === 403,
      );
      expect(res.status).toBe(403);
      expect((await fetchMe(target, listed.token)).role).toBeNull();
      expect(await row(listed.id)).toMatchObject({ role: null, adminSource: null });
      expect(await auditOf(listed.id)).toEqual([
        { action: 'promote', actorId: null },
        { action: 'demote', actorId: null },
      ]);
    });
  });

  describe('REQUIRE_VERIFIED_EMAIL', () => {
    it('is announced to the browser', async () => {
      const res = await api().get('/api/auth/config').expect(200);
      expect(res.body.requireVerifiedEmail).toBe(true);
    });

    it('refuses registration from an unverified email (ID token or API token), then accepts it once verified', async () => {
      const email = uniqueEmail('unverified');
      const person = await signUp(email);
      for (const credential of [person.idToken, person.token]) {
        const res = await api()
          .post('/api/studentInfo')
          .set(bearer(credential))
          .send(studentPayload(email));
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          statusCode: 403,
          error: 'Forbidden',
          message: MESSAGES.verifyEmailFirst,
          code: 'general.verifyEmailFirst',
          params: {},
        });
      }
      expect(await row(person.id)).toMatchObject({ kind: null, role: null });

      await verifyEmailByLink(person.idToken, email);
      const { idToken } = await signInToEmulator(email);
      const res = await api()
        .post('/api/studentInfo')
        .set(bearer(idToken))
        .send(studentPayload(email))
        .expect(201);
      expect(res.body).toEqual({ insertedId: person.id });
      expect(await row(person.id)).toMatchObject({ kind: 'student', emailVerified: true });
    });

    it('takes the verification from the last exchange for API tokens', async () => {
      const email = uniqueEmail('later');
      const person = await signUp(email);
      await verifyEmailByLink(person.idToken, email);
      const stale = await api()
        .post('/api/tutorInfo')
        .set(bearer(person.token))
        .send(tutorPayload(email));
      expect(stale.status).toBe(403);
      const fresh = await signIn(email);
      await api()
        .post('/api/tutorInfo')
        .set(bearer(fresh.token))
        .send(tutorPayload(email))
        .expect(201);
    });
  });

  describe('the last admin', () => {
    it('is never demoted nor suspended, whoever asks', async () => {
      const bossId = (await signIn(boss)).id;
      expect(await activeAdmins()).toBe(1);
      const roles = target.app!.get(AccountRolesService);
      const outsider = await signUp(uniqueEmail('outsider'));
      for (const change of [
        () => roles.setAdmin(bossId, false, outsider.id),
        () => roles.setSuspended(bossId, true, outsider.id),
      ]) {
        await expect(change()).rejects.toMatchObject({
          response: { statusCode: 409, message: MESSAGES.lastAdmin },
        });
      }
      expect(await row(bossId)).toMatchObject({ role: 'admin', suspended: false });
      expect(await auditOf(bossId)).toEqual([{ action: 'promote', actorId: null }]);
    });

    it('keeps an admin that ADMIN_EMAILS names: the setting is where it is revoked', async () => {
      const chief = await signIn(boss);
      const email = uniqueEmail('granted');
      const granted = await signUp(email, true);
      await setAdmin(chief, granted, true).expect(200);
      const res = await setAdmin(granted, chief, false);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ statusCode: 409, message: MESSAGES.adminBySetting });
      expect(await row(chief.id)).toMatchObject({ role: 'admin', adminSource: 'config' });
      await setAdmin(chief, granted, false).expect(200);
    });

    it('survives two admins demoting each other at the same moment', async () => {
      const chief = await signIn(boss);
      const rivals = [];
      for (const name of ['rival-a', 'rival-b']) {
        const email = uniqueEmail(name);
        const rival = await signUp(email, true);
        await api()
          .post('/api/tutorInfo')
          .set(bearer(rival.token))
          .send(tutorPayload(email))
          .expect(201);
        rivals.push(rival);
      }
      const [a, b] = rivals;
      for (let round = 0; round < 3; round++) {
        await setAdmin(chief, a, true).expect(200);
        await setAdmin(chief, b, true).expect(200);
        // With the listed boss suspended, the two rivals are the only active admins.
        await setSuspended(a, chief, true).expect(200);
        expect(await activeAdmins()).toBe(2);
        const answers = await Promise.all([setAdmin(a, b, false), setAdmin(b, a, false)]);
        const statuses = answers.map((r) => r.status);
        expect(statuses.filter((s) => s === 200)).toHaveLength(1);
        const [refused] = statuses.filter((s) => s !== 200);
        expect([403, 409]).toContain(refused);
        expect(await activeAdmins()).toBe(1);
        const survivor = statuses[0] === 200 ? a : b;
        await setSuspended(survivor, chief, false).expect(200);
        await setAdmin(chief, survivor, false).expect(200);
        expect(await activeAdmins()).toBe(1);
      }
    });
  });

  describe('the start-up sweep', () => {
    it('demotes the ADMIN_EMAILS admins no longer listed, keeping admins granted by an admin', async () => {
      const chief = await signIn(boss);
      const email = uniqueEmail('granted');
      const granted = await signUp(email, true);
      await setAdmin(chief, granted, true).expect(200);
      expect(await row(chief.id)).toMatchObject({ role: 'admin', adminSource: 'config' });

      // What the next start runs, with ADMIN_EMAILS no longer naming the boss.
      const restarted = new ConfigService({}) as ConfigService<Env, true>;
      jest.spyOn(restarted, 'get').mockReturnValue(deputy);
      await new AccountRolesService(
        target.app!.get(DataSource),
        new AdminEmails(restarted),
      ).onApplicationBootstrap();

      expect(await row(chief.id)).toMatchObject({ role: null, adminSource: null });
      expect((await auditOf(chief.id)).at(-1)).toEqual({ action: 'demote', actorId: null });
      expect(await row(granted.id)).toMatchObject({ role: 'admin', adminSource: 'grant' });
      const res = await api().get('/api/getStudent').set(bearer(chief.token));
      expect(res.status).toBe(403);
    });
  });
});
