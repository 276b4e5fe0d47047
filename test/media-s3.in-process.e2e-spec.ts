import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl, RULE_MESSAGES } from '@tutorhub/contracts';
import { DataSource } from 'typeorm';
import { createTarget, http, type Target } from './support/app';
import { authHeader, closeTarget, createIdentities, type Identities } from './support/identities';
import { distinctPng, expectError, expectServedWebp, samples, upload } from './support/images';
import { blogPayload } from './support/payloads';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
// s3rver ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: object) => S3rverInstance;

// In-process only: the app is built with MEDIA_DRIVER=s3 against a local s3rver.
describe('POST /api/images with the s3 driver', () => {
  const bucket = 'tutorhub-media';
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-s3-'));
  let files: Awaited<ReturnType<typeof samples>>;
  let s3: S3rverInstance;
  let endpoint: string;
  let target: Target;
  let identities: Identities;

  beforeAll(async () => {
    files = await samples();
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: bucket }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    target = await createTarget({
      MEDIA_DRIVER: 's3',
      S3_BUCKET: bucket,
      // Required beside S3_BUCKET; this file uploads no verification documents.
      DOCUMENTS_BUCKET: `${bucket}-documents`,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    identities = await createIdentities(target);
  });
  afterAll(async () => {
    await closeTarget(target);
    await s3.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it.each([
    ['PNG', 'png', 'photo.png', 'image/png'],
    ['JPEG', 'jpegWithExif', 'photo.jpg', 'image/jpeg'],
    ['WebP', 'webp', 'photo.webp', 'image/webp'],
  ] as const)(
    'puts a %s into the bucket as WebP, readable at display_url',
    async (_, key, filename, type) => {
      const res = await upload(target, identities.tutor.token, files[key], filename, type);
      expect(res.status).toBe(201);
      const url: string = res.body.data.display_url;
      expect(url).toMatch(new RegExp(`^${endpoint}/${bucket}/[0-9a-f]{64}\\.webp$`));
      await expectServedWebp(target, url);
    },
  );

  it('refuses the same bad uploads', async () => {
    const { token } = identities.tutor;
    expectError(await upload(target, undefined, files.png, 'x.png', 'image/png'), 401);
    expectError(await upload(target, token, files.text, 'x.png', 'image/png'), 400);
    expectError(await upload(target, token, files.svg, 'x.svg', 'image/svg+xml'), 400);
    expectError(await upload(target, token, files.truncatedPng, 'x.png', 'image/png'), 400);
    const big = Buffer.concat([files.png, Buffer.alloc(6 * 1024 * 1024, 7)]);
    expectError(await upload(target, token, big, 'x.png', 'image/png'), 413);
  });

  it('accepts the bucket URL an upload answered in image fields, and no other bucket key', async () => {
    const res = await upload(target, identities.tutor.token, files.png, 'p.png', 'image/png');
    const url: string = res.body.data.display_url;
    const postBlog = (image: string) =>
      http(target)
        .post('/api/postBlog')
        .set(authHeader(identities.tutor))
        .send(blogPayload({ image }));
    await postBlog(url).expect(201);
    const refused = await postBlog(url.replace(`/${bucket}/`, '/another-bucket/')).expect(400);
    expect(refused.body.errors).toEqual({ image: RULE_MESSAGES.imageUrl });
  });

  it('removes an unused upload and its width copies from the bucket once it is a day old', async () => {
    const res = await upload(
      target,
      identities.student.token,
      await distinctPng(99),
      'u.png',
      'image/png',
    );
    const url: string = res.body.data.display_url;
    await expectServedWebp(target, url);
    const copies = IMAGE_VARIANT_WIDTHS.map((width) => imageVariantUrl(url, width)!);
    for (const copy of copies) {
      await expectServedWebp(target, copy);
    }
    await target
      .app!.get(DataSource)
      .query(
        `UPDATE uploaded_images SET "createdAt" = now() - interval '25 hours' WHERE "url" = $1`,
        [url],
      );
    const { UnusedImageSweeper } = await import('../backend/src/media/unused-images.sweeper');
    expect(await target.app!.get(UnusedImageSweeper).sweep()).toContain(url.split('/').pop());
    for (const gone of [url, ...copies]) {
      expect((await fetch(gone)).status).toBe(404);
    }
  });
});
