import sharp from 'sharp';
import zlib from 'node:zlib';
import type request from 'supertest';
import { http, type Target } from './app';

const rgb = { r: 30, g: 120, b: 200 };
const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: rgb } });

/** Real images of each accepted format, and things that only pretend to be images. */
export async function samples() {
  const png = await canvas(64, 48).png().toBuffer();
  const jpegWithExif = await canvas(2400, 1200)
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS 23.8N 90.4E' } })
    .toBuffer();
  return {
    png,
    jpegWithExif,
    webp: await canvas(40, 40).webp().toBuffer(),
    gif: await canvas(20, 20).gif().toBuffer(),
    truncatedPng: png.subarray(0, Math.floor(png.length / 2)),
    truncatedJpeg: jpegWithExif.subarray(0, Math.floor(jpegWithExif.length / 2)),
    svg: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    ),
    text: Buffer.from('definitely not a picture\n'),
    tiff: await canvas(10, 10).tiff().toBuffer(),
  };
}

/** POST /api/images with `file` in the form field `image`. */
export function upload(
  target: Target,
  token: string | undefined,
  file: Buffer,
  filename: string,
  contentType: string,
) {
  const req = http(target).post('/api/images');
  return (token ? req.set('Authorization', `Bearer ${token}`) : req).attach('image', file, {
    filename,
    contentType,
  });
}

export function expectError(res: request.Response, status: number): void {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ statusCode: status, error: expect.any(String) });
  expect(typeof res.body.message).toBe('string');
  expect(res.body.data).toBeUndefined();
}

/**
 * Reads a `display_url` back: a `/media/…` path from the target itself (disk driver), an
 * absolute URL from the object store (s3 driver). Checks it is a long-cached WebP.
 */
export async function expectServedWebp(target: Target, url: string): Promise<Buffer> {
  let body: Buffer;
  let headers: (name: string) => string | null | undefined;
  if (url.startsWith('/')) {
    const res = await http(target).get(url).buffer(true).expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    body = res.body as Buffer;
    headers = (name) => res.headers[name] as string | undefined;
  } else {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    body = Buffer.from(await res.arrayBuffer());
    headers = (name) => res.headers.get(name);
  }
  expect(headers('content-type')).toBe('image/webp');
  expect(headers('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await sharp(body).metadata()).format).toBe('webp');
  return body;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) {
    c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black 1-bit PNG of `width` × `height` pixels: a few kilobytes that would decode to
 * hundreds of megabytes (a decompression bomb).
 */
export function decompressionBombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Math.ceil(width / 8) + 1; // filter byte + pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(row * height), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small PNG: different `seed`s give different sizes, so different stored images (keys). */
export function distinctPng(seed: number): Promise<Buffer> {
  return canvas(8 + seed, 8)
    .png()
    .toBuffer();
}
