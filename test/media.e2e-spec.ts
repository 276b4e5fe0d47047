import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type * as AppSupport from './support/app';
import type * as IdentitySupport from './support/identities';
import type { Identities } from './support/identities';

// The app reads MEDIA_* once, when app.module is first loaded, so the app is loaded only after
// the environment is set (and again, isolated, for the S3 driver).
type Support = typeof AppSupport & typeof IdentitySupport;
function loadSupport(): Support {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    ...(require('./support/app') as typeof AppSupport),
    ...(require('./support/identities') as typeof IdentitySupport),
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
// s3rver ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: object) => S3rverInstance;

const rgb = { r: 30, g: 120, b: 200 };
const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: rgb } });

/** Real images of each accepted format, and things that only pretend to be images. */
async function samples() {
  const png = await canvas(64, 48).png().toBuffer();
  const jpegWithExif = await canvas(2400, 1200)
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS 23.8N 90.4E' } })
    .toBuffer();
  return {
    png,
    jpegWithExif,
    webp: await canvas(40, 40).webp().toBuffer(),
    gif: await canvas(20, 20).gif().toBuffer(),
    truncatedPng: png.subarray(0, Math.floor(png.length / 2)),
    truncatedJpeg: jpegWithExif.subarray(0, Math.floor(jpegWithExif.length / 2)),
    svg: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    ),
    text: Buffer.from('definitely not a picture\n'),
    tiff: await canvas(10, 10).tiff().toBuffer(),
  };
}

function upload(
  app: NestFastifyApplication,
  token: string | undefined,
  file: Buffer,
  filename: string,
  contentType: string,
) {
  const req = request(app.getHttpServer()).post('/api/images');
  return (token ? req.set('Authorization', `Bearer ${token}`) : req).attach('image', file, {
    filename,
    contentType,
  });
}

function expectError(res: request.Response, status: number): void {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ statusCode: status, error: expect.any(String) });
  expect(typeof res.body.message).toBe('string');
  expect(res.body.data).toBeUndefined();
}

