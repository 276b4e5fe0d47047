import sharp from 'sharp';

/** A file for `locator.setInputFiles`. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A valid 1×1 PNG, for uploads where the picture does not matter. */
export const TINY_PNG: UploadFile = {
  name: 'tiny.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** A solid-colour PNG of the given size, so screenshots show a real picture. */
export async function colourPng(
  name: string,
  colour: { r: number; g: number; b: number },
  width = 600,
  height = 400,
): Promise<UploadFile> {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
