/** Helpers to forge and rewrite tokens, for the tests that prove the API refuses them. */

export const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** One part (0 header, 1 claims) of a JWT, decoded. */
export const decodePart = (token: string, i: number) =>
  JSON.parse(Buffer.from(token.split('.')[i], 'base64url').toString()) as Record<string, unknown>;

/** An unsigned token as the emulator writes them, with whatever claims an attacker likes. */
export function forgeUnsigned(claims: object): string {
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`;
}

/** A real emulator ID token with some claims changed (it is unsigned, so that is easy). */
export function rewrite(idToken: string, patch: Record<string, unknown>): string {
  const [header, , signature] = idToken.split('.');
  return `${header}.${b64url({ ...decodePart(idToken, 1), ...patch })}.${signature}`;
}

export const PROJECT = process.env.FIREBASE_PROJECT_ID ?? 'demo-tutorhub';
export const now = () => Math.floor(Date.now() / 1000);
