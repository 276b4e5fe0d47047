import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createTarget, http, type Target } from './support/app';
import { closeTarget, createIdentities, type Identities } from './support/identities';
import { expectError, expectServedWebp, samples, upload } from './support/images';

/** A stored image's address: our own `/media/…` (disk driver) or the object store's (s3). */
const DISPLAY_URL = /^(\/media\/|https?:\/\/\S+\/)[0-9a-f]{64}\.webp$/;

// In-process the app stores on disk in a folder of this test; black-box, wherever the target
// is configured to (media-s3.in-process covers the s3 driver).
describe('POST /api/images', () => {
  let files: Awaited<ReturnType<typeof samples>>;
  let target: Target;
  let identities: Identities;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-media-'));

  beforeAll(async () => {
    files = await samples();
    target = await createTarget({ MEDIA_DRIVER: 'disk', MEDIA_DIR: mediaDir });
    identities = await createIdentities(target);
  });
  afterAll(async () => {
    await closeTarget(target);
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it.each([
    ['PNG', 'png', 'photo.png', 'image/png'],
    ['JPEG', 'jpegWithExif', 'photo.jpg', 'image/jpeg'],
    ['WebP', 'webp', 'photo.webp', 'image/webp'],
    ['GIF', 'gif', 'photo.gif', 'image/gif'],
  ] as const)('stores a %s as WebP and serves it back', async (_, key, filename, type) => {
    const res = await upload(target, identities.student.token, files[key], filename, type);
    expect(res.status).toBe(201);
    const url: string = res.body.data.display_url;
    expect(url).toMatch(DISPLAY_URL);
    await expectServedWebp(target, url);
  });

  it('bounds the size, strips metadata and names the file by its content', async () => {
    const first = await upload(
      target,
      identities.tutor.token,
      files.jpegWithExif,
      'a.jpg',
      'image/jpeg',
    );
    const again = await upload(
      target,
      identities.admin.token,
      files.jpegWithExif,
      'b.jpg',
      'image/jpeg',
    );
    expect(again.body.data.display_url).toBe(first.body.data.display_url);
    const stored = await expectServedWebp(target, first.body.data.display_url);
    const meta = await sharp(stored).metadata();
    expect(Math.max(meta.width, meta.height)).toBe(1600);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('Secret Person')).toBe(false);
  });

  it('accepts a verified Firebase ID token instead of an API token', async () => {
    const res = await upload(
      target,
      identities.noProfile.idToken,
      files.png,
      'me.png',
      'image/png',
    );
    expect(res.status).toBe(201);
  });

  it('refuses anonymous uploads and bad tokens', async () => {
    expectError(await upload(target, undefined, files.png, 'x.png', 'image/png'), 401);
    expectError(await upload(target, 'not-a-token', files.png, 'x.png', 'image/png'), 401);
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
    const res = await upload(target, identities.student.token, files[key], filename, type);
    expectError(res, 400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([files.png, Buffer.alloc(6 * 1024 * 1024, 7)]);
    const res = await upload(target, identities.student.token, big, 'big.png', 'image/png');
    expectError(res, 413);
    expect(res.body).toMatchObject({
      message: 'The image is larger than 5 MB.',
      code: 'media.tooLarge',
    });
  });

  it('refuses a form without the image field', async () => {
    const res = await http(target)
      .post('/api/images')
      .set('Authorization', `Bearer ${identities.student.token}`)
      .field('note', 'no file here');
    expectError(res, 400);
    expect(res.body.message).toBe('Attach the image in the form field "image".');
  });

  it('answers 404 in the error shape for a missing media file', async () => {
    expectError(await http(target).get(`/media/${'0'.repeat(64)}.webp`), 404);
  });
});
