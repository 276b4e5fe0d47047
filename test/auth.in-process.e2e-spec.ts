import { Controller, Get, Module, Post } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { CurrentUser } from '../backend/src/auth/current-user.decorator';
import {
  AllowIdToken,
  Identity,
  type VerifiedIdentity,
} from '../backend/src/auth/identity.decorator';
import { Roles } from '../backend/src/auth/roles.decorator';
import type { User } from '../backend/src/users/user.entity';
import { access, type AccessContext, assertAccess, expectAccess } from './support/access-matrix';
import { createTestApp, http, inProcess, type Target } from './support/app';
import {
  authHeader,
  closeTarget,
  createAccount,
  createIdentities,
  exchangeIdToken,
  fetchMe,
  signUpInEmulator,
  signUpOrSignIn,
  uniqueEmail,
  usersRepository,
} from './support/identities';
import { studentPayload, tutorPayload } from './support/payloads';
import { within } from './support/replicas';
import { forgeUnsigned, now, PROJECT, rewrite } from './support/tokens';

/** Routes that exist only in this test, to exercise `@Roles` and `@AllowIdToken`. */
@Controller('e2e-probe')
class ProbeController {
  @Roles('admin')
  @Get('admin')
  admin(@CurrentUser() user: User): { id: string } {
    return { id: user.id };
  }

  @AllowIdToken()
  @Post('id-token')
  register(
    @Identity() identity: VerifiedIdentity,
    @CurrentUser() user: User,
  ): { identity: VerifiedIdentity; userId: string } {
    return { identity, userId: user.id };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

// In-process only: routes added to the app, the users table read and written, API tokens signed
// with the app's own secret, and admins made in the database.
describe('identity and access inside the app', () => {
  const ctx: AccessContext = {};
  let target: Target;
  const api = () => http(target);
  const users = () => usersRepository(target.app!);

  beforeAll(async () => {
    target = inProcess(await createTestApp({}, [ProbeModule]));
    ctx.target = target;
    ctx.identities = await createIdentities(target);
  });
  afterAll(async () => {
    await closeTarget(target);
  });

  describe('the users table', () => {
    it('stores a first sign-in with its emulator uid, one row whatever the casing', async () => {
      const email = uniqueEmail('fresh');
      const account = await signUpInEmulator(email);
      const token = await exchangeIdToken(target, account.idToken, email.toUpperCase());
      await exchangeIdToken(target, account.idToken, email);
      const row = await users().findOneByOrFail({ email });
      expect(row).toMatchObject({ firebaseUid: account.uid, kind: null, role: null });
      expect((await fetchMe(target, token)).id).toBe(row.id);
      expect(await users().countBy({ email })).toBe(1);
    });

    it('creates nothing for an e-mail other than the token’s', async () => {
      const other = uniqueEmail('someone-else');
      await api()
        .post('/api/jwt')
        .set(authHeader(ctx.identities!.student, 'idToken'))
        .send({ email: other })
        .expect(401);
      expect(await users().countBy({ email: other })).toBe(0);
    });

    it('makes ADMIN_EMAILS accounts admins, also when the account already exists', async () => {
      const email = 'admin@e2e.tutorhub.test';
      const account = await signUpOrSignIn(email);
      const token = await exchangeIdToken(target, account.idToken, 'Admin@E2E.tutorhub.test');
      const me = await api().get('/api/me').set('Authorization', `Bearer ${token}`).expect(200);
      expect(me.body).toMatchObject({ email, role: 'admin', kind: null });

      await users().update({ email }, { role: null });
      const again = await exchangeIdToken(target, account.idToken, email);
      const res = await api().get('/api/e2e-probe/admin').set('Authorization', `Bearer ${again}`);
      expect(res.status).toBe(200);
    });

    it('follows the role in the database, also when another process changed it', async () => {
      const who = await createAccount(target, 'student', { kind: 'student' });
      const call = () => api().get('/api/e2e-probe/admin').set(authHeader(who));
      // Written behind the app's back, as another replica would: the change notification
      // reaches the account cache shortly after the commit, not before the next request.
      const status = async (expected: number) =>
        (await within(call, (res) => res.status === expected)).status;
      expect((await call()).status).toBe(403);

      await users().update({ id: who.user!.id }, { role: 'admin' });
      expect(await status(200)).toBe(200);

      await users().update({ id: who.user!.id }, { role: 'student' });
      expect(await status(403)).toBe(403);

      await users().delete({ id: who.user!.id });
      expect(await status(401)).toBe(401);
      expect((await api().get('/api/me').set(authHeader(who))).status).toBe(401);
    });

    it.each([
      ['tutor', '/api/tutorInfo', tutorPayload],
      ['student', '/api/studentInfo', studentPayload],
    ] as const)(
      'lets an admin without a profile register as a %s and keeps it an admin',
      async (kind, path, payload) => {
        const admin = await createAccount(target, 'admin', { admin: true });
        await api()
          .post(path)
          .set(authHeader(admin, 'idToken'))
          .send(payload(admin.email!))
          .expect(201);
        expect(await fetchMe(target, admin.token!)).toMatchObject({ kind, role: 'admin' });
      },
    );
  });

  it('refuses an API token signed with the app’s secret once it has expired', async () => {
    const jwt = target.app!.get(JwtService);
    const expired = await jwt.signAsync(
      { sub: ctx.identities!.admin.user!.id },
      { expiresIn: -10 },
    );
    const res = await api().get('/api/me').set('Authorization', `Bearer ${expired}`);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: expect.any(String) });
  });

  describe('@Roles(admin)', () => {
    expectAccess(ctx, { method: 'get', path: '/api/e2e-probe/admin' }, access.adminOnly());
  });

  describe('@AllowIdToken()', () => {
    it('accepts an API token or a verified ID token, and nothing else', async () => {
      await assertAccess(
        target,
        ctx.identities!,
        { method: 'post', path: '/api/e2e-probe/id-token', credential: 'idToken' },
        access.signedIn(201),
      );
      await assertAccess(
        target,
        ctx.identities!,
        { method: 'post', path: '/api/e2e-probe/id-token' },
        access.signedIn(201),
      );
    });

    it('gives the identity from the provider and creates the account of a new sign-in', async () => {
      const email = uniqueEmail('newcomer');
      const account = await signUpInEmulator(email);
      const res = await api()
        .post('/api/e2e-probe/id-token')
        .set('Authorization', `Bearer ${account.idToken}`)
        .expect(201);
      const row = await users().findOneByOrFail({ email });
      expect(res.body).toEqual({
        identity: { uid: account.uid, email, emailVerified: false, phone: null },
        userId: row.id,
      });
    });

    it('refuses forged, expired and foreign ID tokens', async () => {
      const { idToken, email } = ctx.identities!.noProfile;
      const uid = randomUUID();
      const forged = forgeUnsigned({
        iss: `https://securetoken.google.com/${PROJECT}`,
        aud: PROJECT,
        sub: uid,
        user_id: uid,
        email,
        iat: now(),
        exp: now() + 3600,
      });
      for (const token of [
        forged,
        rewrite(idToken!, { exp: now() - 1 }),
        rewrite(idToken!, { aud: 'another-project' }),
      ]) {
        const res = await api()
          .post('/api/e2e-probe/id-token')
          .set('Authorization', `Bearer ${token}`);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ statusCode: 401, error: expect.any(String) });
      }
    });
  });
});
