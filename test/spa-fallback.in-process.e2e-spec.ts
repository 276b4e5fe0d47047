import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type request from 'supertest';
import { createTarget, http, type Target } from './support/app';
import { closeTarget } from './support/identities';

// In-process only: the app is built with a STATIC_DIR of this test's own.
describe('the web app fallback', () => {
  let target: Target;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-spa-'));

  // As the web app's build writes them: Home and About prerendered, the shell for the rest.
  const languageCheck = 'document.documentElement.dataset.checked = "yes"';
  const indexHtml = `<!doctype html><title>Tutor Hub</title><script>${languageCheck}</script><h1>Welcome to the Tutor Hub</h1>`;
  const aboutHtml = '<!doctype html><title>Tutor Hub</title><h1>Our Team</h1>';
  const aboutBanglaHtml =
    '<!doctype html><html lang="bn"><title>Tutor Hub</title><h1>আমাদের টিম</h1>';
  const shellHtml = '<!doctype html><title>Tutor Hub</title><div id="root"></div>';
  const script = `export const words = ${JSON.stringify('tutor '.repeat(500))};`;

  /** A file of the build with the .br and .gz copies the build writes beside it. */
  function writeBuilt(name: string, content: string): void {
    const file = path.join(staticDir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  }

  /** The body as bytes (supertest has already undone the Content-Encoding). */
  function rawBody(test: request.Test): request.Test {
    return test.buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  }

  beforeAll(async () => {
    writeBuilt('index.html', indexHtml);
    writeBuilt('aboutUs/index.html', aboutHtml);
    writeBuilt('aboutUs/index.bn.html', aboutBanglaHtml);
    writeBuilt('app-shell.html', shellHtml);
    writeBuilt('assets/index-abc123.js', script);
    target = await createTarget({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await closeTarget(target);
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves the app shell for any other path so deep links work', async () => {
    const res = await http(target).get('/getCourse/123').expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toBe(shellHtml);
  });

  it('serves a prerendered page its own HTML, revalidated on every visit', async () => {
    const res = await http(target).get('/aboutUs?from=footer').expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<h1>Our Team</h1>');
  });

  it("serves a prerendered page in the browser's preferred language, and in the visitor's choice over it", async () => {
    const bangla = await http(target)
      .get('/aboutUs')
      .set('Accept-Language', 'bn-BD,bn;q=0.9,en;q=0.8')
      .expect(200);
    expect(bangla.text).toBe(aboutBanglaHtml);
    // Caches keep one copy per language and choice.
    expect(bangla.headers.vary).toMatch(/accept-language/i);
    expect(bangla.headers.vary).toMatch(/cookie/i);
    const chosen = await http(target)
      .get('/aboutUs')
      .set('Accept-Language', 'bn-BD,bn')
      .set('Cookie', 'tutorhub.language=en')
      .expect(200);
    expect(chosen.text).toContain('<h1>Our Team</h1>');
    const chosenBangla = await http(target)
      .get('/aboutUs')
      .set('Cookie', 'tutorhub.language=bn')
      .expect(200);
    expect(chosenBangla.text).toBe(aboutBanglaHtml);
  });

  it('serves the English page when the build made none in Bangla', async () => {
    const res = await http(target).get('/').set('Accept-Language', 'bn').expect(200);
    expect(res.text).toContain('<h1>Welcome to the Tutor Hub</h1>');
  });

  it('serves Home its prerendered HTML, not the shell', async () => {
    const res = await http(target).get('/').expect(200);
    expect(res.text).toContain('<h1>Welcome to the Tutor Hub</h1>');
  });

  it('serves the shell, not a page, for a path below a prerendered page or in another case', async () => {
    for (const url of ['/aboutUs/extra', '/ABOUTUS', '/no-such-page/deep/link']) {
      const res = await http(target).get(url).expect(200);
      expect(res.text).toBe(shellHtml);
    }
  });

  it("allows the HTML's own inline script by its hash, and no other inline script", async () => {
    const res = await http(target).get('/aboutUs').expect(200);
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers['content-security-policy'] ?? '')?.[1];
    const hash = crypto.createHash('sha256').update(languageCheck).digest('base64');
    expect(scriptSrc?.split(' ')).toEqual([
      "'self'",
      'https://apis.google.com',
      `'sha256-${hash}'`,
    ]);
  });

  it('does not serve a prerendered file by a path that escapes the build folder', async () => {
    const res = await http(target).get('/..%2F..%2Fetc%2Fpasswd').expect(404);
    expect(res.text).not.toContain('root:');
  });

  it('answers a missing asset with a 404, not the page, so a stale tab does not run HTML as code', async () => {
    const res = await http(target).get('/assets/index-gone.js').expect(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('serves a hashed asset brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const res = await rawBody(
      http(target).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip, deflate, br'),
    ).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(zlib.brotliCompressSync(script).length);
    expect((res.body as Buffer).toString()).toBe(script);
  });

  it('sends a hashed script the security headers that act on a script, and the page all of them', async () => {
    const script = await http(target).get('/assets/index-abc123.js').expect(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    const page = await http(target).get('/').expect(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // A path that only looks like an asset (its query names a script) is a page: every header.
    const deepLink = await http(target).get('/assets-guide?file=a.js').expect(200);
    expect(deepLink.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends a page no opener policy, which would start a new browser process for each arrival', async () => {
    const page = await http(target).get('/').expect(200);
    expect(page.headers).not.toHaveProperty('cross-origin-opener-policy');
  });

  it('serves the gzip copy to a client that accepts only gzip', async () => {
    const res = await rawBody(
      http(target).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip'),
    ).expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(zlib.gzipSync(script).length);
    expect((res.body as Buffer).toString()).toBe(script);
  });

  it('serves the plain file to a client that accepts no compression', async () => {
    const res = await rawBody(
      http(target).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity'),
    ).expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect((res.body as Buffer).toString()).toBe(script);
  });

  it('serves a deep link compressed and revalidated on every visit, so a deploy shows at once', async () => {
    const res = await rawBody(http(target).get('/tutorFinds').set('Accept-Encoding', 'br')).expect(
      200,
    );
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((res.body as Buffer).toString()).toBe(shellHtml);
  });

  it('still answers an unknown /api route with a 404 in the error shape', async () => {
    const res = await http(target).get('/api/no-such-call').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
