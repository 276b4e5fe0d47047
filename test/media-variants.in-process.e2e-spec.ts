import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@tutorhub/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createTarget, http, type Target } from './support/app';
import { closeTarget, createAccount, type TestIdentity } from './support/identities';
import { distinctPng, samples, upload } from './support/images';

// In-process: it runs the sweeper and looks into the media folder.
describe('width copies and the removal of unused images', () => {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-variants-sweep-'));
  let target: Target;
  let uploader: TestIdentity;
  const db = () => target.app!.get(DataSource);
  const sweeper = async () => {
    const { UnusedImageSweeper } = await import('../backend/src/media/unused-images.sweeper');
    return target.app!.get(UnusedImageSweeper);
  };
  const copiesOf = (url: string) => IMAGE_VARIANT_WIDTHS.map((w) => imageVariantUrl(url, w)!);

  beforeAll(async () => {
    target = await createTarget({ MEDIA_DRIVER: 'disk', MEDIA_DIR: mediaDir });
    uploader = await createAccount(target, 'noProfile');
  });
  afterAll(async () => {
    await closeTarget(target);
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it('removes the width copies with an unused image, and keeps those of a kept one', async () => {
    const [unused, recent] = await Promise.all(
      [1, 2].map(async (seed) => {
        const res = await upload(
          target,
          uploader.token,
          await distinctPng(seed),
          'a.png',
          'image/png',
        );
        expect(res.status).toBe(201);
        return res.body.data.display_url as string;
      }),
    );
    await db().query(
      `UPDATE uploaded_images SET "createdAt" = now() - interval '25 hours' WHERE "url" = $1`,
      [unused],
    );

    const removed = await (await sweeper()).sweep();
    expect(removed).toContain(path.basename(unused));
    expect(removed).not.toContain(path.basename(recent));

    for (const url of [unused, ...copiesOf(unused)]) {
      await http(target).get(url).expect(404);
    }
    for (const url of [recent, ...copiesOf(recent)]) {
      await http(target).get(url).expect(200);
    }
    expect(fs.readdirSync(mediaDir).sort()).toEqual(
      [recent, ...copiesOf(recent)].map((u) => path.basename(u)).sort(),
    );
  });

  it('writes no file for a refused upload', async () => {
    const before = fs.readdirSync(mediaDir).sort();
    const files = await samples();
    for (const bad of [files.text, files.svg, files.truncatedPng]) {
      expect((await upload(target, uploader.token, bad, 'x.png', 'image/png')).status).toBe(400);
    }
    expect(fs.readdirSync(mediaDir).sort()).toEqual(before);
  });
});
