import { canonicalChoice, normalisePhone, toWholeNumber } from './dto-fields';
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
