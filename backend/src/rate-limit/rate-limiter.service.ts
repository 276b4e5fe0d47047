import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { type CodedMessage, coded } from '@tutorhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { tooManyRequests } from '../common/too-many-requests';
import type { Env } from '../config/env.validation';

type LimitSetting = keyof Env & `RATE_LIMIT_${string}`;

/** A group's limits, its own window (RATE_LIMIT_WINDOW_SECONDS otherwise) and 429 message. */
interface GroupSettings {
  account?: LimitSetting;
  address: LimitSetting;
  window?: LimitSetting;
  message?: CodedMessage;
}

/**
 * The kinds of request that share one limit, and the settings holding it: `account` per
 * account for a call with an API token, `address` per client address for any other call. A
 * group without `account` counts every call by its address.
 */
const GROUPS = {
  signIn: { address: 'RATE_LIMIT_PER_ADDRESS' },
  messages: { address: 'RATE_LIMIT_MESSAGES' },
  search: { address: 'RATE_LIMIT_SEARCH' },
  writes: { account: 'RATE_LIMIT_WRITES', address: 'RATE_LIMIT_PER_ADDRESS' },
  uploads: { account: 'RATE_LIMIT_UPLOADS', address: 'RATE_LIMIT_PER_ADDRESS' },
  notificationReads: {
    account: 'RATE_LIMIT_NOTIFICATION_READS',
    address: 'RATE_LIMIT_PER_ADDRESS',
  },
  preferences: { account: 'RATE_LIMIT_PREFERENCES', address: 'RATE_LIMIT_PER_ADDRESS' },
  admin: { account: 'RATE_LIMIT_ADMIN_WRITES', address: 'RATE_LIMIT_PER_ADDRESS' },
  chat: {
    account: 'RATE_LIMIT_CHAT',
    address: 'RATE_LIMIT_PER_ADDRESS',
    window: 'RATE_LIMIT_CHAT_WINDOW_SECONDS',
    message: coded('conversation.tooMany'),
  },
  conversationReads: {
    account: 'RATE_LIMIT_CONVERSATION_READS',
    address: 'RATE_LIMIT_PER_ADDRESS',
  },
} as const satisfies Record<string, GroupSettings>;

export type RateLimitGroup = keyof typeof GROUPS;

/** Who a request is counted for. */
export interface RateLimitCaller {
  /** The client address (behind TRUST_PROXY, the one the proxy next to us saw). */
  address: string;
  /** The account an API token names (signature checked), if the request carries one. */
  accountId: string | null;
}

/**
 * Counts $3 requests on a key: the counter of a key whose window has ended starts again from
 * them. Windows are aligned on the database clock, so every replica agrees on them.
 */
const COUNT_REQUESTS = `
  INSERT INTO "rate_limit_counters" AS c ("key", "windowEnd", "hits")
  VALUES ($1, to_timestamp((floor(extract(epoch FROM now()) / $2) + 1) * $2), $3)
  ON CONFLICT ("key") DO UPDATE SET
    "hits" = CASE WHEN c."windowEnd" = EXCLUDED."windowEnd" THEN c."hits" + EXCLUDED."hits"
      ELSE EXCLUDED."hits" END,
    "windowEnd" = EXCLUDED."windowEnd"
  RETURNING "hits", ceil(extract(epoch FROM c."windowEnd" - now()))::int AS "retryAfter"`;

/**
 * Takes one of at most $2 slots on a key, held for at most $3 seconds after the last slot
 * taken (a replica that stopped mid-request frees its slots that way). No row: all taken.
 */
const TAKE_SLOT = `
  INSERT INTO "rate_limit_counters" AS c ("key", "windowEnd", "hits")
  VALUES ($1, now() + make_interval(secs => $3), 1)
  ON CONFLICT ("key") DO UPDATE SET
    "hits" = CASE WHEN c."windowEnd" > now() THEN c."hits" + 1 ELSE 1 END,
    "windowEnd" = EXCLUDED."windowEnd"
  WHERE c."windowEnd" <= now() OR c."hits" < $2
  RETURNING "hits"`;

const FREE_SLOT = `
  UPDATE "rate_limit_counters" SET "hits" = "hits" - 1 WHERE "key" = $1 AND "hits" > 0`;

/** Held slots of one pool: one row each, named `<pool>:<holder>`, live until "windowEnd". */
const COUNT_HELD = `
  SELECT count(*)::int AS "held" FROM "rate_limit_counters"
  WHERE starts_with("key", $1) AND "windowEnd" > now()`;

const HOLD = `
  INSERT INTO "rate_limit_counters" ("key", "windowEnd", "hits")
  VALUES ($1, now() + make_interval(secs => $2), 1)
  ON CONFLICT ("key") DO UPDATE SET "windowEnd" = EXCLUDED."windowEnd"`;

const RENEW = `
  UPDATE "rate_limit_counters" SET "windowEnd" = now() + make_interval(secs => $2)
  WHERE "key" = ANY($1)`;

interface Counted {
  hits: number;
  retryAfter: number;
}

/** Requests on one key counted by one write. */
interface CountBatch {
  requests: number;
  counted: Promise<Counted>;
}

/** Fixed-window request counters in PostgreSQL, shared by every API replica. */
@Injectable()
export class RateLimiter {
  readonly windowSeconds: number;
  private readonly limit: (setting: LimitSetting) => number;
  /** Per key: the batch still taking requests, waiting for the key's write in progress. */
  private readonly batches = new Map<string, CountBatch>();
  /** Per key: the last write started, settled when it has been answered. */
  private readonly writes = new Map<string, Promise<void>>();

