import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp } from './support/app';

describe('health, errors and the web app fallback', () => {
  let app: NestFastifyApplication;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-spa-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Tutor Hub</title>');
    app = await createTestApp({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers health with a database check', async () => {
    const res = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers an unknown /api route with a 404 in the error shape', async () => {
    const res = await request(app.getHttpServer()).get('/api/no-such-call').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(typeof res.body.message).toBe('string');
  });

  it('serves index.html for any other path so deep links work', async () => {
    const res = await request(app.getHttpServer()).get('/getCourse/123').expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<title>Tutor Hub</title>');
  });

  it('sets security headers', async () => {
    const res = await request(app.getHttpServer()).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('publishes the OpenAPI document', async () => {
    const res = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(res.body.info.title).toBe('Tutor Hub API');
  });

  it('answers malformed JSON with a 400 in the error shape, not a 500', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"broken": ');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.statusCode).toBe(res.status);
  });
});
