import {
  compileMessageOrThrow,
  type CompiledMessage,
  type CompiledMessageToken,
} from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CATALOGS = path.join(import.meta.dirname, 'catalogs');
const SRC = path.join(import.meta.dirname, '..');

/**
 * Keys the code builds from a value rather than writing them out (`terms.subject.` + subject,
 * `messages.` + message code): a key under one of these counts as used when the prefix is.
 */
const DYNAMIC_PREFIXES = [
  'terms.subject.',
  'terms.mode.',
  'terms.hireStatus.',
  'terms.jobStatus.',
  'terms.hireReason.',
  'terms.role.',
  'terms.courseStatus.',
  'messages.',
];

type Catalog = Record<string, string>;

const read = (language: string, file: string): Catalog =>
  JSON.parse(readFileSync(path.join(CATALOGS, language, file), 'utf8')) as Catalog;

const areaFiles = readdirSync(path.join(CATALOGS, 'en')).filter((f) => f.endsWith('.json'));

/** The names of the values a message reads: `{name}`, `{count, plural, …}`, … */
function placeholders(message: CompiledMessage, names = new Set<string>()): Set<string> {
  message.forEach((token: CompiledMessageToken) => {
    if (typeof token === 'string') {
      return;
    }
    const [name, , format] = token;
    names.add(name);
    if (format && typeof format === 'object') {
      Object.values(format as Record<string, unknown>)
        .filter(Array.isArray)
        .forEach((choice) => placeholders(choice as CompiledMessage, names));
    }
  });
  return names;
}

/** The web app's code, without the catalogs and the tests (a key only a test uses is unused). */
function sourceText(): string {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(SRC, file), 'utf8'))
    .join('\n');
}

describe('the catalogs', () => {
  it('have one file per area in each language', () => {
    expect(readdirSync(path.join(CATALOGS, 'bn')).sort()).toEqual([...areaFiles].sort());
  });

  describe.each(areaFiles)('%s', (file) => {
    const area = file.replace(/\.json$/, '');
    const en = read('en', file);
    const bn = read('bn', file);

    it('has the same keys in English and Bangla, sorted, all named after the area', () => {
      expect(Object.keys(bn)).toEqual(Object.keys(en));
      expect(Object.keys(en)).toEqual([...Object.keys(en)].sort());
      expect(Object.keys(en).filter((key) => !key.startsWith(`${area}.`))).toEqual([]);
    });

    it('holds valid ICU messages with the same placeholders in both languages', () => {
      for (const key of Object.keys(en)) {
        const english = compileMessageOrThrow(en[key]);
        expect(bn[key], key).toBeTypeOf('string');
        const bangla = compileMessageOrThrow(bn[key]);
        expect([...placeholders(bangla)].sort(), key).toEqual([...placeholders(english)].sort());
      }
    });
  });

  it('hold no key that the code never uses', () => {
    const source = sourceText();
    const unused = areaFiles
      .flatMap((file) => Object.keys(read('en', file)))
      .filter((key) => {
        const prefix = DYNAMIC_PREFIXES.find((p) => key.startsWith(p));
        return !source.includes(prefix ?? key);
      });
    expect(unused).toEqual([]);
  });
});
