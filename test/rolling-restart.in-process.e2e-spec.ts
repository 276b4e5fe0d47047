import { LIMITS } from '@tutorhub/contracts';
import { type ChildProcess, fork } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import { openEventStream } from '../frontend/src/lib/live/eventStream';
import type { SseEvent } from '../frontend/src/lib/live/sseParser';
import type { Target } from './support/app';
import { hireConversation } from './support/conversations';
import { hirePayload, requestHire } from './support/hires';
import { closeTarget, createAccount, type TestIdentity } from './support/identities';
import { nginxBinary, type NginxProcess, startNginx } from './support/nginx';
import { type ServerProcess, startServer, stopServer } from './support/server-process';

/**
 * A rolling restart under load, as docker/compose.yaml runs the API: two replicas of the built
 * API and the email worker on one database, behind the real nginx with docker/nginx.conf's proxy
 * settings. Members keep writing (hire requests, their cancellations, messages) and 20 of them
 * keep their live stream open, the way the web app does, while one replica is stopped with
 * SIGTERM and started again. No write may be lost, made twice or refused for good, and every
 * stream must come back within 5 s with every message sent to it meanwhile.
 */

/** How the replicas stop: a short pause before they stop taking connections (compose has none). */
const REPLICA_ENV = {
  MAIL_WORKER: 'false',
  SHUTDOWN_DELAY_MS: '1000',
  TRUST_PROXY: 'true',
  SMTP_URL: process.env.E2E_SMTP_URL ?? '',
  MAIL_FROM: process.env.E2E_MAIL_FROM ?? '',
};
/** Conversations written to; each one's two parties hold a stream (20 streams). */
const CONVERSATIONS = 10;
/** Students who keep requesting (and cancelling) hires besides the messages. */
const HIRE_CLIENTS = 3;
/** Members who keep reading while the others write. */
const READERS = 2;
/** Longest a stream may stay closed. */
const STREAM_GAP_MAX_MS = 5000;
/** A 503's Retry-After is honoured up to this long, so that the test stays short. */
const RETRY_WAIT_MAX_MS = 500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Letters only: a number in a message's text would trip the contact rule. */
const tag = `roll${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

/** One numbered write and every answer it got, in order (0: no answer at all). */
interface WriteRecord {
  number: number;
  kind: 'message' | 'hire' | 'cancel';
  answers: number[];
  /** The message's conversation (index into the pairs). */
  conversation?: number;
  /** The id the accepted write answered. */
  id?: string;
  /** The last answer's body or the network error, when it failed. */
  failure?: string;
}

/** A member's live stream, kept open by the web app's own stream client. */
interface Watch {
  conversationId: string;
  /** The ids of the conversation's messages seen: live, or fetched on (re)opening. */
  received: Set<string>;
  live: boolean;
  /** Set when the stream dropped, until it is open again. */
  downSince?: number;
  /** How long each closure lasted. */
  gaps: number[];
  catchUpFailures: string[];
  stop: () => void;
}

/** The email worker as compose runs it (backend/dist/worker.js), once it runs. */
function startWorker(): Promise<ChildProcess> {
  const child = fork(path.join(__dirname, '..', 'backend/dist/worker.js'), [], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, ...REPLICA_ENV, MAIL_WORKER: 'true' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('message', (msg: { ready?: boolean }) => msg.ready && resolve(child));
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}): ${output}`)));
  });
}

