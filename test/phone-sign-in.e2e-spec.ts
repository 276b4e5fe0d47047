import { randomBytes } from 'node:crypto';
import { identitiesForFile } from './support/file-setup';
import {
  authHeader,
  emulatorHost,
  signInByPhoneInEmulator,
  signUpInEmulator,
  uniqueEmail,
  uniquePhone,
} from './support/identities';
import { studentPayload, tutorPayload } from './support/payloads';
import { forgeUnsigned, now, PROJECT, rewrite } from './support/tokens';

/** `+8801712345678` as people here write it: `01712-345678`. */
const asTyped = (e164: string) => `0${e164.slice(4, 8)}-${e164.slice(8)}`;

describe('signing in with a mobile number', () => {
  const { api } = identitiesForFile();

  const exchange = (idToken: string, body: object) =>
    api().post('/api/jwt').set('Authorization', `Bearer ${idToken}`).send(body);

  const me = (token: string) =>
    api()
      .get('/api/me')
      .set(authHeader({ name: 'noProfile', token }));

  describe('POST /api/jwt', () => {
    it('takes a token that proves a number and no email, with {} or the number as typed', async () => {
      const phone = uniquePhone();
      const account = await signInByPhoneInEmulator(phone);

      const bare = await exchange(account.idToken, {}).expect(200);
      const typed = await exchange(account.idToken, { phone: asTyped(phone) }).expect(200);

      const answers = [(await me(bare.body.token)).body, (await me(typed.body.token)).body];
      for (const body of answers) {
        expect(body).toMatchObject({ email: null, phone, phoneVerified: true, kind: null });
      }
      expect(answers[0]._id).toBe(answers[1]._id);
    });

    it('keeps one account per number: signing in again by the number finds it', async () => {
      const phone = uniquePhone();
      const first = await signInByPhoneInEmulator(phone);
      const again = await signInByPhoneInEmulator(phone);
      expect(again.uid).toBe(first.uid);
      const a = (await me((await exchange(first.idToken, {}).expect(200)).body.token)).body;
      const b = (await me((await exchange(again.idToken, {}).expect(200)).body.token)).body;
      expect(b._id).toBe(a._id);
    });

    it('signs an email account with its number in by that number, bare, as the same account', async () => {
      const email = uniqueEmail('linked');
      const byEmail = await signUpInEmulator(email);
      const phone = uniquePhone();
      // The number joined to the account at the provider, as the demo student's is.
      const linked = await fetch(
        `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
          body: JSON.stringify({ localId: byEmail.uid, phoneNumber: phone }),
        },
      );
      expect(linked.status).toBe(200);
      const byNumber = await signInByPhoneInEmulator(phone);
      expect(byNumber.uid).toBe(byEmail.uid);

      const token = (await exchange(byNumber.idToken, {}).expect(200)).body.token;
      expect((await me(token)).body).toMatchObject({ email, phone, phoneVerified: true });
      const again = (await exchange(byEmail.idToken, { email }).expect(200)).body.token;
      expect((await me(again)).body._id).toBe((await me(token)).body._id);
    });

    it('refuses a number or an email the token does not prove', async () => {
      const account = await signInByPhoneInEmulator(uniquePhone());

      const other = await exchange(account.idToken, { phone: asTyped(uniquePhone()) });
      expect(other.status).toBe(401);
      expect(other.body.code).toBe('phone.mismatch');

      const email = await exchange(account.idToken, { email: uniqueEmail('claimed') });
      expect(email.status).toBe(401);
      expect(email.body.code).toBe('auth.emailMismatch');

      const landline = await exchange(account.idToken, { phone: '02-9123456' });
      expect(landline.status).toBe(400);
      expect(landline.body.code).toBe('phone.notMobile');
    });

    it('still needs the email of a token that proves one', async () => {
      const email = uniqueEmail('emailer');
      const account = await signUpInEmulator(email);
      const res = await exchange(account.idToken, {});
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('tutorForm.email');
      const byPhone = await exchange(account.idToken, { phone: asTyped(uniquePhone()) });
      expect(byPhone.status).toBe(401);
      expect(byPhone.body.code).toBe('phone.mismatch');
    });

    it('takes the number from the provider, never from the token’s claims', async () => {
      const email = uniqueEmail('forger');
      const account = await signUpInEmulator(email);
      const victim = uniquePhone();

      // A real token with a number written into it: the emulator's own account has none.
      const patched = rewrite(account.idToken, { phone_number: victim });
      const res = await exchange(patched, { email }).expect(200);
      expect((await me(res.body.token)).body).toMatchObject({ phone: null, phoneVerified: false });
      expect((await exchange(patched, { phone: asTyped(victim) })).status).toBe(401);

      // An unsigned token naming a number, for an account the provider does not have.
      const forged = forgeUnsigned({
        iss: `https://securetoken.google.com/${PROJECT}`,
        aud: PROJECT,
        sub: randomBytes(14).toString('base64url'),
        phone_number: victim,
        iat: now(),
        auth_time: now(),
        exp: now() + 3600,
        firebase: { sign_in_provider: 'phone', identities: { phone: [victim] } },
      });
      const refused = await exchange(forged, {});
      expect(refused.status).toBe(401);
      expect(refused.body.token).toBeUndefined();
    });

    it('refuses a number that is not a Bangladeshi mobile one, as the sign-in form does', async () => {
      const foreign = await signInByPhoneInEmulator('+14155550123');
      const res = await exchange(foreign.idToken, {});
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('phone.notBangladeshi');
    });
  });

  describe('registering a mobile number’s account', () => {
    const register = (kind: 'tutor' | 'student', idToken: string, body: object) =>
      api().post(`/api/${kind}Info`).set('Authorization', `Bearer ${idToken}`).send(body);

    /** A registration body with no email and the given number. */
    const withoutEmail = (kind: 'tutor' | 'student', number: string) => {
      const body = kind === 'tutor' ? tutorPayload('', { number }) : studentPayload('', { number });
      delete body.email;
      return body;
    };

    it.each(['student', 'tutor'] as const)(
      'registers a %s without an email, the number being the verified one',
      async (kind) => {
        const phone = uniquePhone();
        const account = await signInByPhoneInEmulator(phone);
        const created = await register(kind, account.idToken, withoutEmail(kind, asTyped(phone)));
        expect(created.status).toBe(201);

        const token = (await exchange(account.idToken, {}).expect(200)).body.token;
        expect((await me(token)).body).toMatchObject({
          _id: created.body.insertedId,
          kind,
          role: kind,
          email: null,
          phone,
          phoneVerified: true,
        });
      },
    );

    it('refuses a number other than the verified one, or an email the account has not proved', async () => {
      const phone = uniquePhone();
      const account = await signInByPhoneInEmulator(phone);

      const other = await register(
        'student',
        account.idToken,
        withoutEmail('student', '01811111111'),
      );
      expect(other.status).toBe(400);
      expect(other.body.code).toBe('phone.mismatch');

      const email = await register('student', account.idToken, {
        ...withoutEmail('student', asTyped(phone)),
        email: uniqueEmail('unproved'),
      });
      expect(email.status).toBe(403);
      expect(email.body.code).toBe('rule.registrationEmail');

      // Nothing was half-written: the account still has no profile.
      const token = (await exchange(account.idToken, {}).expect(200)).body.token;
      expect((await me(token)).body).toMatchObject({ kind: null, role: null });
    });

    it('still answers every missing field of the form, the email aside', async () => {
      const account = await signInByPhoneInEmulator(uniquePhone());
      const res = await register('student', account.idToken, { role: 'student' });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(
        ['image', 'location', 'name', 'number', 'study', 'subject'].sort(),
      );
    });
  });
});
