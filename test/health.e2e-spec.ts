import { targetForFile } from './support/file-setup';

describe('health, errors and headers', () => {
  const { api } = targetForFile();

  it('answers health with a database check', async () => {
    const res = await api().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers an unknown /api route with a 404 in the error shape', async () => {
    const res = await api().get('/api/no-such-call').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(typeof res.body.message).toBe('string');
  });

  it('sets security headers', async () => {
    const res = await api().get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('publishes the OpenAPI document', async () => {
    const res = await api().get('/api/docs-json').expect(200);
    expect(res.body.info.title).toBe('Tutor Hub API');
  });

  it('answers malformed JSON with a 400 in the error shape, not a 500', async () => {
    const res = await api()
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"broken": ');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.statusCode).toBe(res.status);
  });

  describe('X-Request-Id', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

    it('echoes a short id of safe characters the caller sent', async () => {
      const id = 'web-1.trace:42_x';
      const res = await api().get('/api/health').set('X-Request-Id', id).expect(200);
      expect(res.headers['x-request-id']).toBe(id);
    });

    it('gives every answer a fresh UUID when the caller sends none', async () => {
      const [a, b] = await Promise.all([api().get('/api/health'), api().get('/api/health')]);
      expect(a.headers['x-request-id']).toMatch(uuid);
      expect(b.headers['x-request-id']).toMatch(uuid);
      expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    });

    it.each([
      ['too long', 'a'.repeat(65)],
      ['a log-forging space', 'abc def'],
      ['markup', '<script>'],
      ['a header-splitting attempt', 'abc%0d%0aSet-Cookie:x=1'],
    ])('replaces an id that is %s with a UUID', async (_, id) => {
      const res = await api().get('/api/health').set('X-Request-Id', id).expect(200);
      expect(res.headers['x-request-id']).toMatch(uuid);
    });

    it('accepts exactly 64 characters', async () => {
      const id = 'b'.repeat(64);
      const res = await api().get('/api/health').set('X-Request-Id', id);
      expect(res.headers['x-request-id']).toBe(id);
    });

    it('is on error answers too: 404s and refused input', async () => {
      const notFound = await api().get('/api/no-such-call').set('X-Request-Id', 'nf-1').expect(404);
      expect(notFound.headers['x-request-id']).toBe('nf-1');
      const badJson = await api()
        .post('/api/contact')
        .set('Content-Type', 'application/json')
        .set('X-Request-Id', 'bad-1')
        .send('{"broken": ');
      expect(badJson.status).toBe(400);
      expect(badJson.headers['x-request-id']).toBe('bad-1');
      const anonymousAdmin = await api().get('/api/contact').expect(401);
      expect(anonymousAdmin.headers['x-request-id']).toMatch(uuid);
    });
  });
});
