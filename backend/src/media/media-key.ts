import { imageVariantUrl, type ImageVariantWidth } from '@tutorhub/contracts';
import { createHash } from 'node:crypto';

/** The storage key of a stored (WebP) image: the hash of its bytes (see MEDIA_KEY). */
export function mediaKeyOf(webp: Buffer): string {
  return `${createHash('sha256').update(webp).digest('hex')}.webp`;
}

/** The storage key of the `width` copy stored beside the image under `key`. */
export function variantKeyOf(key: string, width: ImageVariantWidth): string {
  const variant = imageVariantUrl(key, width);
  if (!variant) {
    throw new Error(`Not the key of a stored image: ${key}`);
  }
  return variant;
}
