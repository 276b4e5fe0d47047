import type { HttpAdapterHost } from '@nestjs/core';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { DataSource } from 'typeorm';
import type { ChangeFeed } from '../database/change-feed';
import type { RateLimiter } from '../rate-limit/rate-limiter.service';
import { LIVE_TOPIC } from './live-events';
import {
  HEARTBEAT_MS,
  LiveStreams,
  MAX_STREAMS_PER_ACCOUNT,
  SESSION_ENDED,
  SLOT_HOLD_SECONDS,
  type StreamGrant,
} from './live-streams.service';

/** A response that records what the stream writes. */
class FakeResponse extends EventEmitter {
  written = '';
  writableLength = 0;
  ended = false;
  destroyed = false;
  write(text: string): boolean {
    this.written += text;
    return true;
  }
  end(text?: string): void {
    this.written += text ?? '';
    this.ended = true;
    this.emit('close');
  }
  destroy(): void {
    this.destroyed = true;
    this.emit('close');
  }
}

/** The change feed's part the streams use: the live and users topics and the reset listeners. */
function fakeFeed() {
  const feed = {
    deliver: (_payload: string) => {},
    userChanged: (_id?: string) => {},
    reset: () => {},
  };
  const changeFeed = {
    subscribe: (topic: string, listener: (payload?: string) => void) => {
      expect([LIVE_TOPIC, 'users']).toContain(topic);
      if (topic === LIVE_TOPIC) {
        feed.deliver = listener;
      } else {
        feed.userChanged = listener;
      }
      return () => undefined;
    },
    onReset: (listener: () => void) => {
      feed.reset = listener;
      return () => undefined;
    },
  } as unknown as ChangeFeed;
  return { feed, changeFeed };
}

/** The slots' part of the rate limiter, in memory: the held slots by pool. */
function fakeLimiter() {
  const held = new Map<string, Set<string>>();
  const limiter = {
    holdSlot: (pool: string, holder: string, max: number) => {
      const slots = held.get(pool) ?? new Set<string>();
      held.set(pool, slots);
      return Promise.resolve(slots.size < max && Boolean(slots.add(holder)));
    },
    freeHeldSlot: (pool: string, holder: string) => {
      held.get(pool)?.delete(holder);
      return Promise.resolve();
    },
    renewHeldSlots: jest.fn(() => Promise.resolve()),
  };
  return { held, limiter };
}

