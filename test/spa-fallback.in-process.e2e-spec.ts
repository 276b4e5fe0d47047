import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTarget, http, type Target } from './support/app';
import { closeTarget } from './support/identities';

// In-process only: the app is built with a STATIC_DIR of this test's own.
describe('the web app fallback', () => {
  let target: Target;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-spa-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Tutor Hub</title>');
    target = await createTarget({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await closeTarget(target);
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves index.html for any other path so deep links work', async () => {
    const res = await http(target).get('/getCourse/123').expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<title>Tutor Hub</title>');
  });

  it('answers a missing asset with a 404, not the page, so a stale tab does not run HTML as code', async () => {
    const res = await http(target).get('/assets/index-gone.js').expect(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('still answers an unknown /api route with a 404 in the error shape', async () => {
    const res = await http(target).get('/api/no-such-call').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
