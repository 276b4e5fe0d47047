import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AUTH_MESSAGES,
  HIRE_MESSAGES,
  HIRE_NOTICES,
  MEDIA_MESSAGES,
  MESSAGE_TABLES,
  MESSAGES,
  messageCode,
  NOT_FOUND,
  PROFILE_MESSAGES,
  RULE_MESSAGES,
} from '@tutorhub/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { activateTestLanguage } from '../test/utils';
import { translateCodedMessage, translateMessage } from './messages';

/** A catalog file as written (the app imports them compiled). */
const catalog = (language: 'en' | 'bn') =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, 'catalogs', language, 'messages.json'), 'utf8'),
  ) as Record<string, string>;

type Render = (...args: (string | number)[]) => string;
const codes = Object.entries(MESSAGE_TABLES).flatMap(([group, table]) =>
  Object.entries(table as Record<string, string | Render>).map(
    ([key, message]) => [`${group}.${key}`, message] as const,
  ),
);
/** The names of a message's placeholders (top level, ASCII names). */
const placeholders = (icu: string) => new Set([...icu.matchAll(/\{(\w+)/g)].map((m) => m[1]));

describe('translateMessage', () => {
  afterEach(() => activateTestLanguage('en'));

  it('keeps the English text word for word in English', () => {
    activateTestLanguage('en');
    expect(translateMessage(NOT_FOUND.tutor)).toBe('Tutor not found');
    expect(translateMessage(RULE_MESSAGES.tooLong(5000))).toBe('Use at most 5000 characters');
    expect(translateMessage('Cannot GET /api/x')).toBe('Cannot GET /api/x');
  });

  it('translates a fixed message into Bangla', () => {
    activateTestLanguage('bn');
    expect(translateMessage(NOT_FOUND.tutor)).toBe('শিক্ষক পাওয়া যায়নি');
    expect(translateMessage('Type your name')).toBe('আপনার নাম লিখুন');
  });

  it('translates a parameterised message with its arguments, numbers in Bengali digits', () => {
    activateTestLanguage('bn');
    expect(translateMessage(RULE_MESSAGES.tooLong(5000))).toBe('সর্বোচ্চ ৫,০০০টি অক্ষর দিন');
    expect(translateMessage(PROFILE_MESSAGES.reviewReceived('Rahim Uddin', 4))).toBe(
      'Rahim Uddin আপনাকে ৫-এর মধ্যে ৪ রেটিং দিয়েছেন।',
    );
    expect(translateMessage(HIRE_MESSAGES.alreadyInStatus('accepted'))).toBe(
      'এই নিয়োগটি আগে থেকেই গৃহীত হয়েছে',
    );
  });

  it("translates the API's own sign-in, upload and server answers into Bangla", () => {
    activateTestLanguage('bn');
    expect(translateMessage(AUTH_MESSAGES.signInRequired)).toBe('চালিয়ে যেতে লগইন করুন।');
    expect(translateMessage(MEDIA_MESSAGES.dailyQuota(30))).toBe(
      'গত ২৪ ঘণ্টায় আপনি ৩০টি ছবি আপলোড করেছেন। পরে আবার চেষ্টা করুন।',
    );
    expect(translateMessage(MEDIA_MESSAGES.tooLarge(5))).toBe('ছবিটি ৫ MB-এর চেয়ে বড়।');
    expect(translateMessage(MESSAGES.serverError)).toBe(
      'আমাদের দিকে একটি সমস্যা হয়েছে। আবার চেষ্টা করুন।',
    );
  });

  it('translates the hire notices, their subject and reason too; names and class levels stay as written', () => {
    activateTestLanguage('bn');
    expect(
      translateMessage(HIRE_NOTICES.requested('Tanvir Hasan', 'Physics', 'Class 9', 4, 12500)),
    ).toBe(
      'Tanvir Hasan আপনাকে পদার্থবিজ্ঞান (Class 9) পড়ানোর জন্য নিয়োগ দিতে চান: সপ্তাহে ৪ দিন, মাসে ১২,৫০০ টাকা।',
    );
    expect(
      translateMessage('Farhana Akter declined your request for Physics. Reason: Too far away.'),
    ).toBe('Farhana Akter আপনার পদার্থবিজ্ঞান পড়ানোর অনুরোধ ফিরিয়ে দিয়েছেন। কারণ: দূরত্ব অনেক বেশি।');
    expect(translateMessage(HIRE_NOTICES.ended(HIRE_NOTICES.someTutor, 'Statistics'))).toBe(
      'আপনার শিক্ষক পরিসংখ্যান টিউশনটি শেষ করেছেন।',
    );
    expect(translateMessage(HIRE_NOTICES.endedByAdmin('Physics'))).toBe(
      'একজন অ্যাডমিন পদার্থবিজ্ঞান টিউশনটি শেষ করেছেন।',
    );
    // A subject outside the listed ones (older data), a name that is a subject: as written.
    expect(translateMessage(HIRE_NOTICES.cancelled('English', 'Karate'))).toBe(
      'English Karate পড়ানোর অনুরোধটি বাতিল করেছেন।',
    );
  });

  it('leaves a text without a code as it is, in Bangla too', () => {
    activateTestLanguage('bn');
    expect(translateMessage('Unknown field: x')).toBe('Unknown field: x');
    expect(translateMessage('শিক্ষক পাওয়া যায়নি')).toBe('শিক্ষক পাওয়া যায়নি');
  });

  it("prefers the code the API sent, else the text's own; keeps the English text when the code is unknown here or its arguments are not in the text", () => {
    activateTestLanguage('bn');
    expect(translateCodedMessage('notFound.tutor', 'Tutor was not found')).toBe(
      'শিক্ষক পাওয়া যায়নি',
    );
    expect(translateCodedMessage('notFound.planet', 'Planet not found')).toBe('Planet not found');
    expect(translateCodedMessage('rule.tooLong', 'Too long')).toBe('Too long');
    expect(translateCodedMessage(undefined, NOT_FOUND.tutor)).toBe('শিক্ষক পাওয়া যায়নি');
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
        const sample = message(...Array.from({ length: message.length }, (_, i) => 10 + i));
        const { params } = messageCode(sample)!;
        const filled = Object.entries(params).reduce(
          (text, [name, value]) => text.replace(`{${name}}`, String(value)),
          en[key],
        );
        expect(filled).toBe(sample);
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
