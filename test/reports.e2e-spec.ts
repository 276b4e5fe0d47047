import {
  LIMITS,
  NOT_FOUND,
  PROFILE_MESSAGES,
  REPORT_MESSAGES,
  REPORT_NOTICES,
  RULE_MESSAGES,
  TOTAL_COUNT_HEADER,
} from '@tutorhub/contracts';
import type request from 'supertest';
import { expectStatus } from './support/access-matrix';
import { http } from './support/app';
import { expectErrorShape } from './support/error-shape';
import { identitiesForFile } from './support/file-setup';
import { itInProcess, newStudent, newTutor, ranHire } from './support/hires';
import {
  authHeader,
  IDENTITY_NAMES,
  type IdentityName,
  type TestIdentity,
} from './support/identities';
import { HOSTILE_BODIES } from './support/payloads';
import { postBlog, postReview } from './support/posts';

/** The five usual callers and the member whose profile or post is reported. */
type Caller = IdentityName | 'reported';

interface QueuedReport {
  _id: string;
  targetType: string;
  targetId: string;
  item: { title: string | null; text: string | null; authorName: string | null } | null;
  reason: string;
  note: string | null;
  reporter: { _id: string; name: string | null; email: string } | null;
  reportedUser: { _id: string; name: string | null; email: string } | null;
  openReports: number;
  resolution: string | null;
}

