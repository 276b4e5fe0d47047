import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  coded,
  MESSAGE_TABLES,
  type MessageCode,
  messageText,
  NOT_FOUND,
  parameterNames,
  RULE_MESSAGES,
} from '@tutorhub/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { activateTestLanguage } from '../test/utils';
import { translateCoded, translateMessage } from './messages';

/** A catalog file as written (the app imports them compiled). */
const catalog = (language: 'en' | 'bn') =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, 'catalogs', language, 'messages.json'), 'utf8'),
  ) as Record<string, string>;

type Render = (...args: (string | number)[]) => string;
const codes = Object.entries(MESSAGE_TABLES).flatMap(([group, table]) =>
  Object.entries(table as Record<string, string | Render>).map(
    ([key, message]) => [`${group}.${key}` as MessageCode, message] as const,
  ),
);
/** The names of a message's placeholders (top level, ASCII names). */
const placeholders = (icu: string) => new Set([...icu.matchAll(/\{(\w+)/g)].map((m) => m[1]));

describe('translateCoded', () => {
  afterEach(() => activateTestLanguage('en'));

  it("keeps the API's English word for word in English", () => {
    activateTestLanguage('en');
    expect(translateCoded('notFound.tutor', {}, 'Tutor not found')).toBe('Tutor not found');
    expect(translateCoded('rule.tooLong', { max: 40 }, 'Use at most 40 characters')).toBe(
      'Use at most 40 characters',
    );
  });

  it('translates a message by its code and params, numbers in Bengali digits', () => {
    activateTestLanguage('bn');
    expect(translateCoded('notFound.tutor', {}, 'Tutor was not found')).toBe('শিক্ষক পাওয়া যায়নি');
    expect(translateCoded('rule.tooLong', { max: 5000 }, '')).toBe('সর্বোচ্চ ৫,০০০টি অক্ষর দিন');
    expect(translateCoded('media.dailyQuota', { quota: 30 }, '')).toBe(
      'গত ২৪ ঘণ্টায় আপনি ৩০টি ছবি আপলোড করেছেন। পরে আবার চেষ্টা করুন।',
    );
    expect(translateCoded('hire.alreadyInStatus', { status: 'accepted' }, '')).toBe(
      'এই নিয়োগটি আগে থেকেই গৃহীত হয়েছে',
    );
  });

  it('names a listed subject by its term; names and other subjects stay as written', () => {
    activateTestLanguage('bn');
    expect(translateCoded('hireNotice.endedByAdmin', { subject: 'Physics' }, '')).toBe(
      'একজন অ্যাডমিন পদার্থবিজ্ঞান টিউশনটি শেষ করেছেন।',
    );
    expect(
      translateCoded('hireNotice.cancelled', { student: 'English', subject: 'Karate' }, ''),
    ).toBe('English Karate পড়ানোর অনুরোধটি বাতিল করেছেন।');
  });

  it('keeps the English when the code is missing or unknown here', () => {
    activateTestLanguage('bn');
    expect(translateCoded('notFound.planet', {}, 'Planet not found')).toBe('Planet not found');
    expect(translateCoded(undefined, {}, 'Cannot GET /api/x')).toBe('Cannot GET /api/x');
  });
});

describe('translateMessage', () => {
  afterEach(() => activateTestLanguage('en'));

  it("translates the web app's own fixed messages, and keeps them word for word in English", () => {
    activateTestLanguage('en');
    expect(translateMessage(NOT_FOUND.tutor)).toBe('Tutor not found');
    activateTestLanguage('bn');
    expect(translateMessage(NOT_FOUND.tutor)).toBe('শিক্ষক পাওয়া যায়নি');
    expect(translateMessage('Type your name')).toBe('আপনার নাম লিখুন');
  });

  it('reads no sentence back: a text built from arguments, or any other, stays as written', () => {
    activateTestLanguage('bn');
    expect(translateMessage(RULE_MESSAGES.tooLong(40))).toBe(RULE_MESSAGES.tooLong(40));
    expect(translateMessage('শিক্ষক পাওয়া যায়নি')).toBe('শিক্ষক পাওয়া যায়নি');
  });
});

describe('the messages catalogs', () => {
  const en = catalog('en');
  const bn = catalog('bn');

  it('hold every message code, sorted, in both languages', () => {
    const keys = codes.map(([code]) => `messages.${code}`).sort();
    expect(Object.keys(en)).toEqual(keys);
    expect(Object.keys(bn)).toEqual(keys);
  });

  it.each(codes)(
    '%s: English is the contracts text, Bangla uses the same placeholders',
    (code, message) => {
      const key = `messages.${code}`;
      if (typeof message === 'string') {
        expect(en[key]).toBe(message);
      } else {
        const params = Object.fromEntries(parameterNames(code).map((name, i) => [name, 10 + i]));
        const filled = Object.entries(params).reduce(
          (text, [name, value]) => text.replace(`{${name}}`, String(value)),
          en[key],
        );
        expect(filled).toBe(messageText(coded(code, params)));
      }
      expect(placeholders(bn[key])).toEqual(placeholders(en[key]));
      expect(bn[key]).not.toBe(en[key]);
    },
  );

  it('give a text several tables share the same Bangla under each code', () => {
    const byText = new Map<string, Set<string>>();
    for (const [key, text] of Object.entries(en)) {
      byText.set(text, (byText.get(text) ?? new Set()).add(bn[key]));
    }
    const disagreeing = [...byText].filter(([, translations]) => translations.size > 1);
    expect(disagreeing).toEqual([]);
  });
});
