import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { DataSource } from 'typeorm';
import { ChangeFeed } from '../database/change-feed';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import type { User } from '../users/user.entity';
import { type AddressedEvent, LIVE_TOPIC, type LiveEvent } from './live-events';

/** Open streams one account may hold, on all API instances together. */
export const MAX_STREAMS_PER_ACCOUNT = 5;

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;

/**
 * How long a stream's slot outlives its last heartbeat: a slot of an instance that died
 * without freeing it lapses this long after.
 */
export const SLOT_HOLD_SECONDS = 60;

/** The client reconnects after this long when its stream drops (the SSE `retry:` field). */
const RETRY_MS = 3000;

/**
 * When this instance stops, its streams end with this retry hint: the client reconnects this
 * soon, through the load balancer, to a replica still serving.
 */
export const RECONNECT_AFTER_STOP_MS = 500;

/** A stream whose client stopped reading holds at most this much unsent before it is cut. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** What the stream's token was accepted on: when any of it changes, the stream ends. */
export type StreamGrant = Pick<User, 'id' | 'tokenVersion' | 'role' | 'suspended'>;

/**
 * The last frame of a stream whose account signed out everywhere, was suspended, deleted or
 * changed role: the client reconnects, and its token is checked anew (a 401 renews it).
 */
export const SESSION_ENDED = frame('ended', { reason: 'session' });

/**
 * The last frame of a stream whose token expired: the client renews its token and reconnects at
 * once, so a stream never delivers to a token that would no longer be accepted.
 */
export const TOKEN_EXPIRED = frame('ended', { reason: 'expired' });

interface Stream {
  grant: StreamGrant;
  raw: ServerResponse;
  /** Ends the stream when its token expires; cleared when it ends sooner. */
  expiry: NodeJS.Timeout;
  /** Its slot in the account's pool of streams (`slotPool`), shared by every instance. */
  slot: string;
}

/** The pool of an account's stream slots. */
const slotPool = (userId: string) => `streams:${userId}`;

/**
 * The Server-Sent Events streams open on this API instance, by account. Events reach every
 * instance through the change feed's one LISTEN connection and are fanned out here in memory,
 * so an idle stream costs a socket and a few objects, never a database connection.
 */
