import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { createTestApp, http as api, inProcess, type Target } from './support/app';
import { authHeader, closeTarget, createAccount, type TestIdentity } from './support/identities';
import { decompressionBombPng, distinctPng, expectError, upload } from './support/images';
import { blogPayload } from './support/payloads';

const QUOTA = 3;

/** An upload whose body is held back after its first bytes, so it stays in progress. */
function heldUpload(port: number, token: string, png: Buffer) {
  const boundary = 'held-upload-boundary';
  let answered: (status: number) => void;
  const status = new Promise<number>((resolve) => (answered = resolve));
  const req = http.request(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/images',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      },
    },
    (res) => {
      res.resume();
      answered(res.statusCode ?? 0);
    },
  );
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n`,
  );
  req.write(png.subarray(0, 8));
  return {
    finish(): Promise<number> {
      req.end(Buffer.concat([png.subarray(8), Buffer.from(`\r\n--${boundary}--\r\n`)]));
      return status;
    },
  };
}

describe('upload limits', () => {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-upload-limits-'));
  let target: Target;
  let port: number;
  let seed = 0;
  const nextPng = () => distinctPng(++seed);
  const db = () => target.app!.get(DataSource);

  beforeAll(async () => {
    const app = await createTestApp({
      MEDIA_DRIVER: 'disk',
      MEDIA_DIR: mediaDir,
      UPLOAD_CONCURRENCY: '2',
      UPLOAD_DAILY_QUOTA: String(QUOTA),
    });
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
    target = inProcess(app);
  });
  afterAll(async () => {
    await closeTarget(target);
    await target.app?.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  describe('form limits: one image and a few small fields', () => {
    let caller: TestIdentity;
    beforeAll(async () => {
      caller = await createAccount(target, 'noProfile');
    });
    const post = () => api(target).post('/api/images').set(authHeader(caller));

    it('refuse two files in the image field with a 4xx in the error shape', async () => {
      const png = await nextPng();
      const res = await post()
        .attach('image', png, 'a.png')
        .attach('image', await nextPng(), 'b.png');
      expectError(res, 400);
    });

    it('refuse a second file under another field name', async () => {
      const res = await post()
        .attach('image', await nextPng(), 'a.png')
        .attach('other', await nextPng(), 'b.png');
      expect([400, 413]).toContain(res.status);
      expectError(res, res.status);
    });

    it('refuse many text fields and an over-long one', async () => {
      let many = post();
      for (let i = 0; i < 20; i++) {
        many = many.field(`f${i}`, 'x');
      }
      const res = await many.attach('image', await nextPng(), 'a.png');
      expectError(res, res.status);
      expect([400, 413]).toContain(res.status);

      const long = await post()
        .field('note', 'x'.repeat(10_000))
        .attach('image', await nextPng(), 'a.png');
      expectError(long, long.status);
      expect([400, 413]).toContain(long.status);
    });

    it('store and record nothing for a refused form', async () => {
      const png = await nextPng();
      await post().attach('image', png, 'a.png').attach('image', png, 'b.png').expect(400);
      const rows = await db().query(`SELECT 1 FROM uploaded_images WHERE "ownerId" = $1`, [
        caller.user.id,
      ]);
      expect(rows).toEqual([]);
    });

    it('refuse a decompression bomb (a small PNG of 400 megapixels) without decoding it', async () => {
      const bomb = decompressionBombPng(20_000, 20_000);
      expect(bomb.length).toBeLessThan(200_000);
      const res = await upload(target, caller.token, bomb, 'bomb.png', 'image/png');
      expectError(res, 400);
      expect(res.body.message).toMatch(/too many pixels/);
    });
  });

  it('record each upload with its owner and URL', async () => {
    const owner = await createAccount(target, 'noProfile');
    const res = await upload(target, owner.token, await nextPng(), 'a.png', 'image/png');
    expect(res.status).toBe(201);
    const url: string = res.body.data.display_url;
    const [row] = await db().query(
      `SELECT "key", "url", "ownerId", "createdAt" FROM uploaded_images WHERE "url" = $1`,
      [url],
    );
    expect(row).toMatchObject({ url, ownerId: owner.user.id });
    expect(url.endsWith(row.key)).toBe(true);
    expect(Date.now() - new Date(row.createdAt).getTime()).toBeLessThan(60_000);
  });

  it('allow two uploads at a time per account: a third answers 429 while they run', async () => {
    const busy = await createAccount(target, 'noProfile');
    const held = [
      heldUpload(port, busy.token, await nextPng()),
      heldUpload(port, busy.token, await nextPng()),
    ];
    await sleep(500);
    const third = await upload(target, busy.token, await nextPng(), 'c.png', 'image/png');
    expectError(third, 429);
    expect(third.body.message).toMatch(/still in progress/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // Someone else is not held up.
    const other = await createAccount(target, 'noProfile');
    expect((await upload(target, other.token, await nextPng(), 'd.png', 'image/png')).status).toBe(
      201,
    );

    expect(await Promise.all(held.map((h) => h.finish()))).toEqual([201, 201]);
    // Finished uploads free their places.
    expect((await upload(target, busy.token, await nextPng(), 'e.png', 'image/png')).status).toBe(
      201,
    );
  });

  it('share the two places between replicas: a third upload on another replica answers 429', async () => {
    const replica = await createTestApp();
    try {
      const busy = await createAccount(target, 'noProfile');
      const held = [
        heldUpload(port, busy.token, await nextPng()),
        heldUpload(port, busy.token, await nextPng()),
      ];
      await sleep(500);
      const third = await upload(
        inProcess(replica),
        busy.token,
        await nextPng(),
        'c.png',
        'image/png',
      );
      expectError(third, 429);
      expect(third.body.message).toMatch(/still in progress/);
      expect(await Promise.all(held.map((h) => h.finish()))).toEqual([201, 201]);
      expect(
        (await upload(inProcess(replica), busy.token, await nextPng(), 'e.png', 'image/png'))
          .status,
      ).toBe(201);
    } finally {
      await replica.close();
    }
  });

  it('stop an account at its daily quota with 429 until the oldest upload is a day old', async () => {
    const uploader = await createAccount(target, 'noProfile');
    for (let i = 0; i < QUOTA; i++) {
      expect(
        (await upload(target, uploader.token, await nextPng(), 'q.png', 'image/png')).status,
      ).toBe(201);
    }
    const over = await upload(target, uploader.token, await nextPng(), 'q.png', 'image/png');
    expectError(over, 429);
    expect(over.body.message).toMatch(/last 24 hours/);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(86_000);
    expect(retryAfter).toBeLessThanOrEqual(86_400);

    // A day later the quota is free again.
    await db().query(
      `UPDATE uploaded_images SET "createdAt" = now() - interval '25 hours' WHERE "ownerId" = $1`,
      [uploader.user.id],
    );
    expect(
      (await upload(target, uploader.token, await nextPng(), 'q.png', 'image/png')).status,
    ).toBe(201);
  });

  describe('removal of images nothing uses', () => {
    let author: TestIdentity;
    const sweeper = async () => {
      const { UnusedImageSweeper } = await import('../backend/src/media/unused-images.sweeper');
      return target.app!.get(UnusedImageSweeper);
    };
    // Each by a new account, so the daily quota never gets in the way.
    const uploadFresh = async () => {
      const uploader = await createAccount(target, 'noProfile');
      const res = await upload(target, uploader.token, await nextPng(), 'a.png', 'image/png');
      expect(res.status).toBe(201);
      return res.body.data.display_url as string;
    };
    const backdate = (url: string) =>
      db().query(
        `UPDATE uploaded_images SET "createdAt" = now() - interval '25 hours' WHERE "url" = $1`,
        [url],
      );

    beforeAll(async () => {
      author = await createAccount(target, 'tutor', { kind: 'tutor' });
    });

    it('remove day-old unused uploads from storage and the record, keeping used and recent ones', async () => {
      const [unused, usedByBlog, usedByProfile, recent] = [
        await uploadFresh(),
        await uploadFresh(),
        await uploadFresh(),
        await uploadFresh(),
      ];
      await api(target)
        .post('/api/postBlog')
        .set(authHeader(author))
        .send(blogPayload({ image: usedByBlog }))
        .expect(201);
      await db().query(`UPDATE users SET image = $1 WHERE id = $2`, [
        usedByProfile,
        author.user.id,
      ]);
      for (const url of [unused, usedByBlog, usedByProfile]) {
        await backdate(url);
      }

      const removed = await (await sweeper()).sweep();

      expect(removed).toContain(path.basename(unused));
      for (const kept of [usedByBlog, usedByProfile, recent]) {
        expect(removed).not.toContain(path.basename(kept));
      }
      await api(target).get(unused).expect(404);
      for (const url of [usedByBlog, usedByProfile, recent]) {
        await api(target).get(url).expect(200);
      }
      const left = await db().query(`SELECT "url" FROM uploaded_images WHERE "url" = ANY($1)`, [
        [unused, usedByBlog, usedByProfile, recent],
      ]);
      expect(left.map((r: { url: string }) => r.url).sort()).toEqual(
        [usedByBlog, usedByProfile, recent].sort(),
      );
    });

    it('honour a shorter age (the job works by age, not by a fixed clock)', async () => {
      const unused = await uploadFresh();
      expect(await (await sweeper()).sweep(3600)).toEqual([]);
      expect(await (await sweeper()).sweep(0)).toContain(path.basename(unused));
    });

    it('skip the round while another replica holds the sweep lock', async () => {
      const unused = await uploadFresh();
      await backdate(unused);
      const runner = db().createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        await runner.query(`SELECT pg_advisory_xact_lock(hashtext('tutorhub:unused-images'))`);
        expect(await (await sweeper()).sweep()).toEqual([]);
        await api(target).get(unused).expect(200);
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
      expect(await (await sweeper()).sweep()).toContain(path.basename(unused));
    });
  });
});
