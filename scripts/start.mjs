// @ts-check
// `npm start`: builds what is not built yet, starts the embedded PostgreSQL and Firebase Auth
// emulator (unless configured away), then the API serving the web app on one port.
// Ctrl-C / SIGTERM stops everything it started.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build-if-needed.mjs';
import { DEMO_ADMIN, startLocalStack } from './stack/local.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const started = Date.now();
const log = (/** @type {string} */ line) => console.log(`[tutorhub] ${line}`);

let stopping = false;
/** @type {(() => Promise<void>) | undefined} */
let stopStack;
/** @type {import('node:child_process').ChildProcess | undefined} */
let api;

/** @param {number} code */
async function shutdown(code) {
  if (stopping) {
    return;
  }
  stopping = true;
  if (api && api.exitCode === null && api.signalCode === null) {
    api.kill('SIGTERM');
    await new Promise((resolve) => api?.once('exit', resolve));
  }
  await stopStack?.();
  log('stopped');
  process.exit(code);
}
// Installed first, so a signal during start-up also stops what has started.
process.on('SIGINT', () => void shutdown(130));
process.on('SIGTERM', () => void shutdown(143));

ensureBuilt(root, log);
checkConfig();

try {
  const stack = await startLocalStack(root, log);
  stopStack = stack.stop;
  if (stopping) {
    await stack.stop();
    process.exit(1);
  }
  startApi(stack.apiEnv, stack.seeding, stack.mailInbox, stack.smsInbox);
} catch (e) {
  console.error(`[tutorhub] ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {boolean} seeding
 * @param {string | undefined} mailInbox
 * @param {string | undefined} smsInbox
 */
function startApi(env, seeding, mailInbox, smsInbox) {
  const port = process.env.PORT ?? '3000';
  api = fork(path.join(root, 'backend/dist/main.js'), [], { env });
  api.on('message', (/** @type {{ready?: boolean}} */ msg) => {
    if (msg.ready) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      log(`Tutor Hub is ready on http://localhost:${port} (${seconds} s)`);
      if (seeding) {
        log(`demo admin: ${DEMO_ADMIN} / tutorhub-admin (see README)`);
      }
      if (mailInbox) {
        log(`every email it sends lands in MailDev's inbox: ${mailInbox}`);
      }
      if (smsInbox) {
        log(`every SMS it sends lands in the SMS sandbox: ${smsInbox}`);
      }
    }
  });
  api.on('exit', (code) => void shutdown(code ?? 1));
}

/** A bad setting stops start-up with one line, before anything is started. */
function checkConfig() {
  const { validateEnv } = createRequire(import.meta.url)(
    path.join(root, 'backend/dist/config/env.validation.js'),
  );
  try {
    // DATABASE_URL is filled in by the embedded PostgreSQL when unset.
    validateEnv({ DATABASE_URL: 'postgres://embedded@127.0.0.1/tutorhub', ...process.env });
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
