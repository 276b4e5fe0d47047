import { createHash } from 'node:crypto';

/** The storage key of a stored (WebP) image: the hash of its bytes (see MEDIA_KEY). */
export function mediaKeyOf(webp: Buffer): string {
  return `${createHash('sha256').update(webp).digest('hex')}.webp`;
}
