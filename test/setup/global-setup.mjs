// @ts-check
// Starts a throw-away PostgreSQL (fsync off) and a fresh Firebase Auth emulator once for the
// whole e2e run — unless E2E_BASE_URL points the suite at an already running Tutor Hub.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  });
  Object.assign(process.env, stack.env);
  // @ts-expect-error kept for the teardown, which runs in this same process
  globalThis.__tutorhubStack = { stop: stack.stop, dir };
}
