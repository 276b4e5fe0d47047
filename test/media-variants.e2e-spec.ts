import { IMAGE_VARIANT_WIDTHS, imageVariantUrl, RULE_MESSAGES } from '@tutorhub/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createTarget, http, type Target } from './support/app';
import { authHeader, closeTarget, createAccount, type TestIdentity } from './support/identities';
import { expectError, expectServedWebp, samples, upload } from './support/images';
import { blogPayload } from './support/payloads';

// Black-box the target stores wherever it is configured to; in-process on disk in a folder of
// this test (media-variants.in-process covers the s3 driver and the sweeper).
describe('width copies of uploaded images', () => {
  let files: Awaited<ReturnType<typeof samples>>;
  let target: Target;
  let uploader: TestIdentity;
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-variants-'));

  beforeAll(async () => {
    files = await samples();
    target = await createTarget({ MEDIA_DRIVER: 'disk', MEDIA_DIR: mediaDir });
    uploader = await createAccount(target, 'noProfile');
  });
  afterAll(async () => {
    await closeTarget(target);
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('serves each width copy beside the upload as a long-cached WebP of that width', async () => {
    const res = await upload(target, uploader.token, files.jpegWithExif, 'a.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const url: string = res.body.data.display_url;

    for (const width of IMAGE_VARIANT_WIDTHS) {
      const variantUrl = imageVariantUrl(url, width)!;
      expect(variantUrl).toBe(url.replace(/\.webp$/, `-${width}.webp`));
      const copy = await expectServedWebp(target, variantUrl);
      const meta = await sharp(copy).metadata();
      // The upload is 2400 × 1200: each copy keeps the 2 : 1 shape.
      expect([meta.width, meta.height]).toEqual([width, width / 2]);
      expect(copy.includes('Secret Person')).toBe(false);
    }
  });

  it('copies a small upload at its own size, never enlarged', async () => {
    const res = await upload(target, uploader.token, files.png, 'small.png', 'image/png');
    expect(res.status).toBe(201);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const copy = await expectServedWebp(
        target,
        imageVariantUrl(res.body.data.display_url, width)!,
      );
      expect((await sharp(copy).metadata()).width).toBe(Math.min(width, 64));
    }
  });

  it('still refuses a file that is not an image with the same 400', async () => {
    const res = await upload(target, uploader.token, files.text, 'cat.png', 'image/png');
    expectError(res, 400);
    expect(res.body.message).toBe('Upload a PNG, JPEG, WebP or GIF image.');
  });

  // A record must hold the image itself: the sweeper keeps what records show, copies go with it.
  it('refuses a width copy in an image field', async () => {
    const res = await upload(target, uploader.token, files.webp, 'w.webp', 'image/webp');
    const copy = imageVariantUrl(res.body.data.display_url, 320)!;
    const author = await createAccount(target, 'tutor', { kind: 'tutor' });
    const refused = await http(target)
      .post('/api/postBlog')
      .set(authHeader(author))
      .send(blogPayload({ image: copy }));
    expectError(refused, 400);
    expect(refused.body.errors).toEqual({ image: RULE_MESSAGES.imageUrl });
  });

  it('answers 404 in the error shape for a copy of an image never stored', async () => {
    expectError(await http(target).get(`/media/${'0'.repeat(64)}-320.webp`), 404);
  });
});