  constructor(
    private readonly db: DataSource,
    config: ConfigService<Env, true>,
  ) {
    this.windowSeconds = config.get('RATE_LIMIT_WINDOW_SECONDS', { infer: true });
    this.limit = (setting) => config.get(setting, { infer: true });
  }

  /**
   * Counts one request of `group`: per account when the group has an account limit and the
   * caller an account, else per address. Answers null while within the limit, else the seconds
   * until the caller may try again.
   */
  async consume(group: RateLimitGroup, caller: RateLimitCaller): Promise<number | null> {
    const settings: GroupSettings = GROUPS[group];
    const [key, setting] =
      settings.account && caller.accountId
        ? [`${group}:account:${caller.accountId}`, settings.account]
        : [`${group}:address:${caller.address}`, settings.address];
    const window = settings.window ? this.limit(settings.window) : this.windowSeconds;
    const counted = await this.count(key, window);
    return counted.hits > this.limit(setting) ? Math.max(1, counted.retryAfter) : null;
  }

  /** What a 429 of `group` says. */
  messageOf(group: RateLimitGroup): CodedMessage {
    const settings: GroupSettings = GROUPS[group];
    return settings.message ?? coded('general.tooManyRequests');
  }

  /**
   * Counts one request on `key` and answers its place in the window. Requests on a key arriving
   * while its previous count is being written share the next write: every request of one
   * address updates the same row, and concurrent updates of a row wait on each other's locks,
   * holding a pooled connection each. Each request still gets the place the database gave it.
   * A key's window (in seconds) is its group's, the same for every request on it.
   */
  private count(key: string, window: number): Promise<Counted> {
    const batch = this.batches.get(key) ?? this.startBatch(key, window);
    const place = ++batch.requests;
    return batch.counted.then(({ hits, retryAfter }) => ({
      hits: hits - batch.requests + place,
      retryAfter,
    }));
  }

  /** A batch of requests on `key`, written once the key's write in progress is answered. */
  private startBatch(key: string, window: number): CountBatch {
    const previous = this.writes.get(key) ?? Promise.resolve();
    const batch: CountBatch = {
      requests: 0,
      counted: previous.then(() => this.write(key, window, batch)),
    };
    const written = batch.counted.then(
      () => undefined,
      () => undefined,
    );
    this.batches.set(key, batch);
    this.writes.set(key, written);
    void written.then(() => {
      if (this.writes.get(key) === written) {
        this.writes.delete(key);
      }
    });
    return batch;
  }

  /** Closes the batch to new requests and counts its requests. */
  private async write(key: string, window: number, batch: CountBatch): Promise<Counted> {
    this.batches.delete(key);
    const [counted]: Counted[] = await this.db.query(COUNT_REQUESTS, [key, window, batch.requests]);
    return counted;
  }

  /**
   * Counts a text search that has to be read from the database (one the caches do not hold) for
   * the client's address, and refuses it with its own 429 over the limit: a flood of new
   * searches is what could exhaust the pool, while a search answered from memory costs nothing.
   */
  async limitSearch(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const retryAfter = await this.consume('search', { address: request.ip, accountId: null });
    if (retryAfter !== null) {
      throw tooManyRequests(reply, retryAfter, coded('general.tooManySearches'));
    }
  }

  /**
   * Takes one of at most `max` slots of `key` (e.g. an account's uploads in progress), on every
   * replica together; false when all are taken. `holdSeconds` bounds how long a slot outlives
   * a replica that stopped before freeing it.
   */
  async takeSlot(key: string, max: number, holdSeconds: number): Promise<boolean> {
    const taken: unknown[] = await this.db.query(TAKE_SLOT, [`slot:${key}`, max, holdSeconds]);
    return taken.length > 0;
  }

  async freeSlot(key: string): Promise<void> {
    await this.db.query(FREE_SLOT, [`slot:${key}`]);
  }

  /**
   * Takes one of at most `max` slots of `pool` for `holder` (e.g. an account's open streams, one
   * per stream), on every replica together; false when all are taken. Each slot is its own
   * row: one a stopped replica never freed lapses `holdSeconds` after it was last renewed,
   * whatever the pool's other slots do.
   */
  async holdSlot(pool: string, holder: string, max: number, holdSeconds: number): Promise<boolean> {
    const prefix = `held:${pool}:`;
    return this.db.transaction(async (manager) => {
      // Two replicas counting the same pool at once would both see room for one more.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [prefix]);
      const [{ held }]: Array<{ held: number }> = await manager.query(COUNT_HELD, [prefix]);
      if (held >= max) {
        return false;
      }
      await manager.query(HOLD, [prefix + holder, holdSeconds]);
      return true;
    });
  }

  /** Keeps the held slots of `holders` (`[pool, holder]` pairs) for `holdSeconds` more. */
  async renewHeldSlots(holders: Array<[string, string]>, holdSeconds: number): Promise<void> {
    if (holders.length > 0) {
      const keys = holders.map(([pool, holder]) => `held:${pool}:${holder}`);
      await this.db.query(RENEW, [keys, holdSeconds]);
    }
  }

  async freeHeldSlot(pool: string, holder: string): Promise<void> {
    await this.db.query(`DELETE FROM "rate_limit_counters" WHERE "key" = $1`, [
      `held:${pool}:${holder}`,
    ]);
  }

  /** Removes the counters whose window has ended (each replica may; deleting is idempotent). */
  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM "rate_limit_counters" WHERE "windowEnd" <= now()`);
  }
}
