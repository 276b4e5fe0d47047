import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { SiteClockService } from '../backend/src/common/site-time';
import { createTarget, http, type Target } from './support/app';
import {
  authHeader,
  closeTarget,
  createIdentities,
  type Identities,
  type TestIdentity,
} from './support/identities';
import { tutorWithDocuments } from './support/verification';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
// s3rver ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: object) => S3rverInstance;

// In-process: the app is built with MEDIA_DRIVER=s3 against a local s3rver with two buckets.
describe('verification documents in a private bucket', () => {
  const media = 'tutorhub-media';
  const documents = 'tutorhub-media-documents';
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-s3-docs-'));
  let s3: S3rverInstance;
  let target: Target;
  let ids: Identities;

  /** The object keys s3rver holds in a bucket (its folder layout: one `._S3rver_object` each). */
  const objectsIn = (bucket: string): string[] => {
    const dir = path.join(s3Dir, bucket);
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith('._S3rver_object'))
          .map((f) => f.replace(/\._S3rver_object$/, ''))
      : [];
  };
  const keysOf = async (tutor: TestIdentity): Promise<string[]> =>
    (
      (await target.app!.get(DataSource).query(
        `SELECT d."storageKey" AS key FROM verification_documents d
         JOIN verification_requests r ON r.id = d."requestId" WHERE r."tutorId" = $1`,
        [tutor.user!.id],
      )) as Array<{ key: string }>
    ).map((r) => r.key);

  beforeAll(async () => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: media }, { name: documents }],
    });
    const { port } = await s3.run();
    target = await createTarget({
      MEDIA_DRIVER: 's3',
      S3_BUCKET: media,
      DOCUMENTS_BUCKET: documents,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    ids = await createIdentities(target);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await closeTarget(target);
    await s3.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it('puts documents in the private bucket under random keys, never in the media bucket', async () => {
    const tutor = await tutorWithDocuments(target, 's3', true);
    const keys = await keysOf(tutor);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{32}\.bin$/);
    }
    expect(objectsIn(documents)).toEqual(expect.arrayContaining(keys));
    expect(objectsIn(media).filter((k) => keys.includes(k))).toEqual([]);
  });

  it('answers an admin a presigned link valid for 5 minutes, then expired', async () => {
    const tutor = await tutorWithDocuments(target, 's3link', true);
    const list = await http(target)
      .get('/api/admin/verifications')
      .set(authHeader(ids.admin))
      .expect(200);
    const request = list.body.find(
      (r: { tutor: { _id: string } }) => r.tutor._id === tutor.user!.id,
    );
    const doc = request.documents[0];
    const clock = jest.spyOn(target.app!.get(SiteClockService), 'now');
    try {
      const fresh = await http(target)
        .get(`/api/admin/verifications/${request._id}/documents/${doc._id}`)
        .set(authHeader(ids.admin))
        .expect(200);
      expect(fresh.headers['cache-control']).toBe('no-store');
      const { url, expiresAt } = fresh.body as { url: string; expiresAt: string };
      expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(4 * 60 * 1000);
      expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000 + 1000);
      expect(url).toContain('X-Amz-Expires=300');
      const got = await fetch(url);
      expect(got.status).toBe(200);
      expect(
        Buffer.from(await got.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
      ).toMatch(/^(\x89PNG|%PDF)/);
      // A link made 6 minutes ago has run out.
      clock.mockReturnValue(new Date(Date.now() - 6 * 60 * 1000));
      const old = await http(target)
        .get(`/api/admin/verifications/${request._id}/documents/${doc._id}`)
        .set(authHeader(ids.admin))
        .expect(200);
      expect((await fetch((old.body as { url: string }).url)).status).toBe(403);
    } finally {
      clock.mockRestore();
    }
  });

  it('withdrawal and account deletion remove the objects from the bucket', async () => {
    const [withdrawing, leaving] = await Promise.all([
      tutorWithDocuments(target, 's3withdraw'),
      tutorWithDocuments(target, 's3leave'),
    ]);
    const withdrawn = await keysOf(withdrawing);
    const left = await keysOf(leaving);
    expect(objectsIn(documents)).toEqual(expect.arrayContaining([...withdrawn, ...left]));
    await http(target).delete('/api/verification').set(authHeader(withdrawing)).expect(200);
    await http(target)
      .delete('/api/me')
      .set(authHeader(leaving))
      .set('X-Id-Token', leaving.idToken!)
      .expect(200);
    const still = objectsIn(documents);
    for (const key of [...withdrawn, ...left]) {
      expect(still).not.toContain(key);
    }
  });
});
