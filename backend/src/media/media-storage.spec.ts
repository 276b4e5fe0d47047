import { IMAGE_VARIANT_WIDTHS } from '@tutorhub/contracts';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DiskMediaStorage } from './disk-media.storage';

describe('MediaStorage images with width copies (disk)', () => {
  let dir: string;
  let storage: DiskMediaStorage;
  let webp: Buffer;

  beforeAll(async () => {
    webp = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#246' } })
      .webp()
      .toBuffer();
  });
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tutorhub-media-unit-'));
    storage = new DiskMediaStorage(dir);
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  const variantFiles = (key: string) =>
    IMAGE_VARIANT_WIDTHS.map((w) => key.replace(/\.webp$/, `-${w}.webp`));

  it('stores the image under its hash and each width copy beside it', async () => {
    const { key, url } = await storage.saveImage(webp);

    expect(key).toMatch(/^[0-9a-f]{64}\.webp$/);
    expect(url).toBe(`/media/${key}`);
    expect(await fs.readFile(path.join(dir, key))).toEqual(webp);
    for (const [i, file] of variantFiles(key).entries()) {
      const meta = await sharp(await fs.readFile(path.join(dir, file))).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', IMAGE_VARIANT_WIDTHS[i]]);
    }
  });

  it('deletes the copies with the image, and only that image', async () => {
    const { key } = await storage.saveImage(webp);
    const other = await storage.saveImage(await sharp(webp).resize(600).webp().toBuffer());

    await storage.deleteImage(key);

    expect((await fs.readdir(dir)).sort()).toEqual([other.key, ...variantFiles(other.key)].sort());
  });
});
