import { describe, expect, it } from 'vitest';
import { csvField, csvFilename, fetchAllPages, toCsv } from './csv';

describe('csv', () => {
  it('quotes fields with commas, quotes, line breaks or edge spaces (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('defuses spreadsheet formulas but keeps phone numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+cmd')).toBe("'+cmd");
    expect(csvField('+880 1700-000000')).toBe('+880 1700-000000');
    expect(csvField('-5')).toBe('-5');
  });

  it('builds a document with a header row and CRLF line ends', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (r: { name: string; n: number }) => r.name },
        { header: 'N', value: (r: { name: string; n: number }) => r.n },
      ],
      [
        { name: 'Ann, B', n: 1 },
        { name: 'Cy', n: 2 },
      ],
    );
    expect(csv).toBe('Name,N\r\n"Ann, B",1\r\nCy,2\r\n');
  });

  it('fetches every page up to the total and drops rows seen twice', async () => {
    const all = Array.from({ length: 5 }, (_, i) => ({ _id: `r${i}` }));
    const calls: Array<[number, number]> = [];
    const rows = await fetchAllPages(async (page, limit) => {
      calls.push([page, limit]);
      // Page 2 overlaps page 1 by one row (a row was added between calls).
      const start = page === 1 ? 0 : (page - 1) * limit - 1;
      return { items: all.slice(start, start + limit), total: all.length };
    }, 2);
    expect(calls).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
    expect(rows.map((r) => r._id)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
  });

  it('names the file after the list and the day, without unsafe characters', () => {
    expect(csvFilename('tutors-a/b c', new Date('2024-05-01T10:00:00Z'))).toBe(
      'tutors-a_b_c-2024-05-01.csv',
    );
  });
});
