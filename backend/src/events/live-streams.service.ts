import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { DataSource } from 'typeorm';
import { ChangeFeed } from '../database/change-feed';
import type { User } from '../users/user.entity';
import { type AddressedEvent, LIVE_TOPIC, type LiveEvent } from './live-events';

/** Open streams one account may hold on one API instance. */
export const MAX_STREAMS_PER_ACCOUNT = 5;

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;

/** The client reconnects after this long when its stream drops (the SSE `retry:` field). */
const RETRY_MS = 3000;

/** A stream whose client stopped reading holds at most this much unsent before it is cut. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/** What the stream's token was accepted on: when any of it changes, the stream ends. */
export type StreamGrant = Pick<User, 'id' | 'tokenVersion' | 'role' | 'suspended'>;

/**
 * The last frame of a stream whose account signed out everywhere, was suspended, deleted or
 * changed role: the client reconnects, and its token is checked anew (a 401 renews it).
 */
export const SESSION_ENDED = frame('ended', { reason: 'session' });

interface Stream {
  grant: StreamGrant;
  raw: ServerResponse;
}

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
    this.heartbeat = setInterval(() => this.broadcastComment('heartbeat'), HEARTBEAT_MS);
    this.heartbeat.unref();
    // Open streams would hold the server's close (and a drain) until its timeout.
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    fastify?.addHook('preClose', (done) => {
      this.closeAll();
      done();
    });
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe.forEach((stop) => stop());
    this.closeAll();
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
   * describes, until the client goes away, the instance stops or the account changes. False
   * when the account has its maximum open.
   */
  open(grant: StreamGrant, raw: ServerResponse): boolean {
    const userId = grant.id;
    const set = this.streams.get(userId) ?? new Set<Stream>();
    if (set.size >= MAX_STREAMS_PER_ACCOUNT) {
      return false;
    }
    this.streams.set(userId, set);
    const stream: Stream = { grant, raw };
    set.add(stream);
    raw.once('close', () => {
      set.delete(stream);
      if (set.size === 0 && this.streams.get(userId) === set) {
        this.streams.delete(userId);
      }
    });
    raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    return true;
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
          stream.raw.end(SESSION_ENDED);
        }
      }
    }
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
      return;
    }
    stream.raw.write(text);
  }

  private closeAll(): void {
    for (const set of this.streams.values()) {
      for (const stream of set) {
        stream.raw.end();
      }
    }
    this.streams.clear();
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
