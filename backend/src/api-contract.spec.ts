import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const GENERATED = ['backend/src/metadata.ts', 'openapi.json', 'frontend/src/store/api-schema.ts'];

/** `npm run api:generate --check`, optionally against committed files kept in `committed`. */
function checkContract(committed?: string) {
  const args = ['scripts/api-generate.mjs', '--check'];
  const result = spawnSync(
    process.execPath,
    committed ? [...args, '--committed', committed] : args,
    { cwd: root, encoding: 'utf8' },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

/** A copy of the committed generated files, `change` applied to the one named `file`. */
function committedCopy(file: string, change: (text: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-contract-'));
  for (const name of GENERATED) {
    const text = fs.readFileSync(path.join(root, name), 'utf8');
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), name === file ? change(text) : text);
  }
  return dir;
}

describe('the committed API contract (openapi.json, metadata.ts, the web app types)', () => {
  it('is what the code produces', () => {
    const { status, output } = checkContract();
    if (status !== 0) {
      throw new Error(output);
    }
    expect(output).toContain('up to date');
  }, 120_000);

  it.each([
    ['openapi.json', (text: string) => text.replace('"CreateTutorDto"', '"RenamedDto"')],
    ['frontend/src/store/api-schema.ts', (text: string) => `${text}export type Extra = 1;\n`],
    [
      'backend/src/metadata.ts',
      (text: string) => text.replace('required: true', 'required: false'),
    ],
  ])(
    'fails naming %s when it differs, and says how to fix it',
    (file, change) => {
      const dir = committedCopy(file, change);
      try {
        const { status, output } = checkContract(dir);
        expect(status).toBe(1);
        expect(output).toContain(file);
        expect(output).toContain('npm run api:generate');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
