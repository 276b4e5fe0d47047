import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freshDatabase } from './support/databases';
import { startOwnPostgres } from './support/own-postgres';
import {
  accepts,
  freePort,
  type ServerProcess,
  startServer,
  stopServer,
} from './support/server-process';

// The built API as its own process: liveness, readiness, the metrics listener, `npm run migrate`
// and the stop signal, as a load balancer, Prometheus and the migration Job see them.

const root = path.join(__dirname, '..');
const MIGRATIONS = fs
  .readdirSync(path.join(root, 'backend/dist/database/migrations'))
  .filter((file) => file.endsWith('.js')).length;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function get(port: number, urlPath: string) {
  const res = await fetch(`http://127.0.0.1:${port}${urlPath}`);
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Plain text (the metrics) or an empty answer.
  }
  return { status: res.status, text, body, headers: res.headers };
}

/** Runs `npm run migrate`'s script on `databaseUrl`: its exit code and output. */
function migrate(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = fork(path.join(root, 'backend/dist/migrate.js'), [], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function appliedMigrations(databaseUrl: string): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>('SELECT "name" FROM "migrations"');
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

describe('health, metrics, migrations and shutdown of the built API', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await stopServer(server);
    server = undefined;
  });

  it('answers live and ready, and serves metrics only on their own loopback listener', async () => {
    const metricsPort = await freePort();
    // With mail on, so the email queue exists and is counted.
    server = await startServer({
      METRICS_PORT: String(metricsPort),
      SMTP_URL: process.env.E2E_SMTP_URL as string,
      MAIL_FROM: process.env.E2E_MAIL_FROM as string,
    });
    const live = await get(server.port, '/api/health/live');
    expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(live.headers.get('cache-control')).toBe('no-store');
    const ready = await get(server.port, '/api/health/ready');
    expect(ready).toMatchObject({
      status: 200,
      body: {
        status: 'ok',
        database: 'up',
        migrations: 'current',
        changeFeed: 'up',
        stopping: false,
      },
    });
    await get(server.port, '/api/getCourse');

    // Never on the API's own port.
    expect((await get(server.port, '/metrics')).status).toBe(404);
    expect((await get(server.port, '/api/metrics')).status).toBe(404);

    const metrics = await get(metricsPort, '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
    for (const name of [
      'http_request_duration_seconds_bucket',
      'response_cache_hits_total',
      'response_cache_misses_total',
      'db_pool_connections_total',
      'db_pool_connections_idle',
      'db_pool_requests_waiting',
      'live_streams_open',
      'queue_jobs_waiting',
      'queue_jobs_failed',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(`${name}: ${metrics.text.includes(`\n${name}`)}`).toBe(`${name}: true`);
    }
    // Labelled by the route pattern and status, not by the raw URL.
    expect(metrics.text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health\/ready",status="200"\} 1/,
    );
    expect(metrics.text).toMatch(/queue_jobs_waiting\{queue="email"\} \d+/);
    // Loopback by default: not reachable on the machine's other addresses.
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (outside) {
      expect(await accepts(outside, metricsPort)).toBe(false);
    }
    expect((await get(metricsPort, '/')).status).toBe(404);
  });

  it('two migrations of one empty database at once both succeed and apply each migration once', async () => {
    const url = await freshDatabase('e2e_migrate_twice');
    const [first, second] = await Promise.all([migrate(url), migrate(url)]);
    expect([first.code, second.code]).toEqual([0, 0]);
    const names = await appliedMigrations(url);
    expect(names).toHaveLength(MIGRATIONS);
    expect(new Set(names).size).toBe(MIGRATIONS);
    // One of them did the work, the other found nothing pending.
    expect([first.output, second.output].filter((o) => o.includes('none pending'))).toHaveLength(1);
    expect((await migrate(url)).output).toContain('Migrations: none pending');
  }, 60_000);

  it('with MIGRATE_ON_BOOT=false on a database behind its migrations: live, but not ready', async () => {
    // The schema of the last release: every migration but the newest one.
    const url = await freshDatabase('e2e_not_migrated');
    expect((await migrate(url)).code).toBe(0);
    const client = new Client({ connectionString: url });
    await client.connect();
    const {
      rows: [newest],
    } = await client.query<{ timestamp: string; name: string }>(
      'DELETE FROM "migrations" WHERE "id" = (SELECT max("id") FROM "migrations") RETURNING "timestamp", "name"',
    );
    try {
      server = await startServer({
        DATABASE_URL: url,
        MIGRATE_ON_BOOT: 'false',
        MAIL_DISABLED: 'true',
      });
      expect((await get(server.port, '/api/health/live')).status).toBe(200);
      const ready = await get(server.port, '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'error', database: 'up', migrations: 'pending' });
      expect(ready.body).toMatchObject({ statusCode: 503, code: expect.any(String) });
      // The migration left unrecorded was not run at boot.
      expect(await appliedMigrations(url)).not.toContain(newest.name);

      // Once the release's migrations are recorded (the Job ran), it turns ready.
      await client.query('INSERT INTO "migrations" ("timestamp", "name") VALUES ($1, $2)', [
        newest.timestamp,
        newest.name,
      ]);
      expect((await get(server.port, '/api/health/ready')).status).toBe(200);
    } finally {
      await client.end();
    }
  }, 60_000);

  it('answers not ready from the stop signal on, while it still serves, then exits', async () => {
    server = await startServer({ SHUTDOWN_DELAY_MS: '1500' });
    expect((await get(server.port, '/api/health/ready')).status).toBe(200);
    server.child.kill('SIGTERM');
    await pause(200);
    const ready = await get(server.port, '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'error', stopping: true });
    // During the delay the health checks answer, and any other new request gets a retryable
    // 503, so that a load balancer that reads no readiness takes it out too (nginx).
    expect((await get(server.port, '/api/health/live')).status).toBe(200);
    const refused = await get(server.port, '/api/getCourse');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.body).toMatchObject({ statusCode: 503, code: 'general.serviceUnavailable' });
    expect(await server.exited).toBe(0);
  });

  it('answers not ready while its database is down, and ready again once it is back', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-ready-'));
    fs.chmodSync(dir, 0o755);
    const pgPort = await freePort();
    let db = await startOwnPostgres(path.join(dir, 'pg'), pgPort);
    try {
      server = await startServer({ DATABASE_URL: db.url, MAIL_DISABLED: 'true' });
      expect((await get(server.port, '/api/health/ready')).status).toBe(200);
      await db.stop();
      const started = Date.now();
      const down = await get(server.port, '/api/health/ready');
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ status: 'error', database: 'down' });
      // The database is given 1 s, never the probe's whole timeout.
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await get(server.port, '/api/health/live')).status).toBe(200);

      db = await startOwnPostgres(path.join(dir, 'pg'), pgPort);
      let status = 0;
      for (let tries = 0; tries < 40 && status !== 200; tries++) {
        await pause(250);
        status = (await get(server.port, '/api/health/ready')).status;
      }
      expect(status).toBe(200);
    } finally {
      await stopServer(server);
      server = undefined;
      await db.stop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
