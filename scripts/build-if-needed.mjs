// @ts-check
import { execSync } from 'node:child_process';
import fs from 'node:fs';
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

/**
 * Builds each workspace whose output is missing or older than its sources, in dependency order.
 * @param {string} root
 * @param {(line: string) => void} log
 */
export function ensureBuilt(root, log) {
  const workspaces = [
    { name: 'contracts', sources: ['contracts/src'], output: 'contracts/dist/index.js' },
    { name: 'backend', sources: ['backend/src', 'contracts/src'], output: 'backend/dist/main.js' },
    {
      name: 'frontend',
      sources: ['frontend/src', 'frontend/index.html', 'contracts/src'],
      output: 'frontend/dist/index.html',
    },
  ];
  for (const ws of workspaces) {
    const output = path.join(root, ws.output);
    const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
    if (ws.sources.some((s) => newest(path.join(root, s)) > built)) {
      log(`building ${ws.name}…`);
      execSync(`npm run build -w ${ws.name}`, { cwd: root, stdio: 'inherit' });
      // Touch the marker so an unchanged tree is not rebuilt next time.
      const now = new Date();
      fs.utimesSync(output, now, now);
    }
  }
}

// Run directly (npm's postinstall), so `npm start` right after `npm install` starts at once.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureBuilt(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), (line) =>
    console.log(`[tutorhub] ${line}`),
  );
}
