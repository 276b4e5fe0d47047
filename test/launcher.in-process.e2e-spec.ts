import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// The launcher of `npm start` is plain ESM: each case runs it in a child Node process, as
// npm start does, and reads what a person would see.
const root = path.join(__dirname, '..');
const run = promisify(execFile);
const stack = (file: string) => path.join(root, 'scripts/stack', file);

async function runModule(code: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--input-type=module', '-e', code], {
      cwd: root,
      timeout: 60_000,
    });
    return { code: 0, out: stdout + stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { code: err.code ?? 1, out: (err.stdout ?? '') + (err.stderr ?? '') };
  }
}

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-launcher-'));
  fs.chmodSync(dir, 0o755); // PostgreSQL runs as the postgres user
  return dir;
}

async function listen(port: number): Promise<net.Server> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

describe('embedded launcher', () => {
  const pgPort = Number(process.env.E2E_PG_PORT ?? 54329) + 1;
  const authPort = Number(process.env.E2E_AUTH_PORT ?? 9199) + 1;

  it('reports a busy PostgreSQL port in one clear line instead of hanging', async () => {
    const server = await listen(pgPort);
    const dir = tempDir();
    try {
      const result = await runModule(
        `import { startEmbeddedPostgres } from ${JSON.stringify(stack('postgres.mjs'))};
         await startEmbeddedPostgres({ dataDir: ${JSON.stringify(path.join(dir, 'pg'))}, port: ${pgPort} });`,
      );
      expect(result.code).not.toBe(0);
      expect(result.out).toContain(`Port ${pgPort} (embedded PostgreSQL) is already in use`);
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a busy emulator port in one clear line', async () => {
    const server = await listen(authPort);
    const dir = tempDir();
    try {
      const result = await runModule(
        `import { startAuthEmulator } from ${JSON.stringify(stack('auth-emulator.mjs'))};
         await startAuthEmulator({ workDir: ${JSON.stringify(dir)}, port: ${authPort} });`,
      );
      expect(result.code).not.toBe(0);
      expect(result.out).toContain(`Port ${authPort} (Firebase Auth emulator) is already in use`);
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts again after its parent was SIGKILLed, stopping the orphan server and keeping the data', async () => {
    const dir = tempDir();
    const dataDir = path.join(dir, 'pg');
    const session = (sql: string, end: string) =>
      runModule(
        `import { startEmbeddedPostgres } from ${JSON.stringify(stack('postgres.mjs'))};
         import pg from 'pg';
         const db = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${pgPort}, fast: true });
         const client = new pg.Client({ connectionString: db.url });
         await client.connect();
         const res = await client.query(${JSON.stringify(sql)});
         console.log('ROWS=' + JSON.stringify(res.rows));
         await client.end();
         ${end}`,
      );
    const postmasterPid = () =>
      Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    try {
      // A crash: the parent dies at once and leaves the server running with its pid file.
      const crashed = await session(
        'CREATE TABLE kept AS SELECT 42 AS n',
        `process.kill(process.pid, 'SIGKILL');`,
      );
      expect(crashed.out).toContain('ROWS=[]');
      const orphan = postmasterPid();
      expect(alive(orphan)).toBe(true);

      const next = await session('SELECT n FROM kept', 'await db.stop();');
      expect(next.out).toContain('ROWS=[{"n":42}]');
      expect(next.code).toBe(0);
      expect(alive(orphan)).toBe(false);
    } finally {
      // Never leave a server behind when an assertion above failed.
      if (fs.existsSync(path.join(dataDir, 'postmaster.pid')) && alive(postmasterPid())) {
        process.kill(postmasterPid(), 'SIGINT');
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('stops start-up with one clear line on a bad setting, before starting anything', async () => {
    for (const [name, value, message] of [
      ['PORT', 'abc', 'Invalid configuration: PORT must be a whole number from 1 to 65535'],
      [
        'DATABASE_URL',
        'not-a-url',
        'Invalid configuration: DATABASE_URL must be a postgres:// URL',
      ],
    ]) {
      const result = await run(process.execPath, [path.join(root, 'backend/dist/main.js')], {
        cwd: root,
        env: {
          ...process.env,
          [name]: value,
          DATABASE_URL: name === 'DATABASE_URL' ? value : 'postgres://x@127.0.0.1/x',
        },
      }).catch((e: { code: number; stderr: string }) => e);
      expect(result).toMatchObject({ code: 1 });
      expect((result as { stderr: string }).stderr.trim()).toBe(message);
    }
  });
});
