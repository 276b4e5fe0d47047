import sharp from 'sharp';
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
