/** Longest side (px) of a stored image; larger uploads are scaled down to it. */
export const IMAGE_MAX_SIDE = 1600;

/**
 * Widths (px) of the WebP copies made of every uploaded image, stored beside it, so a page
 * downloads about the size it shows. An image narrower than a width gets a copy of its own width.
 */
export const IMAGE_VARIANT_WIDTHS = [96, 320, 480, 640, 960] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** A stored image ends in its content hash: `<64 hex>.webp` (a URL or a bare storage key). */
const STORED_IMAGE_END = /(^|\/)([0-9a-f]{64})\.webp$/;

/**
 * The URL (or storage key) of the `width` copy of a stored image: `<hash>.webp` becomes
 * `<hash>-<width>.webp` in the same place. Null for anything our media store did not produce.
 */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string | null {
  return STORED_IMAGE_END.test(url) ? url.replace(STORED_IMAGE_END, `$1$2-${width}.webp`) : null;
}
