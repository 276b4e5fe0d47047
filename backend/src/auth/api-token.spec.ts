import type { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import type { Env } from '../config/env.validation';
import { API_TOKEN, ApiTokenVerifier } from './api-token';

const SECRET = 's'.repeat(48);
const config = { getOrThrow: () => SECRET } as unknown as ConfigService<Env, true>;
const now = () => Math.floor(Date.now() / 1000);

/** A token as the API signs them; claims with their own `exp` (or `exp: null`) keep theirs. */
function sign(claims: { sub: string; exp?: number | null }, secret = SECRET, options = {}): string {
  const { exp, ...rest } = claims;
  return new JwtService().sign(typeof exp === 'number' ? { ...rest, exp } : rest, {
    secret,
    algorithm: API_TOKEN.algorithm,
    issuer: API_TOKEN.issuer,
    audience: API_TOKEN.audience,
    ...(exp === undefined ? { expiresIn: API_TOKEN.ttlSeconds } : {}),
    ...options,
  });
}

describe('ApiTokenVerifier', () => {
  const id = randomUUID();

  it('answers the account id of a token this API signed, again from memory', async () => {
    const verifier = new ApiTokenVerifier(config);
    const token = sign({ sub: id });
    await expect(verifier.subject(token)).resolves.toBe(id);
    await expect(verifier.subject(token)).resolves.toBe(id);
  });

  it.each([
    ['another secret', () => sign({ sub: id }, 'x'.repeat(48))],
    ['another issuer', () => sign({ sub: id }, SECRET, { issuer: 'someone-else' })],
    ['another audience', () => sign({ sub: id }, SECRET, { audience: 'other-api' })],
    ['a subject that is no account id', () => sign({ sub: 'admin' })],
    ['no expiry', () => sign({ sub: id, exp: null })],
    ['an expiry past the tolerance', () => sign({ sub: id, exp: now() - 10 })],
    [
      'alg none',
      () =>
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.` +
        `${Buffer.from(JSON.stringify({ sub: id, iss: API_TOKEN.issuer, aud: API_TOKEN.audience, exp: now() + 60 })).toString('base64url')}.`,
    ],
    [
      'a rewritten claim',
      () =>
        sign({ sub: id }).replace(
          /\.[^.]+\./,
          `.${Buffer.from(JSON.stringify({ sub: randomUUID() })).toString('base64url')}.`,
        ),
    ],
  ])('refuses a token with %s', async (_name, token) => {
    await expect(new ApiTokenVerifier(config).subject(token())).resolves.toBeNull();
  });

  it('accepts a token expired within the clock tolerance between replicas', async () => {
    const token = sign({ sub: id, exp: now() - 2 });
    await expect(new ApiTokenVerifier(config).subject(token)).resolves.toBe(id);
  });

  it('stops accepting a remembered token once it expires', async () => {
    const verifier = new ApiTokenVerifier(config);
    const token = sign({ sub: id });
    await expect(verifier.subject(token)).resolves.toBe(id);
    const later = now() + API_TOKEN.ttlSeconds + API_TOKEN.clockToleranceSeconds + 1;
    await expect(verifier.subject(token, later)).resolves.toBeNull();
  });

  it('does not accept a token before its not-before time', async () => {
    const token = sign({ sub: id }, SECRET, { notBefore: 120 });
    await expect(new ApiTokenVerifier(config).subject(token)).resolves.toBeNull();
  });
});
