// @ts-check
// The live-events part of `npm run bench`: BENCH_STREAMS open event streams on the one API
// instance, the memory they cost, and how fast a message reaches them while messages are
// posted at BENCH_STREAM_RATE a second.
import http from 'node:http';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

/** @typedef {{ connect(): Promise<void>, end(): Promise<void>,
 *   query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }} PgClient */
const pg = /** @type {{ Client: new (options: { connectionString: string }) => PgClient }} */ (
  createRequire(import.meta.url)('pg')
);

/** Streams one account may hold (the API refuses more). */
const STREAMS_PER_ACCOUNT = 5;

/**
 * One open stream: resolves once the server has answered 200, then calls `onMessage` with the
 * id of each message event as it arrives.
 * @param {string} baseUrl
 * @param {string} token
 * @param {(messageId: string) => void} onMessage
 * @returns {Promise<http.ClientRequest>}
 */
function openStream(baseUrl, token, onMessage) {
  const url = new URL('/api/events', baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`GET /api/events answered ${res.statusCode}`));
          res.resume();
          return;
        }
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (/** @type {string} */ chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (frame.startsWith('event: message\n')) {
              const data = JSON.parse(frame.slice(frame.indexOf('data: ') + 6));
              onMessage(data.message._id);
            }
          }
        });
        resolve(request);
      },
    );
    request.on('error', (e) => {
      if (/** @type {NodeJS.ErrnoException} */ (e).code !== 'ECONNRESET') {
        reject(e);
      }
    });
  });
}

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/**
 * Opens `streams` streams on the API (five per listening account), measures the API's resident
 * memory before and after, then posts `rate` messages a second for `seconds` from `sender` to
 * the listeners and times each delivery, from the moment its POST leaves to its arrival on a
 * stream. The API's connections to PostgreSQL are counted idle and under load, against the pool.
 * @param {{ baseUrl: string, databaseUrl: string, apiPid: number, poolSize: number,
 *   sender: { email: string, token: string },
 *   listeners: Array<{ email: string, token: string }>,
 *   streams: number, rate: number, seconds: number,
 *   rssMb: (pid: number) => number }} options
 */
export async function measureStreams(options) {
  const { baseUrl, databaseUrl, apiPid, sender, listeners, streams, rate, seconds } = options;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  /** @type {http.ClientRequest[]} */
  const open = [];
  try {
    // One accepted hire and its conversation per listener, the sender its student.
    const { rows } = await db.query(
      `WITH s AS (SELECT id FROM users WHERE email = $1),
        l AS (SELECT id FROM users WHERE email = ANY($2::text[])),
        h AS (INSERT INTO hires ("tutorId", "studentId", status, subject, "classLevel",
            "daysPerWeek", salary, "startDate", mode, "acceptedAt")
          SELECT l.id, s.id, 'accepted', 'Physics', 'Class 9', 3, 8000, '2030-01-01', 'online', now()
          FROM l, s RETURNING id, "tutorId", "studentId")
       INSERT INTO conversations (kind, "refId", "studentId", "tutorId")
       SELECT 'hire', h.id, h."studentId", h."tutorId" FROM h RETURNING id`,
      [sender.email, listeners.map((l) => l.email)],
    );
    const conversations = rows.map((r) => String(r.id));
    const connections = async () =>
      Number(
        (
          await db.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND backend_type = 'client backend'
                AND pid <> pg_backend_pid() AND application_name <> 'tutorhub-email'`,
          )
        ).rows[0].n,
      );

    /** @type {Map<string, number>} when each message's POST left */
    const sentAt = new Map();
    /** @type {Map<string, number[]>} when each message reached a stream (maybe before its answer) */
    const arrivals = new Map();
    const onMessage = (/** @type {string} */ id) => {
      arrivals.set(id, [...(arrivals.get(id) ?? []), performance.now()]);
    };

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssBefore = options.rssMb(apiPid);
    const connectionsBefore = await connections();
    for (let i = 0; i < streams; i++) {
      const listener = listeners[Math.floor(i / STREAMS_PER_ACCOUNT)];
      open.push(await openStream(baseUrl, listener.token, onMessage));
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssOpen = options.rssMb(apiPid);
    const connectionsIdle = await connections();

    // Posts at the rate asked for, each to the next listener's conversation.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    const total = rate * seconds;
    let failures = 0;
    let peakConnections = connectionsIdle;
    const posts = [];
    const began = performance.now();
    for (let n = 0; n < total; n++) {
      const due = began + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) {
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
      if (n % rate === 0) {
        peakConnections = Math.max(peakConnections, await connections());
      }
      posts.push(
        postMessage(baseUrl, agent, sender.token, conversations[n % conversations.length]).then(
          ({ id, at }) => (id ? sentAt.set(id, at) : failures++),
        ),
      );
    }
    await Promise.all(posts);
    // The last deliveries.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    agent.destroy();
    const delivered = [...sentAt].flatMap(([id, at]) =>
      (arrivals.get(id) ?? []).map((t) => t - at),
    );
    delivered.sort((x, y) => x - y);
    const expected = (total - failures) * STREAMS_PER_ACCOUNT;
    return {
      streams,
      rssBeforeMb: Math.round(rssBefore),
      rssOpenMb: Math.round(rssOpen),
      kbPerStream: Math.round(((rssOpen - rssBefore) * 1024) / streams),
      messages: total,
      messagesPerSecond: rate,
      failedPosts: failures,
      deliveries: delivered.length,
      missedDeliveries: Math.max(0, expected - delivered.length),
      p50Ms: Math.round(percentile(delivered, 50) * 10) / 10,
      p99Ms: Math.round(percentile(delivered, 99) * 10) / 10,
      poolSize: options.poolSize,
      dbConnectionsBefore: connectionsBefore,
      dbConnectionsIdleStreams: connectionsIdle,
      dbConnectionsPeak: peakConnections,
    };
  } finally {
    for (const request of open) {
      request.destroy();
    }
    await db.end();
  }
}

/**
 * POSTs one message; answers its id (undefined on a failure) and when the request left.
 * @param {string} baseUrl
 * @param {http.Agent} agent
 * @param {string} token
 * @param {string} conversationId
 * @returns {Promise<{ id: string | undefined, at: number }>}
 */
function postMessage(baseUrl, agent, token, conversationId) {
  const body = JSON.stringify({ text: 'See you at 7 pm tomorrow.' });
  return new Promise((resolve) => {
    const at = performance.now();
    const request = http.request(
      new URL(`/api/conversations/${conversationId}/messages`, baseUrl),
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (/** @type {string} */ chunk) => (text += chunk));
        res.on('end', () => {
          const id = res.statusCode === 201 ? String(JSON.parse(text)._id) : undefined;
          resolve({ id, at });
        });
      },
    );
    request.on('error', () => resolve({ id: undefined, at }));
    request.end(body);
  });
}
