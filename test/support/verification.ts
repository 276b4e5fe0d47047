import fs from 'node:fs';
import path from 'node:path';
import type request from 'supertest';
import sharp from 'sharp';
import { http, type Target } from './app';
import { authHeader, createAccount, type TestIdentity } from './identities';

/** A small plain PDF (header, an empty page tree, trailer), with `extra` inside. */
export function plainPdf(extra = ''): Buffer {
  return Buffer.from(
    `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n` +
      `2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n${extra}\n` +
      `trailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

export function png(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 20, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
}

/** A JPEG a phone would send: camera make and model and a GPS position in its EXIF. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#c63' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1' },
    })
    .toBuffer();
}

/** POST /api/verification/documents with the fields first, then the file. */
export function uploadDocument(
  target: Target,
  who: TestIdentity | undefined,
  file: Buffer,
  filename: string,
  kind: string,
  side?: string,
): request.Test {
  const req = http(target)
    .post('/api/verification/documents')
    .set(who ? authHeader(who) : {})
    .field('kind', kind);
  if (side) {
    void req.field('side', side);
  }
  return req.attach('file', file, { filename, contentType: 'application/octet-stream' });
}

/** A fresh tutor who has consented, with the two sides of an NID uploaded and submitted if asked. */
export async function tutorWithDocuments(
  target: Target,
  label: string,
  submit = false,
): Promise<TestIdentity> {
  const tutor = await createAccount(target, 'tutor', { kind: 'tutor', email: undefined });
  await http(target).post('/api/verification/consent').set(authHeader(tutor)).expect(200);
  await uploadDocument(target, tutor, await png(), `${label}-front.png`, 'nid', 'front').expect(
    201,
  );
  await uploadDocument(target, tutor, plainPdf(), `${label}-back.pdf`, 'nid', 'back').expect(201);
  if (submit) {
    await http(target).post('/api/verification/submit').set(authHeader(tutor)).expect(200);
  }
  return tutor;
}

/** The files in a disk document store. */
export function filesIn(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith('.tmp')) : [];
}

export function fileIn(dir: string, key: string): Buffer {
  return fs.readFileSync(path.join(dir, key));
}