describe('LiveStreams', () => {
  let streams: LiveStreams;
  let feed: ReturnType<typeof fakeFeed>['feed'];
  /** The accounts as the database has them now. */
  let accounts: Map<string, StreamGrant>;
  let slots: ReturnType<typeof fakeLimiter>;

  beforeEach(() => {
    jest.useFakeTimers();
    const fake = fakeFeed();
    feed = fake.feed;
    accounts = new Map();
    const db = {
      query: (_sql: string, [ids]: [string[]]) =>
        Promise.resolve(ids.flatMap((id) => accounts.get(id) ?? [])),
    } as unknown as DataSource;
    slots = fakeLimiter();
    streams = new LiveStreams(
      fake.changeFeed,
      {} as HttpAdapterHost,
      db,
      slots.limiter as unknown as RateLimiter,
    );
    streams.onModuleInit();
  });

  afterEach(async () => {
    await streams.onModuleDestroy();
    jest.useRealTimers();
  });

  const grantOf = (id: string): StreamGrant => ({
    id,
    tokenVersion: 0,
    role: 'tutor',
    suspended: false,
  });
  const open = (userId: string) => {
    const response = new FakeResponse();
    if (!accounts.has(userId)) {
      accounts.set(userId, grantOf(userId));
    }
    streams.open(
      grantOf(userId),
      response as unknown as ServerResponse,
      `${Math.random()}`,
      Date.now() + 3_600_000,
    );
    return { response };
  };
  /** Opens a stream the way the controller does: a slot first. */
  const reserveAndOpen = async (userId: string) => {
    const slot = await streams.reserve(userId);
    const response = new FakeResponse();
    if (slot !== null) {
      streams.open(
        grantOf(userId),
        response as unknown as ServerResponse,
        slot,
        Date.now() + 3_600_000,
      );
    }
    return { response, opened: slot !== null };
  };
  const slotsOf = (userId: string) => slots.held.get(`streams:${userId}`)?.size ?? 0;
  /** Lets the recheck's query answer. */
  const settle = () =>
    new Promise<void>((resolve) => jest.requireActual('timers').setImmediate(resolve));

  it.each([
    ['signs out everywhere', { tokenVersion: 1 }],
    ['is suspended', { suspended: true }],
    ['changes role', { role: 'admin' }],
  ] as const)('ends every stream of an account that %s, with a last event', async (_, change) => {
    const [a1, a2, b] = [open('a'), open('a'), open('b')];
    accounts.set('a', { ...grantOf('a'), ...change });
    feed.userChanged('a');
    await settle();
    for (const { response } of [a1, a2]) {
      expect(response.ended).toBe(true);
      expect(response.written.endsWith(SESSION_ENDED)).toBe(true);
    }
    expect(SESSION_ENDED).toBe('event: ended\ndata: {"reason":"session"}\n\n');
    expect(b.response.ended).toBe(false);
    expect(streams.countFor('a')).toBe(0);
  });

  it('ends the streams of a deleted account, and keeps those of one whose other fields changed', async () => {
    const [gone, kept] = [open('gone'), open('kept')];
    accounts.delete('gone');
    feed.userChanged();
    await settle();
    expect(gone.response.written.endsWith(SESSION_ENDED)).toBe(true);
    expect(kept.response.ended).toBe(false);
    expect(streams.countFor('kept')).toBe(1);
  });

  it('writes an event to every stream of the accounts it names, and to no other', () => {
    const [a1, a2, b] = [open('a'), open('a'), open('b')];
    feed.deliver(
      JSON.stringify({ to: ['a'], live: { event: 'notifications', data: { count: 3 } } }),
    );
    for (const { response } of [a1, a2]) {
      expect(response.written).toContain('event: notifications\ndata: {"count":3}\n\n');
    }
    expect(b.response.written).not.toContain('notifications');
  });

  it('tells each reader whether a message is theirs', () => {
    const [sender, reader] = [open('s'), open('r')];
    const message = { _id: 'm', conversationId: 'c', senderId: 's', text: 'Hi' };
    feed.deliver(
      JSON.stringify({
        to: ['s', 'r'],
        live: { event: 'message', data: { conversationId: 'c', message } },
      }),
    );
    expect(sender.response.written).toContain('"mine":true');
    expect(reader.response.written).toContain('"mine":false');
  });

  it('sends a heartbeat comment every 20 seconds', () => {
    const { response } = open('a');
    jest.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(response.written).not.toContain(': heartbeat');
    jest.advanceTimersByTime(1);
    expect(response.written).toContain(': heartbeat\n\n');
  });

  it(`refuses a stream past ${MAX_STREAMS_PER_ACCOUNT} per account, and frees a closed one's slot`, async () => {
    const first = [];
    for (let i = 0; i < MAX_STREAMS_PER_ACCOUNT; i++) {
      first.push(await reserveAndOpen('a'));
    }
    expect(first.every((s) => s.opened)).toBe(true);
    expect((await reserveAndOpen('a')).opened).toBe(false);
    expect((await reserveAndOpen('b')).opened).toBe(true);
    first[0].response.emit('close');
    await settle();
    expect(streams.countFor('a')).toBe(MAX_STREAMS_PER_ACCOUNT - 1);
    expect(slotsOf('a')).toBe(MAX_STREAMS_PER_ACCOUNT - 1);
    expect((await reserveAndOpen('a')).opened).toBe(true);
  });

  it('frees the slot on every way a stream ends: client gone, cut, session ended, shutdown', async () => {
    const [left, cut, ended, stopped] = [
      await reserveAndOpen('a'),
      await reserveAndOpen('a'),
      await reserveAndOpen('a'),
      await reserveAndOpen('b'),
    ];
    left.response.emit('close');
    cut.response.writableLength = 10 * 1024 * 1024;
    feed.deliver(
      JSON.stringify({ to: ['a'], live: { event: 'notifications', data: { count: 1 } } }),
    );
    await settle();
    expect(slotsOf('a')).toBe(1);
    accounts.set('a', { ...grantOf('a'), tokenVersion: 1 });
    feed.userChanged('a');
    await settle();
    expect(ended.response.ended).toBe(true);
    expect(slotsOf('a')).toBe(0);
    await streams.onModuleDestroy();
    expect(stopped.response.ended).toBe(true);
    expect(slotsOf('b')).toBe(0);
  });

  it('renews the slots of the open streams with each heartbeat', async () => {
    await reserveAndOpen('a');
    jest.advanceTimersByTime(HEARTBEAT_MS);
    expect(slots.limiter.renewHeldSlots).toHaveBeenCalledWith(
      [['streams:a', expect.any(String)]],
      SLOT_HOLD_SECONDS,
    );
    expect(SLOT_HOLD_SECONDS * 1000).toBeGreaterThan(2 * HEARTBEAT_MS);
  });

  it('tells every stream to resync when the feed may have missed events', () => {
    const [a, b] = [open('a'), open('b')];
    feed.reset();
    expect(a.response.written).toContain('event: resync\ndata: {}\n\n');
    expect(b.response.written).toContain('event: resync');
  });

  it('cuts a client that stopped reading instead of buffering for it', () => {
    const { response } = open('a');
    response.writableLength = 10 * 1024 * 1024;
    feed.deliver(
      JSON.stringify({ to: ['a'], live: { event: 'notifications', data: { count: 1 } } }),
    );
    expect(response.destroyed).toBe(true);
    expect(streams.countFor('a')).toBe(0);
  });

  it('ends every stream when the instance stops', async () => {
    const { response } = open('a');
    await streams.onModuleDestroy();
    expect(response.ended).toBe(true);
    expect(streams.size).toBe(0);
  });
});
