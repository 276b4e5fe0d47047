import type { CachedResponse } from './database/response-cache';

/**
 * How long a page is kept at most, so that what it shows beyond the API's answers (the year in
 * its footer) is never long out of date.
 */
export const KEPT_MS = 60_000;
/** Pages kept at once (the oldest goes first): each is one path, language and session state. */
export const PAGES_MAX = 200;

interface KeptPage {
  page: CachedResponse;
  /** The ETag of each API answer (by its URL) the page was rendered with. */
  answers: ReadonlyMap<string, string>;
  renderedAt: number;
}

/**
 * The pages last rendered for visitors with no session, each with the ETags of the API answers
 * it was rendered with. A page is sent again without rendering it while every one of those
 * answers, asked for again (the response cache answers at once), still has its ETag: a new post or
 * review changes an answer, and the page is rendered afresh with it.
 */
export class RenderedPageCache {
  private readonly pages = new Map<string, KeptPage>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * The page kept under `key` if its answers are unchanged (`etagOf` asks for one again, as the
   * visitor: undefined when it failed).
   */
  async get(
    key: string,
    etagOf: (url: string) => Promise<string | undefined>,
  ): Promise<CachedResponse | undefined> {
    const kept = this.pages.get(key);
    if (!kept) {
      return undefined;
    }
    if (this.now() - kept.renderedAt > KEPT_MS) {
      this.pages.delete(key);
      return undefined;
    }
    const current = await Promise.all([...kept.answers].map(async ([url]) => etagOf(url)));
    const then = [...kept.answers.values()];
    if (current.some((etag, i) => etag !== undefined && etag !== then[i])) {
      this.pages.delete(key);
      return undefined;
    }
    // An answer this visitor did not get (refused, rate-limited) does not change the page for
    // others: it stays kept, but this visitor's page is rendered (and fails) as theirs.
    if (current.includes(undefined)) {
      return undefined;
    }
    return kept.page;
  }

  /** Keeps `page`, rendered with `answers` (URL → ETag); not when one answer had no ETag. */
  set(key: string, page: CachedResponse, answers: ReadonlyMap<string, string | undefined>): void {
    const etags = new Map<string, string>();
    for (const [url, etag] of answers) {
      if (etag === undefined) {
        return;
      }
      etags.set(url, etag);
    }
    this.pages.delete(key);
    this.pages.set(key, { page, answers: etags, renderedAt: this.now() });
    if (this.pages.size > PAGES_MAX) {
      this.pages.delete(this.pages.keys().next().value!);
    }
  }
}