/** Members report profiles and posts; admins resolve the reports from their queue. */
describe('reports', () => {
  const { target, ids } = identitiesForFile();
  /** A tutor whose profile the access checks report. */
  let reported: TestIdentity;

  beforeAll(async () => {
    reported = await newTutor(target);
  });

  const who = (name: Caller): TestIdentity => (name === 'reported' ? reported : ids[name]);
  const report = (by: TestIdentity, body: object) =>
    http(target).post('/api/reports').set(authHeader(by)).send(body);
  const reportOk = async (by: TestIdentity, body: object): Promise<string> => {
    const res = await report(by, { reason: 'abuse', ...body });
    expectStatus(res, 'student', 201, 'POST /api/reports');
    return res.body.insertedId as string;
  };
  const queue = async (status = 'open'): Promise<QueuedReport[]> =>
    (
      await http(target)
        .get(`/api/admin/reports?status=${status}&limit=${LIMITS.pageSizeMax}`)
        .set(authHeader(ids.admin))
        .expect(200)
    ).body as QueuedReport[];
  const resolve = (id: string, resolution: string, by: TestIdentity = ids.admin) =>
    http(target).patch(`/api/admin/reports/${id}`).set(authHeader(by)).send({ resolution });
  const bell = async (member: TestIdentity) =>
    (await http(target).get('/api/notifications').set(authHeader(member)).expect(200))
      .body as Array<{
      type: string;
      params: Record<string, unknown>;
      text: string;
    }>;
  const auditLog = async () =>
    (await http(target).get('/api/admin/audit?limit=100').set(authHeader(ids.admin)).expect(200))
      .body as Array<{
      action: string;
      actor: { _id: string } | null;
      target: { _id: string } | null;
    }>;

  /** One test per caller: `call` as that caller must answer `expected[caller]`. */
  function expectCallers(
    label: string,
    call: (caller: TestIdentity, name: Caller) => Promise<request.Response>,
    expected: Record<Caller, number>,
  ): void {
    describe(label, () => {
      for (const name of [...IDENTITY_NAMES, 'reported'] as Caller[]) {
        it(`answers ${name} with ${expected[name]}`, async () => {
          const res = await call(who(name), name);
          expectStatus(res, name as IdentityName, expected[name], label);
        });
      }
    });
  }

  describe('who may call', () => {
    expectCallers(
      "POST /api/reports (the reported tutor's profile)",
      (caller) =>
        report(caller, {
          targetType: 'tutor',
          targetId: reported.user!.id,
          reason: 'fake-profile',
        }),
      { anonymous: 401, noProfile: 403, student: 201, tutor: 201, reported: 400, admin: 201 },
    );
    expectCallers(
      'GET /api/admin/reports',
      (caller) => http(target).get('/api/admin/reports').set(authHeader(caller)),
      { anonymous: 401, noProfile: 403, student: 403, tutor: 403, reported: 403, admin: 200 },
    );
    expectCallers(
      'PATCH /api/admin/reports/{id} (a fresh report of a review)',
      async (caller) => {
        const id = await reportOk(ids.student, {
          targetType: 'review',
          targetId: await postReview(target, reported),
        });
        return resolve(id, 'dismissed', caller);
      },
      { anonymous: 401, noProfile: 403, student: 403, tutor: 403, reported: 403, admin: 200 },
    );
  });

  describe('reporting', () => {
    it.each<[string, Record<string, unknown>, string, string]>([
      ['no targetType', { targetType: undefined }, 'targetType', REPORT_MESSAGES.targetType],
      [
        'an unknown kind of item',
        { targetType: 'conversation' },
        'targetType',
        REPORT_MESSAGES.targetType,
      ],
      ['a malformed targetId', { targetId: 'not-a-uuid' }, 'targetId', REPORT_MESSAGES.targetId],
      ['no reason', { reason: undefined }, 'reason', REPORT_MESSAGES.reason],
      ['an unknown reason', { reason: 'rude' }, 'reason', REPORT_MESSAGES.reason],
      [
        'a note over the limit',
        { note: 'x'.repeat(LIMITS.reportNoteMax + 1) },
        'note',
        RULE_MESSAGES.tooLong(LIMITS.reportNoteMax),
      ],
      [
        'a reporter field',
        { reporterId: '00000000-0000-4000-8000-000000000000' },
        'reporterId',
        'Unknown field: reporterId',
      ],
    ])('refuses %s with 400 on that field', async (_, patch, field, message) => {
      const body = {
        targetType: 'tutor',
        targetId: reported.user!.id,
        reason: 'scam',
        ...patch,
      };
      const res = await report(ids.student, body);
      expect(res.status).toBe(400);
      expectErrorShape(res);
      expect(res.body.errors?.[field] ?? res.body.message).toBe(message);
    });

    it('answers 404 for an unknown item of each kind, and for a tutor reported as a student', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const [targetType, message] of [
        ['tutor', NOT_FOUND.tutor],
        ['student', NOT_FOUND.student],
        ['tutor-review', NOT_FOUND.review],
        ['review', NOT_FOUND.review],
        ['blog', NOT_FOUND.blog],
      ]) {
        const res = await report(ids.student, { targetType, targetId: unknown, reason: 'other' });
        expect([targetType, res.status, res.body.message]).toEqual([targetType, 404, message]);
      }
      const asStudent = await report(ids.student, {
        targetType: 'student',
        targetId: reported.user!.id,
        reason: 'other',
      });
      expect(asStudent.status).toBe(404);
    });

    it('refuses an account without a profile (403) and what a member wrote themselves (400)', async () => {
      const noProfile = await report(ids.noProfile, {
        targetType: 'review',
        targetId: await postReview(target, reported),
        reason: 'abuse',
      });
      expect([noProfile.status, noProfile.body.message]).toEqual([403, PROFILE_MESSAGES.noProfile]);
      const own = [
        { targetType: 'review', targetId: await postReview(target, ids.student) },
        { targetType: 'blog', targetId: await postBlog(target, ids.student) },
        { targetType: 'student', targetId: ids.student.user!.id },
      ];
      for (const item of own) {
        const res = await report(ids.student, { ...item, reason: 'abuse' });
        expect([item.targetType, res.status, res.body.message]).toEqual([
          item.targetType,
          400,
          REPORT_MESSAGES.ownItem,
        ]);
      }
    });

    it('keeps one open report per reporter and item (409), and takes a new one once it is resolved', async () => {
      const reviewId = await postReview(target, reported);
      const item = { targetType: 'review', targetId: reviewId };
      const first = await reportOk(ids.tutor, { ...item, note: 'Insults the tutors.' });
      const again = await report(ids.tutor, { ...item, reason: 'scam' });
      expect([again.status, again.body.message, again.body.code]).toEqual([
        409,
        REPORT_MESSAGES.alreadyReported,
        'report.alreadyReported',
      ]);
      expect((await queue()).filter((r) => r.targetId === reviewId)).toHaveLength(1);
      await resolve(first, 'dismissed').expect(200);
      await reportOk(ids.tutor, item);
    });
  });

  describe('hostile bodies', () => {
    /** How many reports are open and resolved. */
    const totals = async () =>
      Promise.all(
        ['open', 'resolved'].map(async (status) =>
          Number(
            (
              await http(target)
                .get(`/api/admin/reports?status=${status}&limit=1`)
                .set(authHeader(ids.admin))
                .expect(200)
            ).headers[TOTAL_COUNT_HEADER.toLowerCase()],
          ),
        ),
      );
    let openId: string;
    beforeAll(async () => {
      openId = await reportOk(ids.tutor, {
        targetType: 'review',
        targetId: await postReview(target, reported),
      });
    });

    const calls = [
      {
        label: 'POST /api/reports',
        method: 'post',
        path: () => '/api/reports',
        by: () => ids.student,
      },
      {
        label: 'PATCH /api/admin/reports/{id}',
        method: 'patch',
        path: () => `/api/admin/reports/${openId}`,
        by: () => ids.admin,
      },
    ] as const;
    for (const call of calls) {
      it.each(HOSTILE_BODIES)(
        `${call.label} answers $label with a 4xx, writing nothing`,
        async ({ raw, type }) => {
          const before = await totals();
          const agent = http(target);
          const res = await agent[call.method](call.path())
            .set(authHeader(call.by()))
            .set('Content-Type', type ?? 'application/json')
            .send(raw);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expectErrorShape(res);
          expect(await totals()).toEqual(before);
        },
      );
    }
  });

  describe('the queue', () => {
    it('shows each open report with its item in place, the reporter and the author', async () => {
      const author = await newStudent(target);
      const blogId = await postBlog(target, author, { name: 'Ten tips', description: 'Call me.' });
      const id = await reportOk(ids.tutor, {
        targetType: 'blog',
        targetId: blogId,
        reason: 'contact-details',
        note: 'Asks readers to call.',
      });
      const res = await http(target)
        .get('/api/admin/reports?limit=100')
        .set(authHeader(ids.admin))
        .expect(200);
      expect(Number(res.headers[TOTAL_COUNT_HEADER.toLowerCase()])).toBeGreaterThanOrEqual(1);
      expect((res.body as QueuedReport[]).find((r) => r._id === id)).toEqual({
        _id: id,
        targetType: 'blog',
        targetId: blogId,
        item: { title: 'Ten tips', text: 'Call me.', authorName: author.user!.name },
        reason: 'contact-details',
        note: 'Asks readers to call.',
        reporter: { _id: ids.tutor.user!.id, name: ids.tutor.user!.name, email: ids.tutor.email },
        reportedUser: { _id: author.user!.id, name: author.user!.name, email: author.email },
        openReports: 1,
        resolution: null,
        resolvedAt: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    });

    it('lists newest first, except that a profile with three open reports goes to the top', async () => {
      const [crowded, twice] = await Promise.all([newTutor(target), newTutor(target)]);
      const reporters = await Promise.all([1, 2, 3].map(() => newStudent(target)));
      const onCrowded: string[] = [];
      for (const r of reporters) {
        onCrowded.push(await reportOk(r, { targetType: 'tutor', targetId: crowded.user!.id }));
      }
      const onTwice: string[] = [];
      for (const r of reporters.slice(0, 2)) {
        onTwice.push(await reportOk(r, { targetType: 'tutor', targetId: twice.user!.id }));
      }
      const newest = await reportOk(ids.tutor, {
        targetType: 'review',
        targetId: await postReview(target, crowded),
      });
      const order = (await queue()).map((r) => r._id);
      const at = (id: string) => order.indexOf(id);
      // The crowded profile's reports (newest first) come before the newer review's report.
      expect(onCrowded.map(at).every((i) => i >= 0 && i < at(newest))).toBe(true);
      expect([at(onCrowded[2]), at(onCrowded[1]), at(onCrowded[0])]).toEqual(
        [...onCrowded.map(at)].sort((a, b) => a - b),
      );
      // Two open reports are not enough: newest first.
      expect(at(newest)).toBeLessThan(at(onTwice[1]));
      expect(at(onTwice[1])).toBeLessThan(at(onTwice[0]));
      // Resolving drops the profile from the top: one resolution closes all three.
      const res = await resolve(onCrowded[0], 'dismissed').expect(200);
      expect(res.body).toEqual({ modifiedCount: 3 });
      const open = (await queue()).map((r) => r._id);
      expect(open.filter((id) => onCrowded.includes(id))).toEqual([]);
    });

    it('answers 400 for an unknown status and bad paging', async () => {
      const res = await http(target)
        .get('/api/admin/reports?status=closed')
        .set(authHeader(ids.admin))
        .expect(400);
      expect(res.body.errors).toEqual({ status: REPORT_MESSAGES.status });
      await http(target).get('/api/admin/reports?limit=0').set(authHeader(ids.admin)).expect(400);
    });
  });

  describe('resolving', () => {
    it('dismissed: the item stays, every open report of it closes, each reporter hears, the audit log has it', async () => {
      const author = await newStudent(target);
      const reviewId = await postReview(target, author);
      const [r1, r2] = await Promise.all([newStudent(target), newTutor(target)]);
      const first = await reportOk(r1, { targetType: 'review', targetId: reviewId });
      const second = await reportOk(r2, { targetType: 'review', targetId: reviewId });
      expect((await resolve(first, 'dismissed').expect(200)).body).toEqual({ modifiedCount: 2 });
      const already = await resolve(second, 'content-removed');
      expect([already.status, already.body.message, already.body.code]).toEqual([
        409,
        REPORT_MESSAGES.alreadyResolved,
        'report.alreadyResolved',
      ]);
      const reviews = await http(target).get('/api/getTutorReview?limit=100').expect(200);
      expect(reviews.body.map((r: { _id: string }) => r._id)).toContain(reviewId);
      for (const reporter of [r1, r2]) {
        expect(await bell(reporter)).toContainEqual(
          expect.objectContaining({
            type: 'report.resolved',
            params: { resolution: 'dismissed' },
            text: REPORT_NOTICES.dismissed,
          }),
        );
      }
      const resolved = (await queue('resolved')).filter((r) => r.targetId === reviewId);
      expect(resolved.map((r) => r.resolution)).toEqual(['dismissed', 'dismissed']);
      expect((await auditLog())[0]).toMatchObject({
        action: 'report-dismiss',
        actor: { _id: ids.admin.user!.id },
        target: { _id: author.user!.id },
      });
    });

    it('content removed: a site review and a blog post are deleted', async () => {
      const author = await newTutor(target);
      const reviewId = await postReview(target, author);
      const blogId = await postBlog(target, author);
      const onReview = await reportOk(ids.student, { targetType: 'review', targetId: reviewId });
      const onBlog = await reportOk(ids.student, { targetType: 'blog', targetId: blogId });
      await resolve(onReview, 'content-removed').expect(200);
      await resolve(onBlog, 'content-removed').expect(200);
      const reviews = await http(target).get('/api/getTutorReview?limit=100').expect(200);
      expect(reviews.body.map((r: { _id: string }) => r._id)).not.toContain(reviewId);
      await http(target).get(`/api/getBlogs/${blogId}`).expect(404);
      const entry = (await auditLog())[0];
      expect(entry).toMatchObject({ action: 'report-remove', target: { _id: author.user!.id } });
      expect(await bell(ids.student)).toContainEqual(
        expect.objectContaining({
          type: 'report.resolved',
          params: { resolution: 'content-removed' },
          text: REPORT_NOTICES['content-removed'],
        }),
      );
      const resolved = (await queue('resolved')).find((r) => r._id === onBlog);
      expect(resolved).toMatchObject({ item: null, resolution: 'content-removed' });
    });

    // The review needs a tuition that ran 28 days, dated back in the database: in-process only.
    itInProcess(
      "content removed: a tutor review is deleted and the tutor's rating recounted",
      async () => {
        const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
        await ranHire(target, student, tutor, 'ended');
        const reviewId = (
          await http(target)
            .post(`/api/tutors/${tutor.user!.id}/reviews`)
            .set(authHeader(student))
            .send({ rating: 1, message: 'Rude and never on time.' })
            .expect(201)
        ).body.insertedId as string;
        const id = await reportOk(tutor, { targetType: 'tutor-review', targetId: reviewId });
        const queued = (await queue()).find((r) => r._id === id);
        expect(queued?.item).toEqual({
          title: null,
          text: 'Rude and never on time.',
          authorName: student.user!.name,
        });
        await resolve(id, 'content-removed').expect(200);
        const reviews = await http(target).get(`/api/tutors/${tutor.user!.id}/reviews`).expect(200);
        expect(reviews.body).toEqual([]);
        const profile = await http(target).get(`/api/tutors/${tutor.user!.id}`).expect(200);
        expect(profile.body.rating).toEqual({ average: null, count: 0 });
      },
    );

    it("content removed: a profile's about and picture are cleared, the profile stays", async () => {
      const tutor = await newTutor(target);
      await http(target)
        .patch('/api/me/profile')
        .set(authHeader(tutor))
        .send({ about: 'I teach physics to HSC students.' })
        .expect(200);
      const id = await reportOk(ids.student, { targetType: 'tutor', targetId: tutor.user!.id });
      const queued = (await queue()).find((r) => r._id === id);
      expect(queued?.item).toMatchObject({
        title: tutor.user!.name,
        text: 'I teach physics to HSC students.',
      });
      await resolve(id, 'content-removed').expect(200);
      const profile = await http(target).get(`/api/tutors/${tutor.user!.id}`).expect(200);
      expect(profile.body).toMatchObject({ name: tutor.user!.name, about: null, image: '' });
    });

    it("account suspended: the author is suspended through the admins' suspension, both audited", async () => {
      const author = await newTutor(target);
      const reviewId = await postReview(target, author);
      const id = await reportOk(ids.student, { targetType: 'review', targetId: reviewId });
      await resolve(id, 'account-suspended').expect(200);
      await http(target).get('/api/me').set(authHeader(author)).expect(403);
      await http(target).get(`/api/tutors/${author.user!.id}`).expect(404);
      const log = await auditLog();
      expect(
        log
          .slice(0, 2)
          .map((e) => e.action)
          .sort(),
      ).toEqual(['report-suspend', 'suspend']);
      expect(log.slice(0, 2).every((e) => e.target?._id === author.user!.id)).toBe(true);
      expect(await bell(ids.student)).toContainEqual(
        expect.objectContaining({
          type: 'report.resolved',
          params: { resolution: 'account-suspended' },
          text: REPORT_NOTICES['account-suspended'],
        }),
      );
    });

    it('answers 404 for an unknown report and 400 for an unknown resolution, changing nothing', async () => {
      const missing = await resolve('00000000-0000-4000-8000-000000000000', 'dismissed');
      expect([missing.status, missing.body.message]).toEqual([404, NOT_FOUND.report]);
      const id = await reportOk(ids.student, {
        targetType: 'review',
        targetId: await postReview(target, reported),
      });
      const bad = await resolve(id, 'deleted');
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ resolution: REPORT_MESSAGES.resolution });
      expect((await queue()).find((r) => r._id === id)?.resolution).toBeNull();
    });

    it('never tells the reported member who reported them', async () => {
      const author = await newTutor(target);
      const reporter = await newStudent(target);
      const reviewId = await postReview(target, author);
      const id = await reportOk(reporter, {
        targetType: 'review',
        targetId: reviewId,
        note: 'Reported by a careful reader',
      });
      await resolve(id, 'content-removed').expect(200);
      const readable = [
        await http(target).get('/api/notifications?limit=100').set(authHeader(author)),
        await http(target).get('/api/me').set(authHeader(author)),
        await http(target).get('/api/admin/reports').set(authHeader(author)),
        await http(target).get('/api/admin/reports?status=resolved').set(authHeader(author)),
        await http(target).get('/api/admin/audit').set(authHeader(author)),
      ].map((res) => res.text);
      for (const text of readable) {
        expect(text).not.toContain(reporter.email!);
        expect(text).not.toContain(reporter.user!.id);
        expect(text).not.toContain(reporter.user!.name!);
        expect(text).not.toContain('careful reader');
      }
    });
  });
});
