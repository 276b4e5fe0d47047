import { IMAGE_VARIANT_WIDTHS } from '@tutorhub/contracts';
import sharp from 'sharp';
import { reencodeAsWebp, widthVariants } from './image-processor';

const photo = (width: number, height: number, background = '#c85a1e') =>
  sharp({ create: { width, height, channels: 3, background } });

describe('widthVariants', () => {
  it('makes one WebP per variant width, keeping the aspect ratio', async () => {
    const stored = await reencodeAsWebp(await photo(2400, 1200).jpeg().toBuffer());
    const variants = await widthVariants(stored);

    expect(variants.map((v) => v.width)).toEqual([...IMAGE_VARIANT_WIDTHS]);
    for (const { width, webp } of variants) {
      const meta = await sharp(webp).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width / 2);
      expect(webp.length).toBeLessThan(stored.length);
    }
  });

  it('never enlarges a narrow image: wider copies keep its own width', async () => {
    const stored = await reencodeAsWebp(await photo(400, 400).png().toBuffer());
    const widths = await Promise.all(
      (await widthVariants(stored)).map(async (v) => (await sharp(v.webp).metadata()).width),
    );
    expect(widths).toEqual(IMAGE_VARIANT_WIDTHS.map((w) => Math.min(w, 400)));
  });

  it('keeps every frame of an animation', async () => {
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((colour) => photo(1400, 700, colour).png().toBuffer()),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const stored = await reencodeAsWebp(gif);

    for (const { width, webp } of await widthVariants(stored)) {
      const meta = await sharp(webp, { animated: true }).metadata();
      expect(meta).toMatchObject({ format: 'webp', pages: 3, width, pageHeight: width / 2 });
    }
  });
});
