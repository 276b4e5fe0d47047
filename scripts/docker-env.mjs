// @ts-check
// Writes the .env file a compose stack reads, with freshly generated secrets:
//   node scripts/docker-env.mjs production   → docker/.env (fill in the Firebase settings)
//   node scripts/docker-env.mjs demo         → docker/demo/.env (ready to run)
// An existing file is kept: regenerating would lock the stack out of its own database.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const docker = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docker');
const secret = (bytes = 36) => randomBytes(bytes).toString('base64url');

/** @type {Record<string, { file: string, values: () => Record<string, string> }>} */
const PROFILES = {
  production: {
    file: path.join(docker, '.env'),
    values: () => ({
      JWT_SECRET: secret(48),
      POSTGRES_PASSWORD: secret(),
      // From the Firebase console (Project settings → General → Your apps → Web app).
      FIREBASE_PROJECT_ID: '',
      FIREBASE_API_KEY: '',
      FIREBASE_AUTH_DOMAIN: '',
      ADMIN_EMAILS: '',
      // The web app's address, and the SMTP relay (see docs/email.md), or MAIL_DISABLED=true.
      APP_URL: '',
      SMTP_URL: '',
      MAIL_FROM: '',
    }),
  },
  demo: {
    file: path.join(docker, 'demo', '.env'),
    values: () => ({
      JWT_SECRET: secret(48),
      POSTGRES_PASSWORD: secret(),
      MINIO_ROOT_USER: `tutorhub-${randomBytes(4).toString('hex')}`,
      MINIO_ROOT_PASSWORD: secret(),
    }),
  },
};

const [profile, target] = process.argv.slice(2);
const chosen = PROFILES[profile ?? ''];
if (!chosen) {
  console.error('Usage: node scripts/docker-env.mjs production|demo [file]');
  process.exit(1);
}
const file = target ?? chosen.file;
if (fs.existsSync(file)) {
  console.log(`${file} exists; kept as it is.`);
  process.exit(0);
}
const lines = Object.entries(chosen.values()).map(([name, value]) => `${name}=${value}`);
fs.writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
console.log(`Wrote ${file}${profile === 'production' ? ': fill in the empty settings' : ''}.`);
