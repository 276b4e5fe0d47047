import type { ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of, throwError } from 'rxjs';
import type { ChangeFeed } from '../database/change-feed';
import { User } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import { ACCOUNT_TTL_MS, AccountCache, AccountCacheWriteInterceptor } from './account-cache';

const ALICE = '0b6c1f7e-3f7a-4a55-8d2e-2f8e1b9c4d01';
const BOB = '5a1d2c3b-4e5f-4a6b-9c8d-7e6f5a4b3c02';

/** A change feed whose notifications the test sends by hand. */
function fakeFeed() {
  const listeners = new Map<string, (id?: string) => void>();
  const resets: Array<() => void> = [];
  const feed = {
    isLive: true,
    subscribe: (table: string, listener: (id?: string) => void) => {
      listeners.set(table, listener);
      return () => listeners.delete(table);
    },
    onReset: (listener: () => void) => {
      resets.push(listener);
      return () => undefined;
    },
  };
  return {
    feed,
    notify: (table: string, id?: string) => listeners.get(table)?.(id),
    reset: () => resets.forEach((r) => r()),
  };
}

/** The users table as a map; counts lookups (each one a query in the real service). */
function fakeUsers() {
  const rows = new Map<string, Partial<User>>([
    [ALICE, { id: ALICE, role: 'student', suspended: false }],
    [BOB, { id: BOB, role: 'tutor', suspended: false }],
  ]);
  const findById = jest.fn((id: string) => {
    const row = rows.get(id);
    return Promise.resolve(row ? Object.assign(new User(), row) : null);
  });
  return { rows, findById, service: { findById } as unknown as UsersService };
}

function setup() {
  const changes = fakeFeed();
  const users = fakeUsers();
  const cache = new AccountCache(users.service, changes.feed as unknown as ChangeFeed);
  return { cache, changes, users };
}

describe('AccountCache', () => {
  afterEach(() => jest.useRealTimers());

  it('reads an account once, then answers from memory, keyed by account id', async () => {
    const { cache, users } = setup();

    expect((await cache.get(ALICE))?.role).toBe('student');
    expect((await cache.get(ALICE))?.role).toBe('student');
    expect((await cache.get(BOB))?.role).toBe('tutor');

    expect(users.findById.mock.calls).toEqual([[ALICE], [BOB]]);
  });

  it('keeps no deleted account: a missing one is looked up again every time', async () => {
    const { cache, users } = setup();
    const ghost = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c03';

    expect(await cache.get(ghost)).toBeNull();
    expect(await cache.get(ghost)).toBeNull();

    expect(users.findById).toHaveBeenCalledTimes(2);
  });

  it('hands out copies: a caller changing its account does not change the cached one', async () => {
    const { cache } = setup();
    const first = await cache.get(ALICE);
    first!.role = 'admin';

    expect((await cache.get(ALICE))?.role).toBe('student');
  });

  it.each([
    ['a promotion', { role: 'admin' }],
    ['a suspension', { suspended: true }],
    ['a demotion', { role: null }],
  ] as const)('forgets an account on %s notified by any replica', async (_, change) => {
    const { cache, changes, users } = setup();
    await cache.get(ALICE);
    await cache.get(BOB);

    Object.assign(users.rows.get(ALICE)!, change);
    changes.notify('users', ALICE);

    expect(await cache.get(ALICE)).toMatchObject(change);
    await cache.get(BOB);
    expect(users.findById.mock.calls).toEqual([[ALICE], [BOB], [ALICE]]);
  });

  it('forgets every account on a bulk users change, and on a deletion', async () => {
    const { cache, changes, users } = setup();
    await cache.get(ALICE);
    await cache.get(BOB);

    users.rows.delete(BOB);
    changes.notify('users');

    expect(await cache.get(BOB)).toBeNull();
    expect(await cache.get(ALICE)).not.toBeNull();
    expect(users.findById).toHaveBeenCalledTimes(4);
  });

  it('ignores changes of other tables', async () => {
    const { cache, changes, users } = setup();
    await cache.get(ALICE);

    changes.notify('blogs', ALICE);
    await cache.get(ALICE);

    expect(users.findById).toHaveBeenCalledTimes(1);
  });

  it('reads again once the entry is older than the TTL, even without a notification', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { cache, users } = setup();
    await cache.get(ALICE);

    jest.setSystemTime(1_000_000 + ACCOUNT_TTL_MS - 1);
    await cache.get(ALICE);
    expect(users.findById).toHaveBeenCalledTimes(1);

    users.rows.get(ALICE)!.role = 'admin';
    jest.setSystemTime(1_000_000 + ACCOUNT_TTL_MS);
    expect((await cache.get(ALICE))?.role).toBe('admin');
    expect(users.findById).toHaveBeenCalledTimes(2);
  });

  it('flushes on a reset of the feed (notifications may have been missed)', async () => {
    const { cache, changes, users } = setup();
    await cache.get(ALICE);
    users.rows.get(ALICE)!.role = 'admin';

    changes.reset();

    expect((await cache.get(ALICE))?.role).toBe('admin');
  });

  it('neither serves nor stores while the feed is down', async () => {
    const { cache, changes, users } = setup();
    await cache.get(ALICE);

    // What the feed does when its connection drops: not live, and a reset.
    changes.feed.isLive = false;
    changes.reset();
    await cache.get(ALICE);
    await cache.get(ALICE);
    changes.feed.isLive = true;
    await cache.get(ALICE);

    expect(users.findById).toHaveBeenCalledTimes(4);
  });

  it('does not store an account read while a change of it was notified', async () => {
    const { cache, changes, users } = setup();
    let release!: () => void;
    users.findById.mockImplementationOnce(async (id: string) => {
      const stale = Object.assign(new User(), users.rows.get(id));
      await new Promise<void>((resolve) => (release = resolve));
      return stale;
    });

    const reading = cache.get(ALICE);
    users.rows.get(ALICE)!.role = 'admin';
    changes.notify('users', ALICE);
    release();
    expect((await reading)?.role).toBe('student');

    expect((await cache.get(ALICE))?.role).toBe('admin');
  });
});

describe('AccountCacheWriteInterceptor', () => {
  function contextFor(method: string): ExecutionContext {
    return {
      switchToHttp: () => ({ getRequest: () => ({ method }) }),
    } as unknown as ExecutionContext;
  }

  it.each(['POST', 'PATCH', 'PUT', 'DELETE'])(
    'forgets every account after a %s this replica handled, also when it failed',
    async (method) => {
      const { cache, users } = setup();
      const interceptor = new AccountCacheWriteInterceptor(cache);
      await cache.get(ALICE);

      await lastValueFrom(interceptor.intercept(contextFor(method), { handle: () => of(1) }));
      await cache.get(ALICE);
      await expect(
        lastValueFrom(
          interceptor.intercept(contextFor(method), {
            handle: () => throwError(() => new Error('conflict')),
          }),
        ),
      ).rejects.toThrow('conflict');
      await cache.get(ALICE);

      expect(users.findById).toHaveBeenCalledTimes(3);
    },
  );

  it.each(['GET', 'HEAD'])('keeps the accounts through a %s', async (method) => {
    const { cache, users } = setup();
    const interceptor = new AccountCacheWriteInterceptor(cache);
    await cache.get(ALICE);

    await lastValueFrom(interceptor.intercept(contextFor(method), { handle: () => of(1) }));
    await cache.get(ALICE);

    expect(users.findById).toHaveBeenCalledTimes(1);
  });
});
