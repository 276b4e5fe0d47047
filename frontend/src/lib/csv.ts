import { LIMITS } from '@tutorhub/contracts';
import type { Paged } from '../store/api';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** Text a spreadsheet would run as a formula (CSV injection), unless it is a plain number. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d[\d\s().-]*$/;

/** One RFC 4180 field: quoted when it holds a comma, quote, line break or edge space. */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) {
    text = `'${text}`;
  }
  if (/[",\r\n]/.test(text) || text !== text.trim()) {
    return `"${text.replace(/"/g, '""')}"`;
  }
  return text;
}

/** A CSV document (CRLF line ends, a header row) of `rows`. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((c) => csvField(c.header)).join(','),
    ...rows.map((row) => columns.map((c) => csvField(c.value(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The query options of an export's page fetches: always from the server (the table's cached pages
 * may be stale), and not kept in the cache afterwards.
 */
export const CSV_FETCH = { subscribe: false, forceRefetch: true } as const;

/**
 * Every row of a paged list: the first page gives the total (X-Total-Count), the remaining pages
 * are fetched at the largest page size the API allows. Rows seen twice (the list moved between
 * calls) are kept once.
 */
export async function fetchAllPages<T extends { _id: string }>(
  fetchPage: (page: number, limit: number) => Promise<Paged<T>>,
  limit: number = LIMITS.pageSizeMax,
): Promise<T[]> {
  const first = await fetchPage(1, limit);
  const pages = Math.min(Math.ceil(first.total / limit), LIMITS.pageMax);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetchPage(i + 2, limit)),
  );
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const row of [first, ...rest].flatMap((p) => p.items)) {
    if (!seen.has(row._id)) {
      seen.add(row._id);
      rows.push(row);
    }
  }
  return rows;
}

/** Saves `csv` as a file (UTF-8 with a BOM so spreadsheets read non-ASCII names). */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `tutors-2024-05-01.csv` (anything but letters, digits, - and _ becomes _). */
export function csvFilename(name: string, now = new Date()): string {
  const stem = name.replace(/[^\p{L}\p{N}_-]+/gu, '_').slice(0, 80);
  return `${stem}-${now.toISOString().slice(0, 10)}.csv`;
}
