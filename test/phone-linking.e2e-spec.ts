import { identitiesForFile } from './support/file-setup';
import {
  authHeader,
  deleteFromEmulator,
  linkPhoneInEmulator,
  signInByPhoneInEmulator,
  signUpInEmulator,
  uniqueEmail,
  uniquePhone,
} from './support/identities';
import { studentPayload } from './support/payloads';
import { rewrite } from './support/tokens';

/** `+8801712345678` as people here write it: `01712-345678`. */
const asTyped = (e164: string) => `0${e164.slice(4, 8)}-${e164.slice(8)}`;

describe('joining a mobile number to an account, and changing it', () => {
  const { api, ids } = identitiesForFile();

  const exchange = (idToken: string, body: object) =>
    api().post('/api/jwt').set('Authorization', `Bearer ${idToken}`).send(body);

  const me = (token: string) =>
    api()
      .get('/api/me')
      .set(authHeader({ name: 'noProfile', token }));

  const meOf = async (idToken: string, body: object) =>
    (await me((await exchange(idToken, body).expect(200)).body.token)).body;

  it('an email account links a number: the next exchange reads it from the provider, verified', async () => {
    const email = uniqueEmail('linker');
    const account = await signUpInEmulator(email);
    expect(await meOf(account.idToken, { email })).toMatchObject({
      phone: null,
      phoneVerified: false,
      signInMethods: ['password'],
    });

    const phone = uniquePhone();
    const linked = await linkPhoneInEmulator(account.idToken, phone);
    expect(await meOf(linked, { email })).toMatchObject({
      email,
      phone,
      phoneVerified: true,
      signInMethods: ['password', 'phone'],
    });

    // The number now signs in to the same account.
    const byNumber = await signInByPhoneInEmulator(phone);
    expect(byNumber.uid).toBe(account.uid);
  });

  it('a number another account holds is refused by the provider', async () => {
    const phone = uniquePhone();
    await signInByPhoneInEmulator(phone);
    const other = await signUpInEmulator(uniqueEmail('late'));
    // The provider keeps the number on its holder and joins it to nobody else.
    await expect(linkPhoneInEmulator(other.idToken, phone)).rejects.toThrow(
      'CREDENTIAL_ALREADY_IN_USE',
    );
  });

  it('a number the API knows as another account’s is refused with 409 phone.taken, not a 500', async () => {
    // The first holder's provider account is gone, its account here still holds the number.
    const phone = uniquePhone();
    const first = await signInByPhoneInEmulator(phone);
    const holder = await meOf(first.idToken, {});
    await deleteFromEmulator(first.uid);

    const email = uniqueEmail('second');
    const second = await signUpInEmulator(email);
    const linked = await linkPhoneInEmulator(second.idToken, phone);
    const refused = await exchange(linked, { email });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('phone.taken');
    expect(refused.body.token).toBeUndefined();
    expect(holder.phone).toBe(phone);
  });

  it('a member changes their number with a code sent to the new one', async () => {
    const before = uniquePhone();
    const account = await signInByPhoneInEmulator(before);
    const ownId = (await meOf(account.idToken, {}))._id;

    const after = uniquePhone();
    const changed = await linkPhoneInEmulator(account.idToken, after);
    expect(await meOf(changed, {})).toMatchObject({
      _id: ownId,
      phone: after,
      phoneVerified: true,
      signInMethods: ['phone'],
    });

    // The old number is free again: another person signs up with it, as a new account.
    const newcomer = await signInByPhoneInEmulator(before);
    expect(newcomer.uid).not.toBe(account.uid);
    expect((await meOf(newcomer.idToken, {}))._id).not.toBe(ownId);
  });

  it('ignores a number in the body or written into the token that the provider does not hold', async () => {
    const email = uniqueEmail('forger');
    const account = await signUpInEmulator(email);
    const victim = uniquePhone();

    const claimed = await exchange(account.idToken, { email, phone: asTyped(victim) });
    expect(claimed.status).toBe(401);
    expect(claimed.body.code).toBe('phone.mismatch');

    const patched = rewrite(account.idToken, {
      phone_number: victim,
      firebase: { sign_in_provider: 'phone', identities: { phone: [victim] } },
    });
    expect(await meOf(patched, { email })).toMatchObject({
      phone: null,
      phoneVerified: false,
      signInMethods: ['password'],
    });
  });

  describe('an attacker’s view', () => {
    it('anonymous: no exchange without an ID token, and no account to read', async () => {
      const res = await api()
        .post('/api/jwt')
        .send({ phone: asTyped(uniquePhone()) });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('auth.idTokenRequired');
      expect((await api().get('/api/me')).status).toBe(401);
    });

    it('another member cannot take a linked number with their own sign-in', async () => {
      const phone = uniquePhone();
      const owner = await signUpInEmulator(uniqueEmail('owner'));
      await linkPhoneInEmulator(owner.idToken, phone);

      const res = await exchange(ids.student.idToken!, {
        email: ids.student.email,
        phone: asTyped(phone),
      });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('phone.mismatch');
      expect((await me(ids.student.token!)).body).toMatchObject({ phone: null });
    });

    it('a mobile number alone never makes an admin', async () => {
      const account = await signInByPhoneInEmulator(uniquePhone());
      const token = (await exchange(account.idToken, {}).expect(200)).body.token;
      expect((await me(token)).body).toMatchObject({ role: null, kind: null });
      const adminList = await api()
        .get('/api/getStudent')
        .set(authHeader({ name: 'noProfile', token }));
      expect(adminList.status).toBe(403);
    });
  });

  describe('the verified mark on shared contact details', () => {
    it('says whether the shown number is the account’s verified one; admins see the methods', async () => {
      const phone = uniquePhone();
      const account = await signInByPhoneInEmulator(phone);
      const name = `Verified ${phone.slice(-8)}`;
      const body = studentPayload('', { name, number: asTyped(phone) });
      delete body.email;
      const created = await api()
        .post('/api/studentInfo')
        .set('Authorization', `Bearer ${account.idToken}`)
        .send(body);
      expect(created.status).toBe(201);

      const list = await api().get('/api/getStudent').query({ q: name }).set(authHeader(ids.admin));
      expect(list.status).toBe(200);
      const row = (list.body as Array<Record<string, unknown>>).find(
        (s) => s._id === created.body.insertedId,
      );
      expect(row).toMatchObject({
        number: `0${phone.slice(4)}`,
        numberVerified: true,
        phone,
        signInMethods: ['phone'],
      });
    });
  });
});