@Injectable()
export class LiveStreams implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LiveStreams.name);
  private readonly streams = new Map<string, Set<Stream>>();
  private heartbeat?: NodeJS.Timeout;
  private unsubscribe: Array<() => void> = [];

  constructor(
    private readonly feed: ChangeFeed,
    private readonly adapterHost: HttpAdapterHost,
    private readonly db: DataSource,
    private readonly limiter: RateLimiter,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = [
      this.feed.subscribe(LIVE_TOPIC, (payload) => this.deliver(payload)),
      // Events sent while the feed was down are lost: clients refetch what they show.
      this.feed.onReset(() => {
        this.broadcast('resync', {});
        void this.recheck();
      }),
      // Any replica's write to an account: its streams may no longer be the account's to hear.
      this.feed.subscribe('users', (id) => void this.recheck(id)),
    ];
    this.heartbeat = setInterval(() => {
      this.broadcastComment('heartbeat');
      void this.renewSlots();
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
    // Open streams would hold the server's close (and a drain) until its timeout.
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    fastify?.addHook('preClose', async () => {
      await this.closeAll();
    });
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.heartbeat);
    this.unsubscribe.forEach((stop) => stop());
    await this.closeAll();
  }

  /**
   * Takes one of the account's MAX_STREAMS_PER_ACCOUNT stream slots (on all instances
   * together) for a stream about to open: its id, or null when all are taken.
   */
  async reserve(userId: string): Promise<string | null> {
    const slot = randomUUID();
    const taken = await this.limiter.holdSlot(
      slotPool(userId),
      slot,
      MAX_STREAMS_PER_ACCOUNT,
      SLOT_HOLD_SECONDS,
    );
    return taken ? slot : null;
  }

  /** Streams open for `userId` on this instance. */
  countFor(userId: string): number {
    return this.streams.get(userId)?.size ?? 0;
  }

  /** Streams open on this instance. */
  get size(): number {
    let total = 0;
    for (const set of this.streams.values()) {
      total += set.size;
    }
    return total;
  }

  /**
   * Starts the stream on `raw` (already answered 200 with its headers) for the account `grant`
   * describes, holding `slot` (from `reserve`), until the client goes away, the instance stops,
   * the account changes or its token expires at `expiresAtMs`.
   */
  open(grant: StreamGrant, raw: ServerResponse, slot: string, expiresAtMs: number): void {
    const set = this.streams.get(grant.id) ?? new Set<Stream>();
    this.streams.set(grant.id, set);
    const expiry = setTimeout(
      () => this.end(stream, TOKEN_EXPIRED),
      Math.max(0, expiresAtMs - Date.now()),
    );
    expiry.unref();
    const stream: Stream = { grant, raw, slot, expiry };
    set.add(stream);
    raw.once('close', () => void this.release(stream));
    if (raw.destroyed) {
      // The client left between the slot and the stream: 'close' has already been.
      void this.release(stream);
    }
    raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
  }

  /** Forgets a stream that ended, whichever way, and frees its slot (once). */
  private async release(stream: Stream): Promise<void> {
    const set = this.streams.get(stream.grant.id);
    if (!set?.delete(stream)) {
      return;
    }
    clearTimeout(stream.expiry);
    if (set.size === 0) {
      this.streams.delete(stream.grant.id);
    }
    await this.limiter
      .freeHeldSlot(slotPool(stream.grant.id), stream.slot)
      .catch((err: unknown) =>
        this.logger.warn({ err }, `live streams: a slot lapses in ${SLOT_HOLD_SECONDS} s`),
      );
  }

  /** Keeps the slots of the streams still open here. */
  private async renewSlots(): Promise<void> {
    const held: Array<[string, string]> = [];
    for (const [userId, set] of this.streams) {
      set.forEach((stream) => held.push([slotPool(userId), stream.slot]));
    }
    await this.limiter
      .renewHeldSlots(held, SLOT_HOLD_SECONDS)
      .catch((err: unknown) => this.logger.warn({ err }, 'live streams: slots not renewed'));
  }

  /**
   * Ends the streams of `userId` (of every account with a stream when undefined) whose account
   * is gone or no longer the one their token was accepted on.
   */
  private async recheck(userId?: string): Promise<void> {
    const ids = userId === undefined ? [...this.streams.keys()] : [userId];
    const open = ids.filter((id) => this.streams.has(id));
    if (open.length === 0) {
      return;
    }
    let rows: StreamGrant[];
    try {
      rows = await this.db.query(
        `SELECT "id", "tokenVersion", "role", "suspended" FROM "users" WHERE "id" = ANY($1)`,
        [open],
      );
    } catch (err) {
      this.logger.warn({ err }, 'live streams: accounts not rechecked');
      return;
    }
    const accounts = new Map(rows.map((row) => [row.id, row]));
    for (const id of open) {
      const now = accounts.get(id);
      for (const stream of this.streams.get(id) ?? []) {
        if (!now || !sameGrant(stream.grant, now)) {
          this.end(stream, SESSION_ENDED);
        }
      }
    }
  }

  /** Ends a stream with its last frame. */
  private end(stream: Stream, last: string): void {
    // Its slot is free before the client sees the end, so a new stream can open at once.
    stream.raw.write(last);
    void this.release(stream).then(() => stream.raw.end());
  }

  private deliver(payload: string | undefined): void {
    if (!payload) {
      return;
    }
    const { to, live } = JSON.parse(payload) as AddressedEvent;
    for (const userId of to) {
      for (const stream of this.streams.get(userId) ?? []) {
        this.write(stream, frame(live.event, forReader(live, userId)));
      }
    }
  }

  private broadcast(event: string, data: object): void {
    const text = frame(event, data);
    for (const set of this.streams.values()) {
      for (const stream of set) {
        this.write(stream, text);
      }
    }
  }

  private broadcastComment(comment: string): void {
    for (const set of this.streams.values()) {
      for (const stream of set) {
        this.write(stream, `: ${comment}\n\n`);
      }
    }
  }

  private write(stream: Stream, text: string): void {
    if (stream.raw.writableLength > MAX_BUFFERED_BYTES) {
      // A client that stopped reading: cut it rather than buffer without end; it reconnects.
      this.logger.warn(`live stream of ${stream.grant.id} cut: client not reading`);
      stream.raw.destroy();
      void this.release(stream);
      return;
    }
    stream.raw.write(text);
  }

  /** Ends every stream, telling its client to reconnect soon (to another replica). */
  private async closeAll(): Promise<void> {
    const all = [...this.streams.values()].flatMap((set) => [...set]);
    all.forEach((stream) => stream.raw.end(`retry: ${RECONNECT_AFTER_STOP_MS}\n\n`));
    await Promise.all(all.map((stream) => this.release(stream)));
  }
}

function sameGrant(a: StreamGrant, b: StreamGrant): boolean {
  return a.tokenVersion === b.tokenVersion && a.role === b.role && a.suspended === b.suspended;
}

/** One SSE frame. */
function frame(event: string, data: object): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The event as `readerId` sees it: a message says whether it is theirs. */
function forReader(live: LiveEvent, readerId: string): object {
  if (live.event === 'message') {
    return {
      ...live.data,
      message: { ...live.data.message, mine: live.data.message.senderId === readerId },
    };
  }
  return live.data;
}
