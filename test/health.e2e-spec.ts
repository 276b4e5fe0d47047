import { createTarget, http, type Target } from './support/app';
import { closeTarget } from './support/identities';

describe('health, errors and headers', () => {
  let target: Target;
  const api = () => http(target);

  beforeAll(async () => {
    target = await createTarget();
  });
  afterAll(async () => {
    await closeTarget(target);
  });

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
});
