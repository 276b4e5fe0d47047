import { coded } from '@tutorhub/contracts';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import {
  canonicalChoice,
  normalisePhone,
  PhoneNumber,
  RequiredEmail,
  toWholeNumber,
} from './dto-fields';
import { containsPattern, skipTake } from './pagination';

describe('normalisePhone', () => {
  it.each<[unknown, unknown]>([
    ['+880 1712-345678', '+8801712345678'],
    ['01712 345 678', '01712345678'],
    ['(02) 9876.543', '029876543'],
    [1712345678, '1712345678'],
    [-5, -5],
    [1.5, 1.5],
    [{ $gt: 1 }, { $gt: 1 }],
  ])('%p → %p', (input, output) => {
    expect(normalisePhone(input)).toEqual(output);
  });
});

describe('toWholeNumber', () => {
  it.each<[unknown, unknown]>([
    ['5000', 5000],
    [' 007 ', 7],
    ['12.5', '12.5'],
    ['-1', '-1'],
    ['1e3', '1e3'],
    ['', ''],
    [8000, 8000],
  ])('%p → %p', (input, output) => {
    expect(toWholeNumber(input)).toEqual(output);
  });
});

describe('canonicalChoice', () => {
  it('answers the canonical spelling, or the input unchanged', () => {
    expect(canonicalChoice(['Pending', 'Accepted'], ' accepted ')).toBe('Accepted');
    expect(canonicalChoice(['Computer Science'], 'computer science')).toBe('Computer Science');
    expect(canonicalChoice(['Pending'], 'Deleted')).toBe('Deleted');
    expect(canonicalChoice(['Pending'], 5)).toBe(5);
  });
});

describe('paging helpers', () => {
  it('turns page and limit into OFFSET/LIMIT with the defaults', () => {
    expect(skipTake({})).toEqual({ skip: 0, take: 50 });
    expect(skipTake({ page: 3, limit: 20 })).toEqual({ skip: 40, take: 20 });
  });
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('the shared phone and email rules on a DTO', () => {
  class ContactCard {
    @PhoneNumber(coded('tutorForm.number'))
    number: string;

    @RequiredEmail(coded('tutorForm.email'))
    email: string;
  }

  async function check(body: object) {
    const card = plainToInstance(ContactCard, body);
    const errors = await validate(card);
    return { card, failed: errors.map((e) => e.property) };
  }

  it('accepts a number typed with separators, as the web form does, and stores its digits', async () => {
    const { card, failed } = await check({ number: '+880 1712-345678', email: 'A@Example.com' });
    expect(failed).toEqual([]);
    expect(card).toMatchObject({ number: '+8801712345678', email: 'a@example.com' });
  });

  it.each(['a@b', 'a b@c.com', 'someone@', 'a@b.c'])('refuses the email %s', async (email) => {
    expect((await check({ number: '01712345678', email })).failed).toEqual(['email']);
  });

  it.each(['123', '+880 17x2 345678', '1'.repeat(16)])('refuses the number %s', async (number) => {
    expect((await check({ number, email: 'a@b.co' })).failed).toEqual(['number']);
  });
});