describe('rolling restart behind nginx', () => {
  const replicas: { a?: ServerProcess; b?: ServerProcess } = {};
  let worker: ChildProcess | undefined;
  let nginx: NginxProcess | undefined;
  let base = '';
  let target: Target | undefined;
  const pairs: Array<{ student: TestIdentity; tutor: TestIdentity; conversationId: string }> = [];
  const watches: Watch[] = [];
  let writing = false;

  async function ready(env: Record<string, string>): Promise<ServerProcess> {
    const server = await startServer({ ...REPLICA_ENV, ...env });
    if (server.child.exitCode !== null) {
      throw new Error(`a replica did not start: ${server.output()}`);
    }
    return server;
  }

  /** The web app's catch-up on (re)opening: the conversation's latest messages, fetched again. */
  async function catchUp(watch: Watch, token: string): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        const res = await fetch(
          `${base}/api/conversations/${watch.conversationId}/messages?limit=${LIMITS.messagePageMax}`,
          { headers: { Authorization: `Bearer ${token}` } },
        );
        if (res.status === 200) {
          for (const message of (await res.json()) as Array<{ _id: string }>) {
            watch.received.add(message._id);
          }
          return;
        }
        watch.catchUpFailures.push(`${res.status}`);
      } catch (e) {
        watch.catchUpFailures.push(String(e));
      }
      await pause(200);
    }
  }

  function watch(member: TestIdentity, conversationId: string): Watch {
    const token = member.token!;
    const w: Watch = {
      conversationId,
      received: new Set(),
      live: false,
      gaps: [],
      catchUpFailures: [],
      stop: () => undefined,
    };
    w.stop = openEventStream({
      connect: (signal) =>
        fetch(`${base}/api/events`, {
          headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
          signal,
        }),
      refreshToken: () => Promise.resolve(false),
      onEvent: (event: SseEvent) => {
        if (event.event === 'message') {
          const data = JSON.parse(event.data) as {
            conversationId: string;
            message: { _id: string };
          };
          if (data.conversationId === conversationId) {
            w.received.add(data.message._id);
          }
        }
      },
      onMode: (mode) => {
        if (mode !== 'live' && w.live) {
          w.live = false;
          w.downSince = Date.now();
        }
      },
      onOpen: () => {
        w.live = true;
        if (w.downSince !== undefined) {
          w.gaps.push(Date.now() - w.downSince);
          w.downSince = undefined;
        }
        void catchUp(w, token);
      },
    });
    return w;
  }

  beforeAll(async () => {
    nginxBinary(); // before anything starts: no nginx, no test (with how to install it)
    replicas.a = await ready({});
    replicas.b = await ready({});
    worker = await startWorker();
    nginx = await startNginx([replicas.a.port, replicas.b.port]);
    base = `http://127.0.0.1:${nginx.port}`;
    const via: Target = { server: base, created: [] };
    target = via;
    // Five at a time: registrations are heavy on a 2-CPU machine running other tests.
    for (let i = 0; i < CONVERSATIONS; i += 5) {
      const made = await Promise.all(
        Array.from({ length: Math.min(5, CONVERSATIONS - i) }, async () => {
          const [student, tutor] = await Promise.all([
            createAccount(via, 'student', { kind: 'student' }),
            createAccount(via, 'tutor', { kind: 'tutor' }),
          ]);
          const hireId = await requestHire(via, student, tutor);
          const { _id } = await hireConversation(via, student, hireId);
          return { student, tutor, conversationId: _id };
        }),
      );
      pairs.push(...made);
    }
    for (const pair of pairs) {
      watches.push(
        watch(pair.student, pair.conversationId),
        watch(pair.tutor, pair.conversationId),
      );
    }
    const deadline = Date.now() + 15_000;
    while (!watches.every((w) => w.live) && Date.now() < deadline) {
      await pause(50);
    }
    expect(watches.filter((w) => !w.live)).toHaveLength(0);
  }, 90_000);

  afterAll(async () => {
    writing = false;
    watches.forEach((w) => w.stop());
    await closeTarget(target).catch(() => undefined);
    await Promise.all([stopServer(replicas.a), stopServer(replicas.b)]);
    if (worker && worker.exitCode === null && worker.signalCode === null) {
      const exited = new Promise((resolve) => worker!.once('exit', resolve));
      worker.kill('SIGKILL');
      await exited;
    }
    await nginx?.stop();
  }, 30_000);

  it('loses no write, makes none twice and brings every stream back', async () => {
    const writes: WriteRecord[] = [];
    let counter = 0;
    let retried503 = 0;

    /**
     * A write through nginx. Retried only when it certainly did nothing: the API's own 503
     * (with Retry-After: it answers so before any work), or no connection at all. Anything
     * else, a 502 above all (the request may have reached a replica), is its final answer.
     */
    async function send(
      record: WriteRecord,
      method: string,
      url: string,
      token: string,
      body: object,
    ): Promise<Response | undefined> {
      writes.push(record);
      for (;;) {
        let res: Response;
        try {
          res = await fetch(`${base}${url}`, {
            method,
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(20_000),
          });
        } catch (e) {
          const code = (e as { cause?: { code?: string } }).cause?.code;
          record.answers.push(0);
          if (code === 'ECONNREFUSED') {
            await pause(100);
            continue;
          }
          record.failure = String(code ?? e);
          return undefined;
        }
        record.answers.push(res.status);
        const retryAfter = Number(res.headers.get('retry-after'));
        if (res.status === 503 && retryAfter > 0) {
          await res.arrayBuffer();
          retried503 += 1;
          await pause(Math.min(retryAfter * 1000, RETRY_WAIT_MAX_MS));
          continue;
        }
        if (res.status >= 300) {
          record.failure = await res.text();
        }
        return res;
      }
    }

    async function messages(conversation: number): Promise<void> {
      const pair = pairs[conversation];
      while (writing) {
        const number = (counter += 1);
        const from = number % 2 === 0 ? pair.student : pair.tutor;
        const record: WriteRecord = { number, kind: 'message', conversation, answers: [] };
        const res = await send(
          record,
          'POST',
          `/api/conversations/${pair.conversationId}/messages`,
          from.token!,
          { text: `${tag} m${number}` },
        );
        if (res?.status === 201) {
          record.id = ((await res.json()) as { _id: string })._id;
        }
        await pause(30);
      }
    }

    async function hires(client: number): Promise<void> {
      const { student } = pairs[client];
      const tutor = pairs[(client + 1) % pairs.length].tutor;
      while (writing) {
        const number = (counter += 1);
        const request: WriteRecord = { number, kind: 'hire', answers: [] };
        const res = await send(request, 'POST', '/api/hires', student.token!, {
          ...hirePayload(tutor.user!.id),
          message: `${tag} h${number}`,
        });
        if (res?.status !== 201) {
          break;
        }
        request.id = ((await res.json()) as { insertedId: string }).insertedId;
        // Cancelled, so that the pair may be asked again (one open hire per pair).
        const cancel: WriteRecord = { number, kind: 'cancel', answers: [] };
        const moved = await send(cancel, 'PATCH', `/api/hires/${request.id}`, student.token!, {
          status: 'cancelled',
        });
        if (moved?.status !== 200) {
          break;
        }
        await pause(30);
      }
    }

    /** Reads, as the web app makes them beside its writes; nginx may pass them on by itself. */
    const reads: number[] = [];
    async function reader(member: TestIdentity): Promise<void> {
      while (writing) {
        try {
          const res = await fetch(`${base}/api/conversations/unread-count`, {
            headers: { Authorization: `Bearer ${member.token}` },
            signal: AbortSignal.timeout(20_000),
          });
          await res.arrayBuffer();
          reads.push(res.status);
        } catch {
          reads.push(0);
        }
        await pause(30);
      }
    }

    writing = true;
    const load = Promise.all([
      ...pairs.map((_, i) => messages(i)),
      ...Array.from({ length: HIRE_CLIENTS }, (_, i) => hires(i)),
      ...Array.from({ length: READERS }, (_, i) => reader(pairs[i].tutor)),
    ]);
    await pause(2500);

    // SIGTERM to A, whose own readiness is watched until it exits.
    const stopped = replicas.a!;
    const readiness: Array<{ status: number; at: number }> = [];
    const signalled = Date.now();
    stopped.child.kill('SIGTERM');
    let exitedAt = 0;
    void stopped.exited.then(() => (exitedAt = Date.now()));
    while (exitedAt === 0) {
      try {
        const res = await fetch(`http://127.0.0.1:${stopped.port}/api/health/ready`, {
          signal: AbortSignal.timeout(2000),
        });
        await res.arrayBuffer();
        readiness.push({ status: res.status, at: Date.now() });
      } catch {
        // Closed: it is on its way out.
      }
      await pause(50);
    }
    const exitCode = await stopped.exited;
    const sigtermToExitMs = exitedAt - signalled;

    // Started again where it was; nginx sends it traffic again once it takes connections.
    replicas.a = await ready({ PORT: String(stopped.port) });
    await pause(2000);
    writing = false;
    await load;

    // Whatever was sent last has a moment to reach the streams.
    const accepted = writes.filter((w) => w.kind === 'message' && w.id);
    const missingFrom = (w: Watch) =>
      accepted.filter(
        (m) => pairs[m.conversation!].conversationId === w.conversationId && !w.received.has(m.id!),
      );
    const deadline = Date.now() + STREAM_GAP_MAX_MS;
    while (watches.some((w) => missingFrom(w).length > 0) && Date.now() < deadline) {
      await pause(100);
    }

    // The database: each accepted write's number exactly once, and nothing else of this run.
    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    const counts = new Map<string, number>();
    const statuses = new Map<string, string>();
    try {
      const rows = (
        await db.query<{ key: string; n: number }>(
          `SELECT substring("text" from ' (m[0-9]+)$') AS key, count(*)::int AS n
             FROM "messages" WHERE "text" LIKE $1 GROUP BY 1`,
          [`${tag} m%`],
        )
      ).rows;
      const hireRows = (
        await db.query<{ key: string; n: number; status: string }>(
          `SELECT substring("message" from ' (h[0-9]+)$') AS key, count(*)::int AS n,
                  min("status") AS status
             FROM "hires" WHERE "message" LIKE $1 GROUP BY 1`,
          [`${tag} h%`],
        )
      ).rows;
      for (const row of [...rows, ...hireRows]) {
        counts.set(row.key, row.n);
      }
      hireRows.forEach((row) => statuses.set(row.key, row.status));
    } finally {
      await db.end();
    }
    const creations = writes.filter((w) => w.kind !== 'cancel');
    const keyOf = (w: WriteRecord) => `${w.kind === 'hire' ? 'h' : 'm'}${w.number}`;
    const acceptedKeys = new Set(creations.filter((w) => w.id).map(keyOf));
    const lost = [...acceptedKeys].filter((key) => !counts.has(key));
    const duplicated = [...counts].filter(([, n]) => n > 1).map(([key]) => key);
    const unanswered = [...counts.keys()].filter((key) => !acceptedKeys.has(key));

    const longestGap = Math.max(0, ...watches.flatMap((w) => w.gaps));
    console.log(
      `rolling restart: ${writes.length} writes sent, ${retried503} 503s retried, ` +
        `${reads.length} reads, ` +
        `lost ${lost.length}, duplicated ${duplicated.length}, ` +
        `longest stream gap ${longestGap} ms, SIGTERM-to-exit ${sigtermToExitMs} ms`,
    );

    // Every write ended 2xx, with nothing but retryable answers before.
    const failed = writes.filter(
      (w) =>
        w.failure !== undefined ||
        !(w.answers.at(-1)! >= 200 && w.answers.at(-1)! < 300) ||
        w.answers.slice(0, -1).some((status) => status !== 503 && status !== 0),
    );
    // nginx's error log says why a write failed (a 502: what it saw of the replica).
    expect({ failed, nginx: failed.length > 0 ? nginx!.errorLog() : '' }).toEqual({
      failed: [],
      nginx: '',
    });
    // Reads a stopping replica refused went on to the other one, inside nginx.
    expect(reads.filter((status) => status !== 200)).toEqual([]);
    expect(writes.length).toBeGreaterThan(100);
    expect({ lost, duplicated, unanswered }).toEqual({ lost: [], duplicated: [], unanswered: [] });
    // Every accepted hire request was also cancelled, once.
    const cancelled = writes.filter((w) => w.kind === 'cancel' && w.answers.at(-1) === 200);
    expect(cancelled.map((w) => statuses.get(`h${w.number}`))).toEqual(
      cancelled.map(() => 'cancelled'),
    );

    // A answered not ready while it still ran, then exited cleanly and promptly.
    const firstNotReady = readiness.find((r) => r.status === 503);
    expect(firstNotReady).toBeDefined();
    expect(firstNotReady!.at).toBeLessThan(exitedAt);
    expect(readiness.filter((r) => r.at > firstNotReady!.at && r.status !== 503)).toEqual([]);
    expect(exitCode).toBe(0);
    expect(sigtermToExitMs).toBeLessThan(10_000);

    // Streams: some were on A and came back; none stayed away long; none missed a message.
    expect(watches.flatMap((w) => w.gaps).length).toBeGreaterThan(0);
    expect(watches.filter((w) => !w.live || w.downSince !== undefined)).toEqual([]);
    expect(longestGap).toBeLessThan(STREAM_GAP_MAX_MS);
    expect(watches.map((w) => missingFrom(w).length)).toEqual(watches.map(() => 0));
    expect(watches.flatMap((w) => w.catchUpFailures)).toEqual([]);
  }, 60_000);
});
