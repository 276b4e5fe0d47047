import { createHash } from 'node:crypto';

/**
 * A response as the cache keeps it and every later hit sends it unchanged: the JSON bytes, their
 * entity tag and, for a page, the total count.
 */
export interface CachedResponse {
  body: Buffer;
  etag: string;
  /** X-Total-Count of a page; undefined for a single record. */
  total?: number;
}

/** A cached page with the ids of the records on it, for pages that differ per caller. */
export interface CachedPageResponse extends CachedResponse {
  ids: readonly string[];
}

/** Serialises `value` once into the bytes, tag and total every later hit sends unchanged. */
export function toCachedResponse(value: unknown, total?: number): CachedResponse {
  const body = Buffer.from(JSON.stringify(value));
  // The total travels in a header: two pages with the same items but other totals differ.
  return { body, etag: entityTag(body, total === undefined ? '' : `\n${total}`), total };
}

/** The strong entity tag of `body` (and `extra`, what travels beside it in headers). */
export function entityTag(body: Buffer, extra = ''): string {
  return `"${createHash('sha1').update(body).update(extra).digest('base64url')}"`;
}

/**
 * A cache key from a call name and its normalised parameters: keys sorted, undefined left out,
 * so `?b=1&a=2`, `?a=2&b=1` and a parameter given at its default all share one entry.
 */
export function cacheKey(call: string, params: object): string {
  const parts = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return `${call}?${parts.join('&')}`;
}

interface Entry {
  value: unknown;
  size: number;
  collections: readonly string[];
  /** The epoch and the versions of `collections` when the value was read. */
  versions: number[];
  /** When the value stops being current without any write (ms since the epoch), if ever. */
  expiresAt?: number;
}

interface Loading {
  promise: Promise<unknown>;
  versions: number[];
}

/** The cached response a value carries as `.answer` beside other data (a record and its response). */
function carriedAnswer(value: unknown): object | undefined {
  const answer = (value as { answer?: unknown } | null)?.answer;
  return typeof answer === 'object' && answer !== null ? answer : undefined;
}

/** What an entry is sized by: the bytes of a cached response (itself or as `.answer`), plus overhead. */
function sizeOf(value: unknown): number {
  const body =
    (value as { body?: unknown } | null)?.body ?? (carriedAnswer(value) as CachedResponse)?.body;
  return Buffer.isBuffer(body) ? body.length + 256 : 256;
}

/** How a cache learns about writes from elsewhere (another replica, raw SQL). */
export interface ResponseCacheFeed {
  /** Whether write notices arrive now: while false nothing is served from memory or kept. */
  isLive(): boolean;
  /** Called once per collection the cache first holds values of: invalidate it on each write. */
  watch(collection: string): void;
}

const ALWAYS_LIVE: ResponseCacheFeed = { isLive: () => true, watch: () => undefined };

/**
 * Answers (or any values) read from the database, kept per key until a write to one of the
 * tables (collections) they were read from. Each collection has a version, bumped by every
 * invalidation; a value read while its collection changed is handed to its caller but never
 * kept, so a cached value is always what a fresh read would give now. Least recently used
 * entries go first once `maxBytes` is exceeded. Concurrent misses of one key share one read.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Loading>();
  private readonly versions = new Map<string, number>();
  /** Bumped by clear(): part of every version snapshot, so no read in flight is kept after it. */
  private epoch = 0;
  private readonly watched = new Set<string>();
  /** The key each held object was stored under, for `holds`. */
  private readonly keyOf = new WeakMap<object, string>();
  private bytes = 0;
  /** Reads answered without a load (held, or sharing one in flight), and reads that loaded. */
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly feed: ResponseCacheFeed = ALWAYS_LIVE,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The value under `key`, read by `load` (and kept) unless a current one is cached. A value
   * that depends on time as well as on the tables says when it stops being current
   * (`expiresAt`, ms since the epoch; undefined: only a write changes it).
   */
  async get<T>(
    key: string,
    collections: readonly string[],
    load: () => Promise<T>,
    expiresAt?: (value: T) => number | undefined,
  ): Promise<T> {
    if (!this.feed.isLive()) {
      // Writes elsewhere would go unnoticed: read through until the feed is back (it clears).
      this.misses++;
      return load();
    }
    for (const collection of collections) {
      if (!this.watched.has(collection)) {
        this.watched.add(collection);
        this.feed.watch(collection);
      }
    }
    const versions = this.snapshot(collections);
    const entry = this.entries.get(key);
    if (entry && sameVersions(entry.versions, versions) && !this.expired(entry)) {
      // Re-insert: a Map iterates in insertion order, so the first key is the least recent.
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.hits++;
      return entry.value as T;
    }
    const pending = this.loading.get(key);
    if (pending && sameVersions(pending.versions, versions)) {
      this.hits++;
      return pending.promise as Promise<T>;
    }
    this.misses++;
    const promise = load();
    this.loading.set(key, { promise, versions });
    try {
      const value = await promise;
      if (this.feed.isLive() && sameVersions(this.snapshot(collections), versions)) {
        const expiry = expiresAt?.(value);
        this.put(key, { value, size: sizeOf(value), collections, versions, expiresAt: expiry });
      }
      return value;
    } finally {
      if (this.loading.get(key)?.promise === promise) {
        this.loading.delete(key);
      }
    }
  }

  /** The current value under `key`, if one is held (no read, no wait). */
  peek<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    return entry && this.isFresh(entry) ? (entry.value as T) : undefined;
  }

  /**
   * Whether `value` (as `get` answered it, or the `.answer` it carries) is still what this cache
   * holds for its key.
   */
  holds(value: object): boolean {
    const key = this.keyOf.get(value);
    const entry = key === undefined ? undefined : this.entries.get(key);
    return (
      entry !== undefined &&
      (entry.value === value || carriedAnswer(entry.value) === value) &&
      this.isFresh(entry)
    );
  }

  /** A write to `collection`: every value read from it is dropped, reads in flight not kept. */
  invalidate(collection: string): void {
    this.versions.set(collection, (this.versions.get(collection) ?? 0) + 1);
    if (!this.watched.has(collection)) {
      // No value was ever read from it (a rate-limit counter, a log): nothing to walk for.
      return;
    }
    for (const [key, entry] of this.entries) {
      if (entry.collections.includes(collection)) {
        this.remove(key, entry);
      }
    }
  }

  /** Everything may have changed (e.g. the change feed reconnected after missing events). */
  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Entries and bytes held, for tests and diagnostics. */
  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private isFresh(entry: Entry): boolean {
    return (
      this.feed.isLive() &&
      sameVersions(entry.versions, this.snapshot(entry.collections)) &&
      !this.expired(entry)
    );
  }

  private expired(entry: Entry): boolean {
    return entry.expiresAt !== undefined && this.now() >= entry.expiresAt;
  }

  private snapshot(collections: readonly string[]): number[] {
    return [this.epoch, ...collections.map((c) => this.versions.get(c) ?? 0)];
  }

  private put(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    if (old) {
      this.remove(key, old);
    }
    if (entry.size > this.maxBytes) {
      return;
    }
    this.entries.set(key, entry);
    if (typeof entry.value === 'object' && entry.value !== null) {
      this.keyOf.set(entry.value, key);
      const carried = carriedAnswer(entry.value);
      if (carried) {
        this.keyOf.set(carried, key);
      }
    }
    this.bytes += entry.size;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) {
        break;
      }
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

function sameVersions(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
