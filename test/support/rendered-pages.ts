import fs from 'node:fs';
import path from 'node:path';

/** The built web app the in-process app serves (`npm install` builds it). */
export const STATIC_DIR = path.resolve(__dirname, '../../frontend/dist');

/** The HTML of the pages the browser renders itself. */
export function appShell(): string {
  return fs.readFileSync(path.join(STATIC_DIR, 'app-shell.html'), 'utf8');
}

/** The JSON a rendered page carries for the browser's start-up. */
export function pageData(html: string): {
  api: { queries: Record<string, { data?: unknown }> };
  auth: { status: string; user: unknown };
} {
  const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
  expect(json).not.toBeNull();
  return JSON.parse(json![1]);
}