describe('POST /api/images', () => {
  let files: Awaited<ReturnType<typeof samples>>;
  let app: NestFastifyApplication;
  let identities: Identities;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-media-'));

  beforeAll(async () => {
    files = await samples();
    Object.assign(process.env, { MEDIA_DRIVER: 'disk', MEDIA_DIR: mediaDir });
    const support = loadSupport();
    app = await support.createTestApp();
    identities = await support.createIdentities(app);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  describe('disk driver', () => {
    it.each([
      ['PNG', 'png', 'photo.png', 'image/png'],
      ['JPEG', 'jpegWithExif', 'photo.jpg', 'image/jpeg'],
      ['WebP', 'webp', 'photo.webp', 'image/webp'],
      ['GIF', 'gif', 'photo.gif', 'image/gif'],
    ] as const)('stores a %s as WebP and serves it back', async (_, key, filename, type) => {
      const res = await upload(app, identities.student.token, files[key], filename, type);
      expect(res.status).toBe(201);
      const url: string = res.body.data.display_url;
      expect(url).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
      expect(fs.existsSync(path.join(mediaDir, path.basename(url)))).toBe(true);

      const served = await request(app.getHttpServer()).get(url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.body as Buffer).metadata();
      expect(meta.format).toBe('webp');
    });

    it('bounds the size, strips metadata and names the file by its content', async () => {
      const first = await upload(
        app,
        identities.tutor.token,
        files.jpegWithExif,
        'a.jpg',
        'image/jpeg',
      );
      const again = await upload(
        app,
        identities.admin.token,
        files.jpegWithExif,
        'b.jpg',
        'image/jpeg',
      );
      expect(again.body.data.display_url).toBe(first.body.data.display_url);
      const stored = fs.readFileSync(
        path.join(mediaDir, path.basename(first.body.data.display_url)),
      );
      const meta = await sharp(stored).metadata();
      expect(Math.max(meta.width, meta.height)).toBe(1600);
      expect(meta.exif).toBeUndefined();
      expect(stored.includes('Secret Person')).toBe(false);
    });

    it('accepts a verified Firebase ID token instead of an API token', async () => {
      const res = await upload(app, identities.noProfile.idToken, files.png, 'me.png', 'image/png');
      expect(res.status).toBe(201);
    });

    it('refuses anonymous uploads and bad tokens', async () => {
      expectError(await upload(app, undefined, files.png, 'x.png', 'image/png'), 401);
      expectError(await upload(app, 'not-a-token', files.png, 'x.png', 'image/png'), 401);
    });

    const unsupported = 'Upload a PNG, JPEG, WebP or GIF image.';
    const damaged = 'The image is damaged or incomplete. Please choose another file.';
    it.each([
      ['text named .png', 'text', 'cat.png', 'image/png', unsupported],
      ['an SVG', 'svg', 'logo.svg', 'image/svg+xml', unsupported],
      ['an SVG named .png', 'svg', 'logo.png', 'image/png', unsupported],
      ['a TIFF', 'tiff', 'scan.tiff', 'image/tiff', unsupported],
      ['a truncated PNG', 'truncatedPng', 'half.png', 'image/png', damaged],
      ['a truncated JPEG', 'truncatedJpeg', 'half.jpg', 'image/jpeg', damaged],
    ] as const)('refuses %s with 400', async (_, key, filename, type, message) => {
      const res = await upload(app, identities.student.token, files[key], filename, type);
      expectError(res, 400);
      expect(res.body.message).toBe(message);
    });

    it('refuses a file over 5 MB with 413', async () => {
      const big = Buffer.concat([files.png, Buffer.alloc(6 * 1024 * 1024, 7)]);
      const res = await upload(app, identities.student.token, big, 'big.png', 'image/png');
      expectError(res, 413);
      expect(res.body.message).toBe('The image is larger than 5 MB.');
    });

    it('refuses a form without the image field', async () => {
      const res = await request(app.getHttpServer())
        .post('/api/images')
        .set('Authorization', `Bearer ${identities.student.token}`)
        .field('note', 'no file here');
      expectError(res, 400);
      expect(res.body.message).toBe('Attach the image in the form field "image".');
    });

    it('answers 404 in the error shape for a missing media file', async () => {
      const res = await request(app.getHttpServer()).get(`/media/${'0'.repeat(64)}.webp`);
      expectError(res, 404);
    });
  });

  describe('s3 driver', () => {
    const bucket = 'tutorhub-media';
    const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-s3-'));
    let s3: S3rverInstance;
    let endpoint: string;
    let s3App: NestFastifyApplication;

    beforeAll(async () => {
      s3 = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: s3Dir,
        configureBuckets: [{ name: bucket }],
      });
      const { port } = await s3.run();
      endpoint = `http://127.0.0.1:${port}`;
      Object.assign(process.env, {
        MEDIA_DRIVER: 's3',
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      });
      await jest.isolateModulesAsync(async () => {
        s3App = await loadSupport().createTestApp();
      });
    });
    afterAll(async () => {
      await s3App.close();
      await s3.close();
      fs.rmSync(s3Dir, { recursive: true, force: true });
      for (const key of [
        'MEDIA_DRIVER',
        'S3_BUCKET',
        'S3_ENDPOINT',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
      ]) {
        delete process.env[key];
      }
    });

    it.each([
      ['PNG', 'png', 'photo.png', 'image/png'],
      ['JPEG', 'jpegWithExif', 'photo.jpg', 'image/jpeg'],
      ['WebP', 'webp', 'photo.webp', 'image/webp'],
    ] as const)(
      'puts a %s into the bucket as WebP, readable at display_url',
      async (_, key, filename, type) => {
        const res = await upload(s3App, identities.tutor.token, files[key], filename, type);
        expect(res.status).toBe(201);
        const url: string = res.body.data.display_url;
        expect(url).toMatch(new RegExp(`^${endpoint}/${bucket}/[0-9a-f]{64}\\.webp$`));

        const served = await fetch(url);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(meta.format).toBe('webp');
      },
    );

    it('refuses the same bad uploads', async () => {
      expectError(await upload(s3App, undefined, files.png, 'x.png', 'image/png'), 401);
      expectError(
        await upload(s3App, identities.tutor.token, files.text, 'x.png', 'image/png'),
        400,
      );
      expectError(
        await upload(s3App, identities.tutor.token, files.svg, 'x.svg', 'image/svg+xml'),
        400,
      );
      expectError(
        await upload(s3App, identities.tutor.token, files.truncatedPng, 'x.png', 'image/png'),
        400,
      );
      const big = Buffer.concat([files.png, Buffer.alloc(6 * 1024 * 1024, 7)]);
      expectError(await upload(s3App, identities.tutor.token, big, 'x.png', 'image/png'), 413);
    });
  });
});
