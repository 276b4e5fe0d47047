import { RULE_MESSAGES } from '@tutorhub/contracts';
import { describe, expect, it } from 'vitest';
import { emailRules, phoneRules } from './form';

describe('phoneRules: the API phone rule', () => {
  const { validate } = phoneRules('Type your number');

  it.each(['+880 1712-345678', '01712 345 678', '(02) 9876.543', '+8801712345678', '1234'])(
    'accepts %s, as the API does once it drops the separators',
    (value) => {
      expect(validate(value)).toBe(true);
    },
  );

  it.each(['123', '+880 17x2 345678', '1'.repeat(16), '++8801712345678', '880-'])(
    'refuses %s with the API message',
    (value) => {
      expect(validate(value)).toBe(RULE_MESSAGES.numberFormat);
    },
  );
});

describe('emailRules: the API email rule', () => {
  const { pattern } = emailRules('Type your email');

  it.each(['rahim@example.com', 'a.b+c@mail.example.com.bd', 'x@y.co'])('accepts %s', (value) => {
    expect(pattern.value.test(value)).toBe(true);
  });

  it.each(['nope', 'someone@', 'a@b', 'a b@c.com', 'a@b.c', 'a@-b.com', 'a@@b.com'])(
    'refuses %s',
    (value) => {
      expect(pattern.value.test(value)).toBe(false);
    },
  );
});
