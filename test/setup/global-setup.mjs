// @ts-check
// Starts a throw-away PostgreSQL (fsync off), a fresh Firebase Auth emulator and MailDev once
// for the whole e2e run — unless E2E_BASE_URL points the suite at an already running Tutor Hub.
// Apps send mail only when a test hands them E2E_SMTP_URL as SMTP_URL; the tests read what
// arrived from MailDev's REST API at E2E_MAILDEV_URL. The SMS sandbox is at E2E_SMS_URL (SMS is
// off in test apps unless a test turns it on and points SMS_API_URL there).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { middayZone } from '../../scripts/stack/midday-zone.mjs';
import { freePort } from '../../scripts/stack/ports.mjs';
import { startStack } from '../../scripts/stack/stack.mjs';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) {
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-e2e-'));
  // PostgreSQL runs as the postgres user, which must reach its data folder.
  fs.chmodSync(dir, 0o755);
  const stack = await startStack({
    env: { SEED_DEMO: 'false' },
    pg: {
      dataDir: path.join(dir, 'pg'),
      port: Number(process.env.E2E_PG_PORT ?? 54329),
      fast: true,
    },
    auth: { port: Number(process.env.E2E_AUTH_PORT ?? 9199), workDir: path.join(dir, 'auth') },
    mail: { smtpPort: await freePort(), webPort: await freePort() },
    sms: { port: 0 },
  });
  const { SMTP_URL, MAIL_FROM, SMS_API_URL, ...env } = stack.env;
  Object.assign(process.env, env, {
    E2E_SMTP_URL: SMTP_URL,
    E2E_MAILDEV_URL: stack.mailInbox,
    E2E_MAIL_FROM: MAIL_FROM,
    E2E_SMS_URL: SMS_API_URL,
    // TZ_SITE for an app process whose clock a test cannot move, where it is now midday.
    E2E_MIDDAY_ZONE: middayZone(),
  });
  // @ts-expect-error kept for the teardown, which runs in this same process
  globalThis.__tutorhubStack = { stop: stack.stop, dir };
}
