import { UnauthorizedException } from '@nestjs/common';
import {
  createLocalJWKSet,
  type CryptoKey,
  exportJWK,
  generateKeyPair,
  type JWTPayload,
  SignJWT,
} from 'jose';
import { GoogleIdTokenVerifier } from './id-token.verifier';

const PROJECT = 'tutorhub-prod';
const now = () => Math.floor(Date.now() / 1000);

describe('GoogleIdTokenVerifier (production ID tokens)', () => {
  let google: CryptoKey;
  let stranger: CryptoKey;
  let verifier: GoogleIdTokenVerifier;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    google = pair.privateKey;
    stranger = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'google-1', alg: 'RS256' };
    verifier = new GoogleIdTokenVerifier(PROJECT, createLocalJWKSet({ keys: [jwk] }));
  });

  function idToken(claims: JWTPayload = {}, key = google): Promise<string> {
    return new SignJWT({
      iss: `https://securetoken.google.com/${PROJECT}`,
      aud: PROJECT,
      sub: 'uid-123',
      iat: now() - 5,
      exp: now() + 3600,
      auth_time: now() - 5,
      email: 'Rahim@Example.com',
      email_verified: true,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-1' })
      .sign(key);
  }

  it('accepts a token signed by Google for this project, with when its holder signed in', async () => {
    const authTime = now() - 5;
    await expect(verifier.verify(await idToken({ auth_time: authTime }))).resolves.toEqual({
      uid: 'uid-123',
      email: 'rahim@example.com',
      emailVerified: true,
      phone: null,
      signInMethods: [],
      authTime,
    });
  });

  it("names the sign-in methods from the signed firebase claim, Google's email without a password", async () => {
    const methods = async (firebase: object) =>
      (await verifier.verify(await idToken({ firebase }))).signInMethods;
    await expect(
      methods({ identities: { email: ['r@x.bd'] }, sign_in_provider: 'password' }),
    ).resolves.toEqual(['password']);
    await expect(
      methods({
        identities: { email: ['r@x.bd'], 'google.com': ['1'], phone: ['+8801712345678'] },
        sign_in_provider: 'google.com',
      }),
    ).resolves.toEqual(['phone', 'google']);
    await expect(
      methods({ identities: { phone: ['+8801712345678'] }, sign_in_provider: 'phone' }),
    ).resolves.toEqual(['phone']);
  });

  it.each<[string, JWTPayload]>([
    ['another audience', { aud: 'another-project' }],
    ['another issuer', { iss: 'https://securetoken.google.com/another-project' }],
    ['an expired token', { exp: now() - 60, iat: now() - 3700 }],
    ['an empty subject', { sub: '' }],
    ['neither an e-mail nor a phone number', { email: undefined }],
    ['no auth_time', { auth_time: undefined }],
  ])('refuses %s', async (_, claims) => {
    await expect(verifier.verify(await idToken(claims))).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
  });

  it('accepts a signed token that proves a mobile number and no e-mail', async () => {
    const token = await idToken({
      email: undefined,
      email_verified: undefined,
      phone_number: '+8801712345678',
    });
    await expect(verifier.verify(token)).resolves.toMatchObject({
      email: null,
      emailVerified: false,
      phone: '+8801712345678',
    });
  });

  it('refuses a proven number that is not a Bangladeshi mobile one', async () => {
    const token = await idToken({ email: undefined, phone_number: '+14155550123' });
    await expect(verifier.verify(token)).rejects.toMatchObject({
      response: { statusCode: 401, code: 'phone.notBangladeshi' },
    });
  });

  it('refuses a token signed with another key', async () => {
    await expect(verifier.verify(await idToken({}, stranger))).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
  });

  it('refuses an unsigned (alg: none) token with the same claims', async () => {
    const [, payload] = (await idToken()).split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', kid: 'google-1' })).toString(
      'base64url',
    );
    await expect(verifier.verify(`${header}.${payload}.`)).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
  });

  it('refuses garbage', async () => {
    await expect(verifier.verify('not.a.jwt')).rejects.toBeInstanceOf(UnauthorizedException);
  });
});
