import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.dirname(new URL(import.meta.url).pathname);

/** Every module of this folder another one imports: static, dynamic and type-only imports alike. */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(DIR, file), 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.\/[\w.]+)'/g)].map(
    (m) => m[1],
  );
  return specifiers.flatMap((specifier) => {
    const base = specifier.slice(2);
    const found = modules.find((m) => m === base || m.replace(/\.tsx?$/, '') === base);
    return found ? [found] : [];
  });
}

const modules = readdirSync(DIR).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

/** The first import loop found among `modules`, as the files along it; undefined if none. */
function findLoop(): string[] | undefined {
  const done = new Set<string>();
  const walk = (file: string, trail: string[]): string[] | undefined => {
    if (trail.includes(file)) {
      return [...trail.slice(trail.indexOf(file)), file];
    }
    if (done.has(file)) {
      return undefined;
    }
    for (const next of importsOf(file)) {
      const loop = walk(next, [...trail, file]);
      if (loop) {
        return loop;
      }
    }
    done.add(file);
    return undefined;
  };
  for (const file of modules) {
    const loop = walk(file, []);
    if (loop) {
      return loop;
    }
  }
  return undefined;
}

describe('the i18n modules', () => {
  it('import each other one way only (no loop, counting lazy and type imports)', () => {
    expect(findLoop()).toBeUndefined();
  });

  it('are all read by the check', () => {
    expect(modules).toEqual(expect.arrayContaining(['language.ts', 'bnPack.ts', 'hooks.ts']));
    expect(importsOf('bnPack.ts')).toContain('bn.ts');
  });
});
