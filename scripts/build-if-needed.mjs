// @ts-check
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Newest modification time of a file or of any file below a folder (0 when missing). */
function newest(dir) {
  if (!fs.existsSync(dir)) {
    return 0;
  }
  let latest = fs.statSync(dir).mtimeMs;
  if (!fs.statSync(dir).isDirectory()) {
    return latest;
  }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      latest = Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return latest;
}

/** What the web bundle is made of; Vite keeps no record of its inputs, so these are compared. */
const FRONTEND_SOURCES = [
  'frontend/src',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'frontend/tsconfig.json',
  'contracts/src',
];
const FRONTEND_BUNDLE = 'frontend/dist/index.html';

/**
 * Builds whatever is missing or older than its sources: contracts and the API through
 * `tsc -b` (project references, which does nothing when both are up to date), then the web
 * bundle when a source is newer than it.
 * @param {string} root
 * @param {(line: string) => void} log
 */
export function ensureBuilt(root, log) {
  const tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-b', 'backend/tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });

  const bundle = path.join(root, FRONTEND_BUNDLE);
  const built = fs.existsSync(bundle) ? fs.statSync(bundle).mtimeMs : 0;
  if (FRONTEND_SOURCES.some((s) => newest(path.join(root, s)) > built)) {
    log('building frontend…');
    execSync('npm run build -w frontend', { cwd: root, stdio: 'inherit' });
    // Touch the marker so an unchanged tree is not rebuilt next time.
    const now = new Date();
    fs.utimesSync(bundle, now, now);
  }
}

// Run directly (npm's postinstall), so `npm start` right after `npm install` starts at once.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureBuilt(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), (line) =>
    console.log(`[tutorhub] ${line}`),
  );
}
