import type { CachedResponse } from './database/response-cache';
import { KEPT_MS, PAGES_MAX, RenderedPageCache } from './rendered-page-cache';

const page = (html: string): CachedResponse => ({ body: Buffer.from(html), etag: `"${html}"` });

describe('RenderedPageCache', () => {
  let now = 0;
  let cache: RenderedPageCache;
  /** The API's answers as they are now: URL → ETag. */
  let etags: Map<string, string>;
  const etagOf = jest.fn(async (url: string) => etags.get(url));

  beforeEach(() => {
    now = 1_000;
    cache = new RenderedPageCache(() => now);
    etags = new Map([
      ['/api/reviews?limit=6', '"r1"'],
      ['/api/getBlogs?limit=24', '"b1"'],
    ]);
    etagOf.mockClear();
  });

  it('sends a page again while every answer it was rendered with keeps its ETag', async () => {
    cache.set('en /', page('home'), new Map(etags));
    await expect(cache.get('en /', etagOf)).resolves.toEqual(page('home'));
    expect(etagOf.mock.calls.map(([url]) => url).sort()).toEqual([...etags.keys()].sort());
    await expect(cache.get('bn /', etagOf)).resolves.toBeUndefined();
  });

  it('renders afresh once one of its answers has changed, and forgets the old page', async () => {
    cache.set('en /', page('home'), new Map(etags));
    etags.set('/api/getBlogs?limit=24', '"b2"');
    await expect(cache.get('en /', etagOf)).resolves.toBeUndefined();
    etags.set('/api/getBlogs?limit=24', '"b1"');
    await expect(cache.get('en /', etagOf)).resolves.toBeUndefined();
  });

  it('does not send the page to a visitor refused an answer (no ETag), and keeps it for others', async () => {
    cache.set('en /', page('home'), new Map(etags));
    const limited = jest.fn(async (url: string) =>
      url.includes('reviews') ? undefined : etags.get(url),
    );
    await expect(cache.get('en /', limited)).resolves.toBeUndefined();
    await expect(cache.get('en /', etagOf)).resolves.toEqual(page('home'));
  });

  it('keeps a page no longer than a minute, whatever its answers', async () => {
    cache.set('en /', page('home'), new Map(etags));
    now += KEPT_MS;
    await expect(cache.get('en /', etagOf)).resolves.toEqual(page('home'));
    now += 1;
    await expect(cache.get('en /', etagOf)).resolves.toBeUndefined();
  });

  it('does not keep a page rendered with an answer that had no ETag', async () => {
    cache.set('en /', page('home'), new Map([['/api/reviews?limit=6', undefined]]));
    await expect(cache.get('en /', etagOf)).resolves.toBeUndefined();
  });

  it('keeps at most its limit of pages, forgetting the one kept longest', async () => {
    for (let i = 0; i <= PAGES_MAX; i += 1) {
      cache.set(`en /getBlogs/${i}`, page(`post ${i}`), new Map());
    }
    await expect(cache.get('en /getBlogs/0', etagOf)).resolves.toBeUndefined();
    await expect(cache.get('en /getBlogs/1', etagOf)).resolves.toEqual(page('post 1'));
    await expect(cache.get(`en /getBlogs/${PAGES_MAX}`, etagOf)).resolves.toEqual(
      page(`post ${PAGES_MAX}`),
    );
  });
});
