import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createTestApp } from './support/app';

// In-process: CORS_ORIGINS is read when the app boots.
describe('CORS', () => {
  const listed = 'https://app.tutorhub.example';
  const unlisted = 'https://evil.example';
  let app: NestFastifyApplication;
  const api = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp({ CORS_ORIGINS: `${listed}, http://localhost:5173` });
  });
  afterAll(async () => {
    await app.close();
  });

  const preflight = (origin: string) =>
    api()
      .options('/api/me')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization, content-type');

  it('answers a preflight from a listed origin with that origin, the headers and methods', async () => {
    const res = await preflight(listed).expect(204);
    expect(res.headers['access-control-allow-origin']).toBe(listed);
    // X-Id-Token: the fresh sign-in DELETE /api/me asks for.
    expect(res.headers['access-control-allow-headers']).toBe(
      'Authorization, Content-Type, x-id-token',
    );
    expect(res.headers['access-control-allow-methods']).toContain('PATCH');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toContain('Origin');
  });

  it('lets a listed origin read the answer and its X-Total-Count and X-Request-Id', async () => {
    const res = await api().get('/api/getBlogs').set('Origin', listed).expect(200);
    expect(res.headers['access-control-allow-origin']).toBe(listed);
    expect(res.headers['access-control-expose-headers']).toBe('X-Total-Count, X-Request-Id');
  });

  it('adds the headers to error answers too, so the web app can read the message', async () => {
    const res = await api().get('/api/me').set('Origin', 'http://localhost:5173').expect(401);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it.each([
    ['an unlisted origin', unlisted],
    ['a listed origin on another port', `${listed}:8443`],
    ['a listed origin over http', listed.replace('https:', 'http:')],
    ['a suffix look-alike', `${listed}.evil.example`],
    ['the null origin of sandboxed pages', 'null'],
  ])('gives %s no CORS header at all', async (_, origin) => {
    const pre = await preflight(origin);
    const simple = await api().get('/api/getBlogs').set('Origin', origin).expect(200);
    for (const res of [pre, simple]) {
      const cors = Object.keys(res.headers).filter((h) => h.startsWith('access-control-'));
      expect(cors).toEqual([]);
    }
  });
});
