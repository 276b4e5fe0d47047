import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Outside production a missing JWT_SECRET is generated once and kept under .data, so API
 * tokens survive a restart of the embedded default. Production must configure it.
 */
export function ensureJwtSecret(env: NodeJS.ProcessEnv, dataDir = '.data'): void {
  if (env.JWT_SECRET || env.NODE_ENV === 'production') {
    return;
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  env.JWT_SECRET = fs.readFileSync(file, 'utf8').trim();
}

let tokenKey: { secret: string; key: KeyObject } | undefined;

/**
 * The HMAC key of our API tokens, made once per secret: handed a string, jsonwebtoken first
 * tries (and fails) to parse it as a public key and then builds a new key object, on every
 * token it signs or verifies.
 */
export function apiTokenKey(secret: string): KeyObject {
  if (tokenKey?.secret !== secret) {
    tokenKey = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  }
  return tokenKey.key;
}
