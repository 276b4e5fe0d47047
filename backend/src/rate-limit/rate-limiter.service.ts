import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import type { Env } from '../config/env.validation';

/** The kinds of request that share one limit, and the setting holding it. */
const LIMIT_SETTINGS = {
  signIn: 'RATE_LIMIT_SIGN_IN',
  messages: 'RATE_LIMIT_MESSAGES',
  writes: 'RATE_LIMIT_WRITES',
  uploads: 'RATE_LIMIT_UPLOADS',
} as const satisfies Record<string, keyof Env>;

export type RateLimitGroup = keyof typeof LIMIT_SETTINGS;

/**
 * Counts one request on every key in a single statement: the counter of a key whose window
 * has ended starts again at 1. Windows are aligned on the database clock, so every replica
 * agrees on them.
 */
const COUNT_REQUEST = `
  INSERT INTO "rate_limit_counters" AS c ("key", "windowEnd", "hits")
  SELECT k, to_timestamp((floor(extract(epoch FROM now()) / $2) + 1) * $2), 1
  FROM unnest($1::text[]) AS k
  ON CONFLICT ("key") DO UPDATE SET
    "hits" = CASE WHEN c."windowEnd" = EXCLUDED."windowEnd" THEN c."hits" + 1 ELSE 1 END,
    "windowEnd" = EXCLUDED."windowEnd"
  RETURNING "hits", ceil(extract(epoch FROM c."windowEnd" - now()))::int AS "retryAfter"`;

/** Fixed-window request counters in PostgreSQL, shared by every API replica. */
@Injectable()
export class RateLimiter {
  readonly windowSeconds: number;
  private readonly limits: Record<RateLimitGroup, number>;

  constructor(
    private readonly db: DataSource,
    config: ConfigService<Env, true>,
  ) {
    this.windowSeconds = config.get('RATE_LIMIT_WINDOW_SECONDS', { infer: true });
    this.limits = {
      signIn: config.get(LIMIT_SETTINGS.signIn, { infer: true }),
      messages: config.get(LIMIT_SETTINGS.messages, { infer: true }),
      writes: config.get(LIMIT_SETTINGS.writes, { infer: true }),
      uploads: config.get(LIMIT_SETTINGS.uploads, { infer: true }),
    };
  }

  /**
   * Counts one request of `group` from `address` and, when signed in, `accountId`. Answers
   * null while both are within the limit, else the seconds until the caller may try again.
   */
  async consume(
    group: RateLimitGroup,
    address: string,
    accountId?: string,
  ): Promise<number | null> {
    const keys = [`${group}:address:${address}`];
    if (accountId) {
      keys.push(`${group}:account:${accountId}`);
    }
    const counted: Array<{ hits: number; retryAfter: number }> = await this.db.query(
      COUNT_REQUEST,
      [keys, this.windowSeconds],
    );
    const over = counted.filter((c) => c.hits > this.limits[group]);
    return over.length === 0 ? null : Math.max(1, ...over.map((c) => c.retryAfter));
  }

  /** Removes the counters whose window has ended (each replica may; deleting is idempotent). */
  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM "rate_limit_counters" WHERE "windowEnd" <= now()`);
  }
}
