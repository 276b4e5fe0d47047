// @ts-check
// `npm run dev`: the local stack, the API recompiled and restarted on change, and Vite's dev
// server (http://localhost:5173, proxying /api and /media to the API on :3000).
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalStack } from './stack/local.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const log = (/** @type {string} */ line) => console.log(`[tutorhub:dev] ${line}`);

const bin = (/** @type {string} */ name) => path.join(root, 'node_modules/.bin', name);
// Contracts, then the API (project references); the watcher below rebuilds either on change.
execFileSync(bin('tsc'), ['-b', 'backend/tsconfig.build.json'], { stdio: 'inherit' });
const stack = await startLocalStack(root, log);
const children = [
  spawn(bin('tsc'), ['-b', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['--watch-path=backend/dist', 'backend/dist/main.js'], {
    stdio: 'inherit',
    env: stack.apiEnv,
  }),
  spawn(bin('vite'), [], { cwd: path.join(root, 'frontend'), stdio: 'inherit' }),
];
let stopping = false;
const shutdown = async () => {
  if (stopping) {
    return;
  }
  stopping = true;
  await Promise.all(
    children
      .filter((c) => c.exitCode === null)
      .map((c) => {
        const exited = new Promise((resolve) => c.once('exit', resolve));
        c.kill('SIGTERM');
        return exited;
      }),
  );
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
