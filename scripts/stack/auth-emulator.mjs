// @ts-check
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { assertPortFree, freePort, waitFor } from './ports.mjs';

const require = createRequire(import.meta.url);
export const EMULATOR_PROJECT = 'demo-tutorhub';

/**
 * Starts the Firebase Authentication emulator (offline, no Java) and answers its host and a
 * stop function. With `stateDir`, accounts are imported at start and exported on stop.
 * Its ID tokens are unsigned and its admin API is open to anyone, so it listens on loopback only
 * unless `allowNetwork` opts in (a demo host), which is logged as a warning.
 * @param {{ port: number, host?: string, allowNetwork?: boolean, workDir: string, stateDir?: string, log?: (line: string) => void }} options
 */
export async function startAuthEmulator({
  port,
  host: bind = '127.0.0.1',
  allowNetwork = false,
  workDir,
  stateDir,
  log = () => {},
}) {
  if (!isLoopback(bind)) {
    if (!allowNetwork) {
      throw new Error(
        `Invalid configuration: the Firebase Auth emulator on ${bind} needs ALLOW_NETWORK_WITH_EMULATOR=true (anyone reaching it can sign in as anybody)`,
      );
    }
    log(
      `WARNING: the Firebase Auth emulator listens on ${bind}: anyone who reaches it can create accounts and sign in as anybody. Demos on trusted networks only.`,
    );
  }
  await assertPortFree(port, 'Firebase Auth emulator');
  workDir = path.resolve(workDir);
  stateDir = stateDir && path.resolve(stateDir);
  fs.mkdirSync(workDir, { recursive: true });
  const config = path.join(workDir, 'firebase.json');
  fs.writeFileSync(
    config,
    JSON.stringify({
      // The UI would be downloaded at start, which fails offline. The hub and logging side
      // ports default to fixed numbers (4400, 4500), so two stacks on one machine would clash.
      emulators: {
        auth: { host: bind, port },
        hub: { host: '127.0.0.1', port: await freePort() },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = [
    'emulators:start',
    '--only',
    'auth',
    '--project',
    EMULATOR_PROJECT,
    '--config',
    config,
  ];
  if (stateDir) {
    fs.mkdirSync(stateDir, { recursive: true });
    if (fs.existsSync(path.join(stateDir, 'firebase-export-metadata.json'))) {
      args.push('--import', stateDir);
    }
    args.push('--export-on-exit', stateDir);
  }
  const cli = path.join(
    path.dirname(require.resolve('firebase-tools/package.json')),
    'lib/bin/firebase.js',
  );
  const child = spawn(process.execPath, [cli, ...args], {
    cwd: workDir,
    // Its own process group, so a terminal's Ctrl-C reaches us first and we stop it in order.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      // The CLI keeps a per-project hub file in the temp folder; separate emulators (npm start,
      // tests) must not share it.
      TMPDIR: workDir,
    },
  });
  let output = '';
  const collect = (/** @type {Buffer} */ chunk) => {
    const text = chunk.toString();
    output = (output + text).slice(-4000);
    // No SMS leaves the emulator: the sign-in code a person waits for is shown here instead.
    for (const line of text.match(/To verify the phone number \S+, use the code \d+\./g) ?? []) {
      log(`Auth emulator: ${line}`);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const host = `127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitFor(async () => (await fetch(`http://${host}/`)).ok, 90_000, 'Firebase Auth emulator'),
      exited.then((code) => {
        throw new Error(
          `Firebase Auth emulator exited (${String(code)}): ${output.trim().split('\n').slice(-3).join(' | ')}`,
        );
      }),
    ]);
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
  log(`Firebase Auth emulator ready on ${host}`);
  let stopping = false;
  // Sign-ins fail from then on: say why instead of leaving only "fetch failed" behind.
  void exited.then((code) => {
    if (!stopping) {
      log(
        `Firebase Auth emulator exited unexpectedly (${String(code)}): ${output.trim().split('\n').slice(-3).join(' | ')}`,
      );
    }
  });

  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) {
      return;
    }
    // SIGINT makes the CLI export its accounts before it exits.
    process.kill(-(/** @type {number} */ (child.pid)), 'SIGINT');
    const timer = setTimeout(() => {
      try {
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
      } catch {
        // already gone
      }
    }, 20_000);
    await exited;
    clearTimeout(timer);
  };
  return { host, stop };
}

/** @param {string} host */
function isLoopback(host) {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}
