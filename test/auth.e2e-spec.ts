import { JwtService } from '@nestjs/jwt';
import { randomBytes } from 'node:crypto';
import type request from 'supertest';
import { access, expectAccess } from './support/access-matrix';
import { identitiesForFile } from './support/file-setup';
import {
  accountOf,
  authHeader,
  deleteFromEmulator,
  emulatorHost,
  fetchMe,
  IDENTITY_NAMES,
  signUpInEmulator,
  uniqueEmail,
  verifyEmailInEmulator,
} from './support/identities';
import { b64url, decodePart, forgeUnsigned, now, PROJECT, rewrite } from './support/tokens';

describe('identity and access', () => {
  const { target, api, ctx } = identitiesForFile();

  function exchange(idToken: string | null, email: string) {
    const req = api().post('/api/jwt');
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

      const me = await api()
        .get('/api/me')
        .set(authHeader({ name: 'noProfile', token: res.body.token }));
      expect(me.status).toBe(200);
      expect(me.body).toEqual({
        _id: claims.sub,
        email,
        name: null,
        image: null,
        kind: null,
        role: null,
        emailVerified: false,
        phone: null,
        phoneVerified: false,
        signInMethods: ['password'],
      });
    });

    it('matches the e-mail without case and keeps one account per sign-in', async () => {
      const email = uniqueEmail('casing');
      const account = await signUpInEmulator(email);
      const upper = (await exchange(account.idToken, email.toUpperCase()).expect(200)).body.token;
      const lower = (await exchange(account.idToken, email).expect(200)).body.token;
      expect(decodePart(upper, 1).sub).toBe(decodePart(lower, 1).sub);
    });

    it('refuses a bare {email} without an ID token', async () => {
      const victim = ctx.identities!.tutor.email!;
      expectRefused(await exchange(null, victim));
      expectRefused(
        await api().post('/api/jwt').set('Authorization', 'Bearer ').send({ email: victim }),
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
      const other = forgeUnsigned({ ...claims, user_id: victim.uid });
      expectRefused(await exchange(other, victim.email!));
    });

    it('takes the e-mail from the identity provider, never from the token', async () => {
      const attacker = ctx.identities!.noProfile;
      const victim = ctx.identities!.admin;
      const doctored = rewrite(attacker.idToken!, { email: victim.email });
      expectRefused(await exchange(doctored, victim.email!));
    });

    it('refuses an e-mail other than the token’s', async () => {
      expectRefused(await exchange(ctx.identities!.student.idToken!, uniqueEmail('someone-else')));
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
      const res = await api()
        .post('/api/jwt')
        .set(authHeader(ctx.identities!.student, 'idToken'))
        .send({ email: 'nope' });
      expectRefused(res, 400);
    });

    it('does not make other accounts admins', async () => {
      expect(ctx.identities!.noProfile.user!.role).toBeNull();
    });

    it('hands an account left by a deleted sign-in to a new sign-in only with a verified e-mail', async () => {
      const email = uniqueEmail('returning');
      const first = await signUpInEmulator(email);
      const before = await accountOf(target, first);
      await deleteFromEmulator(first.uid);

      const second = await signUpInEmulator(email);
      expectRefused(await exchange(second.idToken, email), 409);

      await verifyEmailInEmulator(second.uid);
      expect((await accountOf(target, second)).id).toBe(before.id);
    });
  });

  describe('API tokens', () => {
    it('asks for a sign-in when there is no token', async () => {
      const res = await api().get('/api/me').expect(401);
      expect(res.body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Sign in to continue.',
        code: 'auth.signInRequired',
        params: {},
      });
    });

    it('refuses a tampered API token (payload changed, signature kept)', async () => {
      const { token } = ctx.identities!.student;
      const [header, , signature] = token!.split('.');
      const admin = ctx.identities!.admin.user!;
      const tampered = `${header}.${b64url({ ...decodePart(token!, 1), sub: admin.id })}.${signature}`;
      expectRefused(await api().get('/api/stats').set('Authorization', `Bearer ${tampered}`));
    });

    it('refuses API tokens that are unsigned or signed with another secret', async () => {
      const admin = ctx.identities!.admin.user!;
      const claims = { sub: admin.id, iss: 'tutorhub', aud: 'tutorhub-api' };
      const unsigned = forgeUnsigned({ ...claims, iat: now(), exp: now() + 3600 });
      const otherSecret = await new JwtService({ secret: 'x'.repeat(48) }).signAsync(claims);
      for (const token of [unsigned, otherSecret, 'a.b.c']) {
        expectRefused(await api().get('/api/me').set('Authorization', `Bearer ${token}`));
      }
    });

    it('refuses a Firebase ID token where an API token is required', async () => {
      expectRefused(await api().get('/api/me').set(authHeader(ctx.identities!.student, 'idToken')));
    });
  });

  describe('GET /api/me', () => {
    expectAccess(ctx, { method: 'get', path: '/api/me' }, access.signedIn());

    it('shows each caller its own account', async () => {
      const expected = {
        noProfile: { kind: null, role: null, name: null },
        student: { kind: 'student', role: 'student', name: 'Tanvir Hasan' },
        tutor: { kind: 'tutor', role: 'tutor', name: 'Farhana Akter' },
        admin: { role: 'admin' },
      };
      for (const who of IDENTITY_NAMES.filter((name) => name !== 'anonymous')) {
        const identity = ctx.identities![who];
        const me = await fetchMe(target, identity.token!);
        expect(Object.keys(me).sort()).toEqual([
          'email',
          'emailVerified',
          'id',
          'image',
          'kind',
          'name',
          'phone',
          'phoneVerified',
          'role',
          'signInMethods',
        ]);
        expect(me).toMatchObject({
          id: decodePart(identity.token!, 1).sub,
          email: identity.email,
          ...expected[who],
        });
      }
    });
  });

  describe('GET /api/auth/config', () => {
    it('tells the browser to use the emulator', async () => {
      const res = await api().get('/api/auth/config').expect(200);
      expect(res.body).toEqual({
        apiKey: 'demo-api-key',
        authDomain: `${PROJECT}.firebaseapp.com`,
        projectId: PROJECT,
        // Black-box the target may publish another address for browsers than the one used here.
        emulatorUrl: target.app
          ? `http://${emulatorHost()}`
          : expect.stringMatching(/^https?:\/\//),
        // Off outside production unless REQUIRE_VERIFIED_EMAIL says otherwise.
        requireVerifiedEmail: target.app ? false : expect.any(Boolean),
      });
    });
  });
});
