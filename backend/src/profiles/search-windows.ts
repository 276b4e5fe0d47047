import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * The index of the searched text's three-character windows (migration SearchedWindows): every
 * window of a lower-cased search term is a window of any lower-cased text containing it, so a
 * row whose windows hold the term's is a candidate, and every match is one.
 */
export const WINDOWS_INDEX = 'IDX_users_searched_windows';

/** The length of a window; the SQL function `text_windows` cuts the same. */
const WINDOW = 3;

/** How long the windows' frequencies are used before they are read again. */
const FREQUENCIES_MS = 60_000;

/**
 * Printable ASCII only: lower-cased the same by JavaScript and PostgreSQL, one character each,
 * so windows cut here are exactly the database's. Other terms take the trigram index.
 */
const ASCII_TERM = /^[\x20-\x7e]+$/;

/** The distinct windows of `text`, in their first order. */
export function textWindows(text: string): string[] {
  const windows = new Set<string>();
  for (let i = 0; i + WINDOW <= text.length; i++) {
    windows.add(text.slice(i, i + WINDOW));
  }
  return [...windows];
}

/**
 * How often windows occur among the searched texts, from the statistics PostgreSQL keeps of
 * the index (ANALYZE): the most common windows and their share of rows, and the share below
 * which every window not listed lies. There are none before the first ANALYZE.
 */
export interface WindowFrequencies {
  common: ReadonlyMap<string, number>;
  rarest: number;
}

/** A window shared by at least this share of rows narrows nothing worth reading its list. */
const COMMON = 0.5;

/**
 * The windows of a term that the search asks the index for, given their frequencies: those
 * held by fewer than half the rows, so the index reads short lists (windows shared by every
 * row, "hou" of "House", would each be read whole), or the rarest one if there is no other.
 * Every window when there are no statistics yet (none is known to be common); undefined when
 * the term cannot be cut here (see ASCII_TERM) or has no window.
 */
export function windowsToRead(
  term: string,
  frequencies: WindowFrequencies | undefined,
): string[] | undefined {
  if (!ASCII_TERM.test(term)) {
    return undefined;
  }
  const windows = textWindows(term.toLowerCase());
  if (windows.length === 0) {
    return undefined;
  }
  if (!frequencies) {
    return windows;
  }
  const share = (w: string) => frequencies.common.get(w) ?? frequencies.rarest;
  const rare = windows.filter((w) => share(w) < COMMON);
  return rare.length > 0 ? rare : [windows.reduce((a, b) => (share(b) < share(a) ? b : a))];
}

/** The windows' frequencies, read from the statistics at most once a minute. */
@Injectable()
export class SearchWindows {
  private frequencies: WindowFrequencies | undefined;
  private readAt = -Infinity;
  private reading: Promise<void> | undefined;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** `windowsToRead` with the current frequencies; a first search waits for them. */
  async toRead(term: string): Promise<string[] | undefined> {
    if (!ASCII_TERM.test(term)) {
      return undefined;
    }
    if (Date.now() - this.readAt > FREQUENCIES_MS) {
      // Without frequencies every window is read: slower, never a different answer.
      this.reading ??= this.read()
        .catch(() => undefined)
        .finally(() => {
          this.reading = undefined;
        });
      if (this.readAt === -Infinity) {
        await this.reading;
      }
    }
    return windowsToRead(term, this.frequencies);
  }

  private async read(): Promise<void> {
    const [row] = (await this.db.query(
      `SELECT most_common_elems::text::text[] AS windows, most_common_elem_freqs AS shares
       FROM pg_stats WHERE schemaname = current_schema() AND tablename = $1`,
      [WINDOWS_INDEX],
    )) as Array<{ windows: string[] | null; shares: number[] | null }>;
    this.readAt = Date.now();
    const { windows, shares } = row ?? {};
    // The shares list each window's, then the least and the greatest of them and a null share.
    this.frequencies =
      windows && shares
        ? {
            common: new Map(windows.map((w, i) => [w, shares[i]])),
            rarest: shares[windows.length],
          }
        : undefined;
  }
}
