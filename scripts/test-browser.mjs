// @ts-check
// `npm run test:browser`: starts Tutor Hub as `npm start` would (embedded PostgreSQL with demo
// data, Auth emulator) on its own ports and a throw-away data folder, runs the Playwright
// tests in Debian's Chromium against it, and stops everything.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build-if-needed.mjs';
import { waitFor } from './stack/ports.mjs';
import { startStack } from './stack/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const log = (/** @type {string} */ line) => console.log(`[test:browser] ${line}`);
const port = Number(process.env.BROWSER_TEST_PORT ?? 3100);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-browser-'));
// PostgreSQL runs as the postgres user, which must reach its data folder.
fs.chmodSync(dir, 0o755);

ensureBuilt(root, log);
const stack = await startStack({
  env: { SEED_DEMO: 'true' },
  pg: {
    dataDir: path.join(dir, 'pg'),
    port: Number(process.env.BROWSER_TEST_PG_PORT ?? 54359),
    fast: true,
  },
  auth: {
    port: Number(process.env.BROWSER_TEST_AUTH_PORT ?? 9399),
    workDir: path.join(dir, 'auth'),
  },
  log,
});
const api = fork(path.join(root, 'backend/dist/main.js'), [], {
  cwd: dir,
  env: {
    ...process.env,
    ...stack.env,
    PORT: String(port),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    STATIC_DIR: path.join(root, 'frontend/dist'),
    MEDIA_DIR: path.join(dir, 'media'),
    ADMIN_EMAILS: 'admin@tutorhub.demo',
    // Every test signs in and writes from this one address, like a crowd behind one NAT.
    ...JSON.parse(fs.readFileSync(path.join(root, 'test/setup/generous-limits.json'), 'utf8')),
  },
});
let code = 1;
try {
  const baseUrl = `http://localhost:${port}`;
  await waitFor(async () => (await fetch(`${baseUrl}/api/health`)).ok, 60_000, 'Tutor Hub');
  log(`app ready on ${baseUrl}`);
  const runner = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      'test/browser/playwright.config.ts',
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        BASE_URL: baseUrl,
        AUTH_EMULATOR_HOST: stack.env.FIREBASE_AUTH_EMULATOR_HOST,
      },
    },
  );
  code = await new Promise((resolve) => runner.once('exit', (c) => resolve(c ?? 1)));
} catch (e) {
  console.error(`[test:browser] ${e instanceof Error ? e.message : String(e)}`);
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) =>
    api.exitCode === null ? api.once('exit', resolve) : resolve(null),
  );
  await stack.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
