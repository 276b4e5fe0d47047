import { ResponseCache, cacheKey, toCachedResponse } from './response-cache';

/** A load that counts its calls and answers `value`. */
function loader<T>(value: T) {
  const load = jest.fn(() => Promise.resolve(value));
  return load;
}

/** A load that waits until `finish` is called. */
function slowLoad<T>(value: T) {
  let finish = () => {};
  const started = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const load = jest.fn(async () => {
    await started;
    return value;
  });
  return { load, finish: () => finish() };
}

describe('cacheKey', () => {
  it('is the same for the same parameters in any order, without the undefined ones', () => {
    expect(cacheKey('getTutor', { subject: 'Physics', page: 1, q: undefined })).toBe(
      cacheKey('getTutor', { page: 1, subject: 'Physics' }),
    );
  });

  it('tells different values, callers and calls apart, and cannot be forged by a value', () => {
    const keys = [
      cacheKey('getTutor', { page: 1 }),
      cacheKey('getTutor', { page: 2 }),
      cacheKey('getTutor', { page: 1, admin: true }),
      cacheKey('getBlogs', { page: 1 }),
      // A value carrying a separator does not turn into another parameter.
      cacheKey('getTutor', { q: 'a&page=1' }),
      cacheKey('getTutor', { q: 'a', page: 1 }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('toCachedResponse', () => {
  it('serialises once, and tags the bytes and the total together', () => {
    const a = toCachedResponse([{ x: 1 }], 1);
    expect(a.body.toString()).toBe('[{"x":1}]');
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(toCachedResponse([{ x: 1 }], 1).etag).toBe(a.etag);
    expect(toCachedResponse([{ x: 1 }], 2).etag).not.toBe(a.etag);
    expect(toCachedResponse([{ x: 2 }], 1).etag).not.toBe(a.etag);
  });
});

describe('ResponseCache', () => {
  it('reads once, then answers from memory', async () => {
    const cache = new ResponseCache(1e6);
    const load = loader('rows');
    expect(await cache.get('k', ['users'], load)).toBe('rows');
    expect(await cache.get('k', ['users'], load)).toBe('rows');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again after a write to a collection the value was read from, only then', async () => {
    const cache = new ResponseCache(1e6);
    const tutors = loader('tutors');
    const blogs = loader('blogs');
    await cache.get('tutors', ['users'], tutors);
    await cache.get('blogs', ['blogs'], blogs);
    cache.invalidate('users');
    await cache.get('tutors', ['users'], tutors);
    await cache.get('blogs', ['blogs'], blogs);
    expect(tutors).toHaveBeenCalledTimes(2);
    expect(blogs).toHaveBeenCalledTimes(1);
  });

  it('never keeps a value whose read overlapped a write (it may predate the write)', async () => {
    const cache = new ResponseCache(1e6);
    const slow = slowLoad('old');
    const first = cache.get('k', ['users'], slow.load);
    cache.invalidate('users');
    slow.finish();
    expect(await first).toBe('old');
    const fresh = loader('new');
    expect(await cache.get('k', ['users'], fresh)).toBe('new');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('shares one read among concurrent misses, but not with a request after a write', async () => {
    const cache = new ResponseCache(1e6);
    const slow = slowLoad('old');
    const a = cache.get('k', ['users'], slow.load);
    const b = cache.get('k', ['users'], slow.load);
    cache.invalidate('users');
    const after = loader('new');
    const c = cache.get('k', ['users'], after);
    slow.finish();
    expect(await Promise.all([a, b, c])).toEqual(['old', 'old', 'new']);
    expect(slow.load).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('clear() drops everything, including reads in flight', async () => {
    const cache = new ResponseCache(1e6);
    const slow = slowLoad('old');
    await cache.get('done', ['blogs'], loader('x'));
    const inFlight = cache.get('k', ['users'], slow.load);
    cache.clear();
    slow.finish();
    await inFlight;
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('holds an answer, or one a value carries beside a record, until a write to its collection', async () => {
    const cache = new ResponseCache(1 << 20);
    const plain = await cache.get('list', ['blogs'], loader(toCachedResponse([1, 2])));
    const record = await cache.get(
      'profile',
      ['users'],
      loader({ tutor: { id: 't' }, answer: toCachedResponse({ id: 't' }) }),
    );
    expect(cache.holds(plain)).toBe(true);
    expect(cache.holds(record.answer)).toBe(true);
    expect(cache.holds(toCachedResponse({ id: 't' }))).toBe(false);
    cache.invalidate('users');
    expect(cache.holds(record.answer)).toBe(false);
    expect(cache.holds(plain)).toBe(true);
  });

  it('a failed read is not kept and the next request reads again', async () => {
    const cache = new ResponseCache(1e6);
    const failing = jest.fn(() => Promise.reject(new Error('db down')));
    await expect(cache.get('k', ['users'], failing)).rejects.toThrow('db down');
    expect(await cache.get('k', ['users'], loader('ok'))).toBe('ok');
  });

  it('drops the least recently used answers beyond its size in bytes', async () => {
    const answer = (n: number) => toCachedResponse('x'.repeat(n));
    // Each entry costs its bytes plus 256 of overhead.
    const cache = new ResponseCache(3 * (1000 + 256));
    await cache.get('a', ['t'], () => Promise.resolve(answer(998)));
    await cache.get('b', ['t'], () => Promise.resolve(answer(998)));
    await cache.get('c', ['t'], () => Promise.resolve(answer(998)));
    await cache.get('a', ['t'], loader(answer(1))); // a is now the most recent
    await cache.get('d', ['t'], () => Promise.resolve(answer(998)));
    expect(cache.stats().entries).toBe(3);
    const reloadB = loader(answer(998));
    const reloadA = loader(answer(998));
    await cache.get('a', ['t'], reloadA);
    await cache.get('b', ['t'], reloadB);
    expect(reloadA).not.toHaveBeenCalled();
    expect(reloadB).toHaveBeenCalledTimes(1);
  });

  it('while the change feed is down, reads through and keeps nothing', async () => {
    let live = false;
    const watch = jest.fn();
    const cache = new ResponseCache(1e6, { isLive: () => live, watch });
    const load = loader('rows');
    await cache.get('k', ['users'], load);
    await cache.get('k', ['users'], load);
    expect(load).toHaveBeenCalledTimes(2);
    live = true;
    await cache.get('k', ['users'], load);
    await cache.get('k', ['users'], load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('other', ['users', 'hires'], load);
    // Each collection is watched once, when first cached.
    expect(watch.mock.calls).toEqual([['users'], ['hires']]);
  });
});
