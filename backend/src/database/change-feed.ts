import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CHANGE_FEED_CHANNEL } from './change-feed-triggers';

/** The part of a `pg` Client the feed uses. */
export interface ListenerClient {
  connect(): Promise<unknown>;
  query(sql: string): Promise<unknown>;
  end(): Promise<unknown>;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'notification', listener: (message: { payload?: string }) => void): unknown;
}

/** Told the id of the one changed row, or nothing when a statement changed several rows. */
export type ChangeListener = (id?: string) => void;

/** Reconnect delays after the listener connection is lost: doubling, capped. */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5000;

/**
 * What this replica hears about writes to cached tables, from any replica (PostgreSQL
 * LISTEN/NOTIFY on one connection, triggers from `change-feed-triggers.ts`).
 *
 * Notifications sent while the connection is down are lost, so every cache must flush on
 * `onReset` (called when the connection is lost and again once it is back) and must neither
 * serve nor store while `isLive` is false.
 */
export class ChangeFeed implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ChangeFeed.name);
  private readonly listeners = new Map<string, Set<ChangeListener>>();
  private readonly resetListeners = new Set<() => void>();
  private client: ListenerClient | null = null;
  private live = false;
  private stopped = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly newClient: () => ListenerClient) {}

  /** True while notifications are arriving: only then may a cache answer from memory. */
  get isLive(): boolean {
    return this.live;
  }

  /** Calls `listener` after each committed write to `table`; answers how to unsubscribe. */
  subscribe(table: string, listener: ChangeListener): () => void {
    const set = this.listeners.get(table) ?? new Set<ChangeListener>();
    this.listeners.set(table, set);
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Calls `listener` whenever notifications may have been missed; answers how to unsubscribe. */
  onReset(listener: () => void): () => void {
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  /** Boot waits for the first attempt (so caches work from the first request), never fails. */
  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    this.live = false;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) {
      return;
    }
    const client = this.newClient();
    this.client = client;
    // Without an 'error' listener a dropped connection would crash the process.
    client.on('error', (e: Error) => this.lost(client, e));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => this.deliver(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_FEED_CHANNEL}`);
    } catch (e) {
      this.lost(client, e);
      return;
    }
    if (this.client !== client) {
      return;
    }
    if (this.retryMs > FIRST_RETRY_MS) {
      this.logger.log('change feed reconnected: caches flushed');
    }
    this.live = true;
    this.retryMs = FIRST_RETRY_MS;
    this.reset();
  }

  private lost(client: ListenerClient, error?: unknown): void {
    if (this.client !== client) {
      return;
    }
    this.client = null;
    const wasLive = this.live;
    this.live = false;
    void client.end().catch(() => undefined);
    if (wasLive) {
      this.reset();
    }
    if (this.stopped) {
      return;
    }
    const reason = error instanceof Error ? error.message : 'connection closed';
    this.logger.warn(`change feed lost (${reason}); retrying in ${this.retryMs} ms`);
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }

  private deliver(payload: string | undefined): void {
    if (!payload) {
      return;
    }
    const colon = payload.indexOf(':');
    const table = colon < 0 ? payload : payload.slice(0, colon);
    const id = colon < 0 ? undefined : payload.slice(colon + 1);
    for (const listener of this.listeners.get(table) ?? []) {
      this.safely(() => listener(id));
    }
  }

  private reset(): void {
    for (const listener of this.resetListeners) {
      this.safely(listener);
    }
  }

  /** One failing listener must not keep the others from flushing. */
  private safely(call: () => void): void {
    try {
      call();
    } catch (e) {
      this.logger.error(`change listener failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
