/** The image formats we accept, as sharp names them. */
export const ACCEPTED_FORMATS = ['png', 'jpeg', 'webp', 'gif'] as const;
export type AcceptedFormat = (typeof ACCEPTED_FORMATS)[number];

/**
 * Decompression bombs stop here (all frames of an animation together): 50 megapixels is more
 * than any photo that fits in the upload size limit.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The format the file's first bytes announce, or null. Checked before the bytes reach the
 * decoder, so libvips' other loaders (SVG, PDF, TIFF, …) never see untrusted input.
 */
export function sniffImageFormat(bytes: Buffer): AcceptedFormat | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  const ascii = bytes.subarray(0, 12).toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) {
    return 'gif';
  }
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}
