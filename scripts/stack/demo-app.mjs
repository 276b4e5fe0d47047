// @ts-check
// Tutor Hub as `npm start` runs it (embedded PostgreSQL with the demo seed, the Auth emulator,
// MailDev and the SMS sandbox when asked for, the built API serving the web app), on given ports and a throw-away
// data folder: what the browser tests and the page audits run against.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../build-if-needed.mjs';
import { waitFor } from './ports.mjs';
import { startStack } from './stack.mjs';

/**
 * Builds what is missing, starts everything and resolves once `/api/health` answers. With
 * `mail`, the API sends its emails to a MailDev on those ports, whose inbox is `mailInbox`; with
 * `sms`, its SMS to the SMS sandbox on that port, whose inbox is `smsInbox`.
 * @param {{ root: string, name: string, port: number, pgPort: number, authPort: number, mail?: { smtpPort: number, webPort: number }, sms?: { port: number }, env?: Record<string, string>, log: (line: string) => void }} options
 * @returns {Promise<{ baseUrl: string, databaseUrl: string, emulatorHost: string, mailInbox: string | undefined, smsInbox: string | undefined, stop: () => Promise<void> }>}
 */
export async function startDemoApp({
  root,
  name,
  port,
  pgPort,
  authPort,
  mail,
  sms,
  env = {},
  log,
}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tutorhub-${name}-`));
  // PostgreSQL runs as the postgres user, which must reach its data folder.
  fs.chmodSync(dir, 0o755);
  ensureBuilt(root, log);
  const stack = await startStack({
    env: { SEED_DEMO: 'true' },
    pg: { dataDir: path.join(dir, 'pg'), port: pgPort, fast: true },
    auth: { port: authPort, workDir: path.join(dir, 'auth') },
    mail,
    sms,
    log,
  });
  const api = fork(path.join(root, 'backend/dist/main.js'), [], {
    cwd: dir,
    env: {
      ...process.env,
      ...stack.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(root, 'frontend/dist'),
      MEDIA_DIR: path.join(dir, 'media'),
      ...env,
    },
  });
  const stop = async () => {
    api.kill('SIGTERM');
    await new Promise((resolve) =>
      api.exitCode === null ? api.once('exit', resolve) : resolve(null),
    );
    await stack.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitFor(async () => (await fetch(`${baseUrl}/api/health`)).ok, 60_000, 'Tutor Hub');
  } catch (e) {
    await stop();
    throw e;
  }
  log(`app ready on ${baseUrl}`);
  return {
    baseUrl,
    databaseUrl: stack.env.DATABASE_URL,
    emulatorHost: stack.env.FIREBASE_AUTH_EMULATOR_HOST,
    mailInbox: stack.mailInbox,
    smsInbox: stack.smsInbox,
    stop,
  };
}
