import { Controller, Get, Module, Post } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { AppModule } from '../backend/src/app.module';
import { configureApp, createAdapter } from '../backend/src/app.factory';
import { CurrentUser } from '../backend/src/auth/current-user.decorator';
import {
  AllowIdToken,
  Identity,
  type VerifiedIdentity,
} from '../backend/src/auth/identity.decorator';
import { Roles } from '../backend/src/auth/roles.decorator';
import type { User } from '../backend/src/users/user.entity';
import { access, type AccessContext, assertAccess, expectAccess } from './support/access-matrix';
import {
  authHeader,
  createAccount,
  createIdentities,
  deleteFromEmulator,
  exchangeIdToken,
  IDENTITY_NAMES,
  signUpInEmulator,
  signUpOrSignIn,
  uniqueEmail,
  usersRepository,
  verifyEmailInEmulator,
} from './support/identities';

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

async function createProbeApp(): Promise<NestFastifyApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule, ProbeModule] }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createAdapter());
  await configureApp(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decodePart = (token: string, i: number) =>
  JSON.parse(Buffer.from(token.split('.')[i], 'base64url').toString()) as Record<string, unknown>;

/** An unsigned token as the emulator writes them, with whatever claims an attacker likes. */
function forgeUnsigned(claims: object): string {
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`;
}

/** A real emulator ID token with some claims changed (it is unsigned, so that is easy). */
function rewrite(idToken: string, patch: Record<string, unknown>): string {
  const [header, , signature] = idToken.split('.');
  return `${header}.${b64url({ ...decodePart(idToken, 1), ...patch })}.${signature}`;
}

const PROJECT = process.env.FIREBASE_PROJECT_ID ?? 'demo-tutorhub';
const now = () => Math.floor(Date.now() / 1000);

describe('identity and access', () => {
  const ctx: AccessContext = {};
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createProbeApp();
    ctx.app = app;
    ctx.identities = await createIdentities(app);
  });
  afterAll(async () => {
    await app.close();
  });

  function exchange(idToken: string | null, email: string) {
    const req = http().post('/api/jwt');
    return (idToken ? req.set('Authorization', `Bearer ${idToken}`) : req).send({ email });
  }

  function expectRefused(res: request.Response, status = 401): void {
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ statusCode: status, error: expect.any(String) });
    expect(typeof res.body.message).toBe('string');
    expect(res.body.token).toBeUndefined();
  }

  describe('POST /api/jwt', () => {
    it('exchanges a valid ID token for an API token and creates the account', async () => {
      const email = uniqueEmail('fresh');
      const account = await signUpInEmulator(email);
      const res = await exchange(account.idToken, email).expect(200);
      expect(Object.keys(res.body)).toEqual(['token']);
      const claims = decodePart(res.body.token, 1);
      expect(decodePart(res.body.token, 0).alg).toBe('HS256');
      expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);

      const row = await usersRepository(app).findOneByOrFail({ email });
      expect(row).toMatchObject({ firebaseUid: account.uid, kind: null, role: null });
      expect(claims.sub).toBe(row.id);

      const me = await http()
        .get('/api/me')
        .set(authHeader({ name: 'noProfile', token: res.body.token }));
      expect(me.status).toBe(200);
      expect(me.body).toEqual({
        _id: row.id,
        email,
        name: null,
        image: null,
        kind: null,
        role: null,
      });
    });

    it('matches the e-mail without case and keeps one account per sign-in', async () => {
      const email = uniqueEmail('casing');
      const account = await signUpInEmulator(email);
      await exchange(account.idToken, email.toUpperCase()).expect(200);
      await exchange(account.idToken, email).expect(200);
      expect(await usersRepository(app).countBy({ email })).toBe(1);
    });

    it('refuses a bare {email} without an ID token', async () => {
      const victim = ctx.identities!.tutor.email!;
      expectRefused(await exchange(null, victim));
      expectRefused(
        await http().post('/api/jwt').set('Authorization', 'Bearer ').send({ email: victim }),
      );
    });

    it('refuses a forged unsigned token with real-looking claims', async () => {
      const victim = ctx.identities!.admin;
      const uid = randomBytes(14).toString('base64url');
      const claims = {
        iss: `https://securetoken.google.com/${PROJECT}`,
        aud: PROJECT,
        auth_time: now() - 10,
        user_id: uid,
        sub: uid,
        iat: now() - 10,
        exp: now() + 3600,
        email: victim.email,
        email_verified: true,
        firebase: { identities: { email: [victim.email] }, sign_in_provider: 'password' },
      };
      expectRefused(await exchange(forgeUnsigned(claims), victim.email!));
      // The victim's real uid in user_id, but a subject of the attacker's choosing.
      const other = forgeUnsigned({ ...claims, user_id: victim.user!.firebaseUid });
      expectRefused(await exchange(other, victim.email!));
    });

    it('takes the e-mail from the identity provider, never from the token', async () => {
      const attacker = ctx.identities!.noProfile;
      const victim = ctx.identities!.admin;
      const doctored = rewrite(attacker.idToken!, { email: victim.email });
      expectRefused(await exchange(doctored, victim.email!));
    });

    it('refuses an e-mail other than the token’s and creates nothing for it', async () => {
      const other = uniqueEmail('someone-else');
      expectRefused(await exchange(ctx.identities!.student.idToken!, other));
      expect(await usersRepository(app).countBy({ email: other })).toBe(0);
    });

    it('refuses an expired ID token', async () => {
      const { idToken, email } = ctx.identities!.student;
      expectRefused(await exchange(rewrite(idToken!, { exp: now() - 60 }), email!));
    });

    it('refuses an ID token for another project (audience or issuer)', async () => {
      const { idToken, email } = ctx.identities!.student;
      expectRefused(await exchange(rewrite(idToken!, { aud: 'another-project' }), email!));
      expectRefused(
        await exchange(
          rewrite(idToken!, { iss: 'https://securetoken.google.com/another-project' }),
          email!,
        ),
      );
    });

    it('refuses garbage and our own API token in place of an ID token', async () => {
      const { token, email } = ctx.identities!.student;
      expectRefused(await exchange('not-a-jwt', email!));
      expectRefused(await exchange(token!, email!));
    });

    it('answers 400 for a body without a valid e-mail', async () => {
      const res = await http()
        .post('/api/jwt')
        .set(authHeader(ctx.identities!.student, 'idToken'))
        .send({ email: 'nope' });
      expectRefused(res, 400);
    });

    it('makes ADMIN_EMAILS accounts admins, also when the account already exists', async () => {
      const email = 'admin@e2e.tutorhub.test';
      const account = await signUpOrSignIn(email);
      const token = await exchangeIdToken(app, account.idToken, 'Admin@E2E.tutorhub.test');
      const me = await http().get('/api/me').set('Authorization', `Bearer ${token}`).expect(200);
      expect(me.body).toMatchObject({ email, role: 'admin', kind: null });

      await usersRepository(app).update({ email }, { role: null });
      const again = await exchangeIdToken(app, account.idToken, email);
      const res = await http().get('/api/e2e-probe/admin').set('Authorization', `Bearer ${again}`);
      expect(res.status).toBe(200);
    });

    it('does not make other accounts admins', async () => {
      expect(ctx.identities!.noProfile.user!.role).toBeNull();
    });

    it('hands an account left by a deleted sign-in to a new sign-in only with a verified e-mail', async () => {
      const email = uniqueEmail('returning');
      const first = await signUpInEmulator(email);
      await exchangeIdToken(app, first.idToken, email);
      const row = await usersRepository(app).findOneByOrFail({ email });
      await deleteFromEmulator(first.uid);

      const second = await signUpInEmulator(email);
      expectRefused(await exchange(second.idToken, email), 409);

      await verifyEmailInEmulator(second.uid);
      await exchangeIdToken(app, second.idToken, email);
      expect(await usersRepository(app).findOneByOrFail({ email })).toMatchObject({
        id: row.id,
        firebaseUid: second.uid,
      });
    });
  });

  describe('API tokens', () => {
    it('asks for a sign-in when there is no token', async () => {
      const res = await http().get('/api/me').expect(401);
      expect(res.body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Sign in to continue.',
      });
    });

    it('refuses a tampered API token (payload changed, signature kept)', async () => {
      const { token } = ctx.identities!.student;
      const [header, , signature] = token!.split('.');
      const admin = ctx.identities!.admin.user!;
      const tampered = `${header}.${b64url({ ...decodePart(token!, 1), sub: admin.id })}.${signature}`;
      expectRefused(
        await http().get('/api/e2e-probe/admin').set('Authorization', `Bearer ${tampered}`),
      );
    });

    it('refuses API tokens that are unsigned, signed with another secret or expired', async () => {
      const admin = ctx.identities!.admin.user!;
      const jwt = app.get(JwtService);
      const claims = { sub: admin.id, iss: 'tutorhub', aud: 'tutorhub-api' };
      const unsigned = forgeUnsigned({ ...claims, iat: now(), exp: now() + 3600 });
      const otherSecret = await jwt.signAsync({ sub: admin.id }, { secret: 'x'.repeat(48) });
      const expired = await jwt.signAsync({ sub: admin.id }, { expiresIn: -10 });
      for (const token of [unsigned, otherSecret, expired, 'a.b.c']) {
        expectRefused(await http().get('/api/me').set('Authorization', `Bearer ${token}`));
      }
    });

    it('refuses a Firebase ID token where an API token is required', async () => {
      expectRefused(
        await http().get('/api/me').set(authHeader(ctx.identities!.student, 'idToken')),
      );
    });

    it('reads the role from the database on every call', async () => {
      const who = await createAccount(app, 'student', { kind: 'student' });
      const users = usersRepository(app);
      const call = () => http().get('/api/e2e-probe/admin').set(authHeader(who));
      expect((await call()).status).toBe(403);

      await users.update({ id: who.user!.id }, { role: 'admin' });
      expect((await call()).status).toBe(200);

      await users.update({ id: who.user!.id }, { role: 'student' });
      expect((await call()).status).toBe(403);

      await users.delete({ id: who.user!.id });
      expectRefused(await call());
      expectRefused(await http().get('/api/me').set(authHeader(who)));
    });
  });

  describe('GET /api/me', () => {
    expectAccess(ctx, { method: 'get', path: '/api/me' }, access.signedIn());

    it('shows each caller its own account', async () => {
      for (const who of IDENTITY_NAMES.filter((name) => name !== 'anonymous')) {
        const identity = ctx.identities![who];
        const res = await http().get('/api/me').set(authHeader(identity)).expect(200);
        expect(res.body).toEqual({
          _id: identity.user!.id,
          email: identity.email,
          name: identity.user!.name,
          image: identity.user!.image,
          kind: identity.user!.kind,
          role: identity.user!.role,
        });
      }
      expect(ctx.identities!.tutor.user).toMatchObject({ kind: 'tutor', role: 'tutor' });
      expect(ctx.identities!.student.user).toMatchObject({ kind: 'student', role: 'student' });
      expect(ctx.identities!.admin.user).toMatchObject({ role: 'admin' });
    });
  });

  describe('@Roles(admin)', () => {
    expectAccess(ctx, { method: 'get', path: '/api/e2e-probe/admin' }, access.adminOnly());
  });

  describe('@AllowIdToken()', () => {
    it('accepts an API token or a verified ID token, and nothing else', async () => {
      await assertAccess(
        app,
        ctx.identities!,
        { method: 'post', path: '/api/e2e-probe/id-token', credential: 'idToken' },
        access.signedIn(201),
      );
      await assertAccess(
        app,
        ctx.identities!,
        { method: 'post', path: '/api/e2e-probe/id-token' },
        access.signedIn(201),
      );
    });

    it('gives the identity from the provider and creates the account of a new sign-in', async () => {
      const email = uniqueEmail('newcomer');
      const account = await signUpInEmulator(email);
      const res = await http()
        .post('/api/e2e-probe/id-token')
        .set('Authorization', `Bearer ${account.idToken}`)
        .expect(201);
      const row = await usersRepository(app).findOneByOrFail({ email });
      expect(res.body).toEqual({ identity: { uid: account.uid, email }, userId: row.id });
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
        const res = await http()
          .post('/api/e2e-probe/id-token')
          .set('Authorization', `Bearer ${token}`);
        expectRefused(res);
      }
    });
  });

  describe('GET /api/auth/config', () => {
    it('tells the browser to use the emulator', async () => {
      const res = await http().get('/api/auth/config').expect(200);
      expect(res.body).toEqual({
        apiKey: 'demo-api-key',
        authDomain: `${PROJECT}.firebaseapp.com`,
        projectId: PROJECT,
        emulatorUrl: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
      });
    });
  });
});
