import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The most JavaScript (gzip) that `/` may load for a visitor with no session. The goal is
 * 150 kB; React, React Router, MUI and Redux Toolkit alone take about 158 kB, so this guards
 * against growth and is lowered as the load shrinks. The page itself comes as HTML with its data
 * (entry-prerender.tsx), and a visitor's browser loads this code only at their first move
 * (firstPaintLoader.ts). The phone menu (a native popover, in the page as sent) and the account's
 * parts as sent are part of the frame, so their list and button code is in it. The contracts'
 * English messages ride along too (the web app translates a message by its English text), so
 * every feature's new messages add a little.
 */
const BUDGET_KB = 218;

/**
 * What `/` loads besides the entry's static imports: the modules it renders or starts at once
 * (main.tsx, the page frame's parts, the home page's sections). Everything else — other pages,
 * the sign-in machinery, the account menu, the newsletter form (near the viewport), the admin area — loads
 * when it is asked for or scrolled to.
 */
const START_UP = [
  'src/store/store.ts',
  'src/lib/auth/authService.ts',
  'src/features/home/components/HomeSections.tsx',
  'src/features/auth/components/AccountControls.tsx',
  'src/features/auth/components/SuspendedAccountNotice.tsx',
  'src/i18n/enStart.ts',
  'node_modules/react-redux/',
];

/** Code that a visitor's first page must not carry. */
const FORBIDDEN = {
  'the Firebase SDK': /\/node_modules\/(@firebase|firebase)\//,
  'the charts library': /\/node_modules\/@mui\/x-charts/,
  'the admin dashboard': /\/src\/features\/admin\//,
};

type Chunk = Rolldown.OutputChunk;

/** The chunks `/` loads: the entry and the start-up modules, with their static imports. */
function firstLoad(chunks: Chunk[]): Chunk[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const roots = [
    chunks.find((c) => c.isEntry)!,
    ...START_UP.map((source) => {
      const chunk = chunks.find((c) => c.moduleIds.some((id) => id.includes(source)));
      if (!chunk) {
        throw new Error(`no chunk holds ${source}: update START_UP to match the app`);
      }
      return chunk;
    }),
  ];
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    if (!seen.has(chunk)) {
      seen.add(chunk);
      chunk.imports.forEach((name) => visit(byName.get(name)!));
    }
  };
  roots.forEach(visit);
  return [...seen];
}

describe('the JavaScript of the first visit to /', () => {
  let chunks: Chunk[];
  let loaded: Chunk[];

  beforeAll(async () => {
    const frontend = path.resolve(import.meta.dirname, '../..');
    // Vitest runs with NODE_ENV=test, which would build React's development code.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const output = (await build({
      root: frontend,
      configFile: path.join(frontend, 'vite.config.ts'),
      logLevel: 'silent',
      build: { write: false },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv;
    })) as Rolldown.RolldownOutput;
    chunks = output.output.filter((o): o is Chunk => o.type === 'chunk');
    loaded = firstLoad(chunks);
  }, 120_000);

  it(`is at most ${BUDGET_KB} kB gzip`, () => {
    const bytes = loaded.reduce((sum, c) => sum + gzipSync(c.code, { level: 9 }).length, 0);
    expect(bytes / 1024).toBeLessThanOrEqual(BUDGET_KB);
  });

  it.each(Object.entries(FORBIDDEN))('leaves out %s', (_, pattern) => {
    const modules = loaded.flatMap((c) => c.moduleIds);
    expect(modules.filter((id) => pattern.test(id))).toEqual([]);
    // The pattern does find that code in the build, so the check above can fail.
    expect(chunks.some((c) => c.moduleIds.some((id) => pattern.test(id)))).toBe(true);
  });
});
