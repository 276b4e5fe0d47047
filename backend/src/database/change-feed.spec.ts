import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import { ChangeFeed, type ListenerClient } from './change-feed';
import { CHANGE_FEED_CHANNEL } from './change-feed-triggers';

/** A stand-in for one pg connection: connects (or fails to), runs LISTEN, can be dropped. */
class FakeClient extends EventEmitter implements ListenerClient {
  readonly queries: string[] = [];
  ended = false;

  constructor(private readonly failConnect: boolean) {
    super();
  }

  connect(): Promise<void> {
    return this.failConnect ? Promise.reject(new Error('ECONNREFUSED')) : Promise.resolve();
  }

  query(sql: string): Promise<void> {
    this.queries.push(sql);
    return Promise.resolve();
  }

  end(): Promise<void> {
    if (!this.ended) {
      this.ended = true;
      this.emit('end');
    }
    return Promise.resolve();
  }

  notify(payload: string): void {
    this.emit('notification', { channel: CHANGE_FEED_CHANNEL, payload });
  }

  /** The database restarts: the server closes the connection. */
  drop(): void {
    this.emit('error', new Error('terminating connection due to administrator command'));
    void this.end();
  }
}

/** A feed whose connection attempts fail while `down` is true. */
function feedWith(down = { value: false }) {
  const clients: FakeClient[] = [];
  const feed = new ChangeFeed(() => {
    const client = new FakeClient(down.value);
    clients.push(client);
    return client;
  });
  return { feed, clients, down };
}

const flush = () =>
  new Promise<void>((resolve) => jest.requireActual('node:timers').setImmediate(resolve));

describe('ChangeFeed', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('listens on the channel at boot, is live and tells caches to start clean', async () => {
    const { feed, clients } = feedWith();
    const reset = jest.fn();
    feed.onReset(reset);
    expect(feed.isLive).toBe(false);

    await feed.onApplicationBootstrap();

    expect(clients).toHaveLength(1);
    expect(clients[0].queries).toEqual([`LISTEN ${CHANGE_FEED_CHANNEL}`]);
    expect(feed.isLive).toBe(true);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('hands a table’s subscribers the id of a one-row change, nothing for a bulk one', async () => {
    const { feed, clients } = feedWith();
    const users = jest.fn();
    const blogs = jest.fn();
    feed.subscribe('users', users);
    feed.subscribe('blogs', blogs);
    await feed.onApplicationBootstrap();

    clients[0].notify('users:7f0c6c2e-1d4a-4a53-9d7e-6f1f7c9b2a10');
    clients[0].notify('users');

    expect(users.mock.calls).toEqual([['7f0c6c2e-1d4a-4a53-9d7e-6f1f7c9b2a10'], [undefined]]);
    expect(blogs).not.toHaveBeenCalled();
  });

  it('stops calling a listener once unsubscribed', async () => {
    const { feed, clients } = feedWith();
    const listener = jest.fn();
    const unsubscribe = feed.subscribe('courses', listener);
    await feed.onApplicationBootstrap();

    unsubscribe();
    clients[0].notify('courses:1');

    expect(listener).not.toHaveBeenCalled();
  });

  it('still calls the other listeners when one throws', async () => {
    const { feed, clients } = feedWith();
    const after = jest.fn();
    feed.subscribe('reviews', () => {
      throw new Error('broken cache');
    });
    feed.subscribe('reviews', after);
    await feed.onApplicationBootstrap();

    clients[0].notify('reviews:2');

    expect(after).toHaveBeenCalledWith('2');
  });

  it('after the database restarts: not live, flushes, reconnects and flushes again', async () => {
    const { feed, clients } = feedWith();
    const reset = jest.fn();
    feed.onReset(reset);
    await feed.onApplicationBootstrap();
    reset.mockClear();

    clients[0].drop();

    expect(feed.isLive).toBe(false);
    expect(reset).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(100);
    await flush();
    expect(clients).toHaveLength(2);
    expect(clients[1].queries).toEqual([`LISTEN ${CHANGE_FEED_CHANNEL}`]);
    expect(feed.isLive).toBe(true);
    expect(reset).toHaveBeenCalledTimes(2);
  });

  it('retries a refused connection with growing delays until the database is back', async () => {
    const { feed, clients, down } = feedWith({ value: true });
    await feed.onApplicationBootstrap();
    expect(feed.isLive).toBe(false);

    await jest.advanceTimersByTimeAsync(100);
    expect(clients).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(199);
    expect(clients).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(clients).toHaveLength(3);

    down.value = false;
    await jest.advanceTimersByTimeAsync(400);
    await flush();
    expect(clients).toHaveLength(4);
    expect(feed.isLive).toBe(true);
  });

  it('closes its connection at shutdown and never reconnects', async () => {
    const { feed, clients } = feedWith();
    await feed.onApplicationBootstrap();

    await feed.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(10_000);

    expect(clients[0].ended).toBe(true);
    expect(clients).toHaveLength(1);
    expect(feed.isLive).toBe(false);
  });
});
