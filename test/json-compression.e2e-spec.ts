import { identitiesForFile } from './support/file-setup';
import { authHeader } from './support/identities';
import { marker } from './support/payloads';
import { postBlog } from './support/posts';

// Large JSON answers travel brotli- or gzip-compressed to clients that accept it (the first
// paint of a list on a slow phone); small ones and clients that do not ask get the plain bytes.
// supertest decodes br and gzip, so each test compares the decoded answer with the plain one.
describe('JSON compression', () => {
  const { target, api, ids } = identitiesForFile();
  const text = 'Work through past papers chapter by chapter, timing every answer. '.repeat(12);

  beforeAll(async () => {
    for (let i = 0; i < 3; i += 1) {
      await postBlog(target, ids.tutor, { description: `${marker('zip')} ${text}` });
    }
  });

  const plain = (path: string) => api().get(path).set('Accept-Encoding', 'identity').expect(200);

  it.each(['br', 'gzip'])(
    'a large cached list answered with %s decodes to the same JSON, tagged per coding',
    async (coding) => {
      const path = '/api/getBlogs?limit=3';
      const identity = await plain(path);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(Buffer.byteLength(identity.text)).toBeGreaterThan(1024);

      const compressed = await api().get(path).set('Accept-Encoding', coding).expect(200);
      expect(compressed.headers['content-encoding']).toBe(coding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(compressed.headers['content-length'])).toBeLessThan(
        Buffer.byteLength(identity.text) / 2,
      );
      expect(compressed.body).toEqual(identity.body);
      expect(compressed.headers['x-total-count']).toBe(identity.headers['x-total-count']);
      expect(compressed.headers.etag).not.toBe(identity.headers.etag);
    },
  );

  it('prefers brotli when both are accepted and honours q=0', async () => {
    const path = '/api/getBlogs?limit=3';
    const both = await api().get(path).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(both.headers['content-encoding']).toBe('br');
    const noBrotli = await api().get(path).set('Accept-Encoding', 'br;q=0, gzip').expect(200);
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
  });

  it('revalidates a compressed answer with 304, and the plain one with its own tag', async () => {
    const path = '/api/getBlogs?limit=3';
    const first = await api().get(path).set('Accept-Encoding', 'br').expect(200);
    const again = await api()
      .get(path)
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.text ?? '').toBe('');
    // The plain bytes are another representation: the brotli tag does not stand for them.
    await api()
      .get(path)
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', first.headers.etag as string)
      .expect(200);
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const small = await api()
      .get('/api/getBlogs?limit=1&page=9999')
      .set('Accept-Encoding', 'br, gzip');
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toEqual([]);
  });

  it('compresses large answers outside the answer cache too (the admin contact inbox)', async () => {
    for (let i = 0; i < 2; i += 1) {
      await api()
        .post('/api/contact')
        .send({ name: 'Rahim', email: 'rahim@example.com', message: `${marker('zip')} ${text}` })
        .expect(201);
    }
    const path = '/api/contact?limit=2';
    const identity = await api()
      .get(path)
      .set(authHeader(ids.admin))
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(Buffer.byteLength(identity.text)).toBeGreaterThan(1024);
    const compressed = await api()
      .get(path)
      .set(authHeader(ids.admin))
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.body).toEqual(identity.body);
  });
});
