import { JOB_MESSAGES, LIMITS } from '@tutorhub/contracts';
import { randomUUID } from 'node:crypto';
import { http } from './support/app';
import { expectErrorShape } from './support/error-shape';
import { hireCallersForFile, newStudent, siteDate } from './support/hires';
import { authHeader, type TestIdentity } from './support/identities';
import { applicationOf, jobPayload, openJob, postJob, reviewJob } from './support/jobs';

const PUBLIC_FIELDS = [
  '_id',
  'applications',
  'classLevel',
  'curriculum',
  'daysPerWeek',
  'details',
  'location',
  'mode',
  'postedAt',
  'salaryMax',
  'salaryMin',
  'startDate',
  'status',
  'students',
  'subject',
  'tutorGender',
];

/** Posting, the board, the owner's list and edits, and the admins' review. */
describe('jobs: posting and the board', () => {
  const { target, callers } = hireCallersForFile();
  /** A place name no other test uses, so a filter sees only this test's jobs. */
  const uniqueArea = () => `Area ${randomUUID().slice(0, 8)}`;
  const board = (query: string) => http(target).get(`/api/jobs?${query}`).expect(200);

  describe('POST /api/jobs', () => {
    it('stores the job waiting for an admin, off the board', async () => {
      const owner = await newStudent(target);
      const location = uniqueArea();
      const id = await postJob(target, owner, { location });
      const own = await http(target).get(`/api/jobs/${id}`).set(authHeader(owner)).expect(200);
      expect(own.body).toMatchObject({
        ...jobPayload({ location }),
        status: 'pending',
        postedAt: null,
        applications: 0,
      });
      expect((await board(`location=${encodeURIComponent(location)}`)).body).toEqual([]);
    });

    it.each([
      ['subject', { subject: 'Karate' }],
      ['classLevel', { classLevel: '' }],
      ['classLevel', { classLevel: 'x'.repeat(LIMITS.jobClassLevelMax + 1) }],
      ['curriculum', { curriculum: 'cambridge' }],
      ['location', { location: 'D' }],
      ['location', { location: 'x'.repeat(61) }],
      ['mode', { mode: 'hybrid' }],
      ['daysPerWeek', { daysPerWeek: 8 }],
      ['salaryMin', { salaryMin: 499 }],
      ['salaryMax', { salaryMax: 200_001 }],
      ['salaryMax', { salaryMin: 7000, salaryMax: 6000 }],
      ['tutorGender', { tutorGender: 'other' }],
      ['students', { students: 0 }],
      ['students', { students: 11 }],
      ['startDate', { startDate: '2026-02-30' }],
      ['startDate', { startDate: siteDate(-1) }],
      ['startDate', { startDate: siteDate(LIMITS.jobStartDaysAhead + 1) }],
      ['details', { details: 'x'.repeat(LIMITS.jobDetailsMax + 1) }],
      ['details', { details: 'WhatsApp me at 01712345678' }],
      ['location', { location: 'House 12, call 01812345678' }],
    ])('refuses a bad %s with 400 naming the field (case %#)', async (field, patch) => {
      const res = await http(target)
        .post('/api/jobs')
        .set(authHeader(callers.student))
        .send(jobPayload(patch))
        .expect(400);
      expectErrorShape(res);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    });

    it(`takes at most ${LIMITS.openJobsPerAccount} jobs waiting or open per account (409)`, async () => {
      const owner = await newStudent(target);
      const ids = [await openJob(target, owner, callers.admin)];
      for (let i = 1; i < LIMITS.openJobsPerAccount; i += 1) {
        ids.push(await postJob(target, owner));
      }
      const refused = await http(target)
        .post('/api/jobs')
        .set(authHeader(owner))
        .send(jobPayload())
        .expect(409);
      expectErrorShape(refused);
      expect(refused.body.message).toBe(JOB_MESSAGES.tooManyLive);
      // A rejected or closed job frees its place.
      await reviewJob(target, callers.admin, ids[1], {
        status: 'rejected',
        reason: 'duplicate',
      }).expect(200);
      await postJob(target, owner);
      await http(target)
        .patch(`/api/jobs/${ids[0]}`)
        .set(authHeader(owner))
        .send({ status: 'closed' })
        .expect(200);
      await postJob(target, owner);
      await http(target).post('/api/jobs').set(authHeader(owner)).send(jobPayload()).expect(409);
    });

    it('holds the limit under simultaneous posts', async () => {
      const owner = await newStudent(target);
      const answers = await Promise.all(
        Array.from({ length: LIMITS.openJobsPerAccount + 3 }, () =>
          http(target).post('/api/jobs').set(authHeader(owner)).send(jobPayload()),
        ),
      );
      expect(answers.filter((res) => res.status === 201)).toHaveLength(LIMITS.openJobsPerAccount);
      expect(answers.filter((res) => res.status === 409)).toHaveLength(3);
    });
  });

  describe('GET /api/jobs', () => {
    let owner: TestIdentity;
    let area: string;
    let ids: Record<string, string>;

    beforeAll(async () => {
      owner = await newStudent(target);
      area = uniqueArea();
      const second = await newStudent(target);
      ids = {
        physicsOnline: await openJob(target, owner, callers.admin, {
          location: `${area} North`,
          subject: 'Physics',
          mode: 'online',
          salaryMax: 9000,
        }),
        englishBoth: await openJob(target, owner, callers.admin, {
          location: `${area} South`,
          mode: 'both',
          curriculum: 'english-medium',
        }),
        englishOffline: await openJob(target, second, callers.admin, { location: `${area} East` }),
        waiting: await postJob(target, second, { location: `${area} West` }),
      };
      const rejected = await postJob(target, second, { location: `${area} West` });
      await reviewJob(target, callers.admin, rejected, {
        status: 'rejected',
        reason: 'incomplete',
      }).expect(200);
      await applicationOf(target, callers.tutor, ids.englishOffline);
    });

    it('lists open jobs only, newest approved first, with the total and no owner', async () => {
      const res = await board(`location=${encodeURIComponent(area)}`);
      expect(res.headers['x-total-count']).toBe('3');
      expect(res.body.map((job: { _id: string }) => job._id)).toEqual([
        ids.englishOffline,
        ids.englishBoth,
        ids.physicsOnline,
      ]);
      for (const job of res.body) {
        expect(Object.keys(job).sort()).toEqual(PUBLIC_FIELDS);
        expect(job.status).toBe('open');
      }
      expect(res.body[0].applications).toBe(1);
      const text = JSON.stringify(res.body);
      for (const leak of [
        owner.user!.id,
        owner.email!,
        owner.user!.name!,
        '01712345678',
        'ownerId',
      ]) {
        expect(text).not.toContain(leak);
      }
    });

    it('shows one open job to anyone without its owner', async () => {
      const res = await http(target)
        .get(`/api/jobs/${ids.physicsOnline}`)
        .set(authHeader(callers.tutor))
        .expect(200);
      expect(Object.keys(res.body).sort()).toEqual(PUBLIC_FIELDS);
      expect(JSON.stringify(res.body)).not.toContain(owner.user!.id);
    });

    it.each([
      ['subject=Physics', ['physicsOnline']],
      ['mode=online', ['englishBoth', 'physicsOnline']],
      ['mode=offline', ['englishOffline', 'englishBoth']],
      ['curriculum=english-medium', ['englishBoth']],
      ['minSalary=8000', ['physicsOnline']],
    ])('filters by %s', async (filter, expected) => {
      const res = await board(`location=${encodeURIComponent(area.toUpperCase())}&${filter}`);
      expect(res.body.map((job: { _id: string }) => job._id)).toEqual(expected.map((k) => ids[k]));
    });

    it('matches a part of the area in any case, and pages', async () => {
      const res = await board(`location=${encodeURIComponent(`${area} so`.toLowerCase())}`);
      expect(res.body.map((job: { _id: string }) => job._id)).toEqual([ids.englishBoth]);
      const page2 = await board(`location=${encodeURIComponent(area)}&limit=2&page=2`);
      expect(page2.headers['x-total-count']).toBe('3');
      expect(page2.body.map((job: { _id: string }) => job._id)).toEqual([ids.physicsOnline]);
    });

    it.each([
      'limit=51',
      'limit=0',
      'subject=Karate',
      'mode=hybrid',
      'minSalary=-1',
      'curriculum=x',
    ])('refuses %s with 400', async (query) => {
      expectErrorShape(await http(target).get(`/api/jobs?${query}`).expect(400));
    });
  });

  describe("the owner's jobs", () => {
    it('lists every status, newest first, with the applications by status', async () => {
      const owner = await newStudent(target);
      const open = await openJob(target, owner, callers.admin);
      const rejected = await postJob(target, owner);
      await reviewJob(target, callers.admin, rejected, {
        status: 'rejected',
        reason: 'not-tuition',
      }).expect(200);
      const pending = await postJob(target, owner);
      await applicationOf(target, callers.tutor, open);
      const res = await http(target).get('/api/jobs/mine').set(authHeader(owner)).expect(200);
      expect(res.headers['x-total-count']).toBe('3');
      expect(res.body.map((job: { _id: string; status: string }) => [job._id, job.status])).toEqual(
        [
          [pending, 'pending'],
          [rejected, 'rejected'],
          [open, 'open'],
        ],
      );
      expect(res.body[1].rejectReason).toBe('not-tuition');
      expect(res.body[2].counts).toEqual({
        applied: 1,
        shortlisted: 0,
        trial: 0,
        hired: 0,
        rejected: 0,
        withdrawn: 0,
        closed: 0,
      });
    });

    it('edits the fields while the job waits, never after', async () => {
      const owner = await newStudent(target);
      const id = await postJob(target, owner);
      const patch = (body: object) =>
        http(target).patch(`/api/jobs/${id}`).set(authHeader(owner)).send(body);
      await patch({ daysPerWeek: 5, details: '', salaryMax: 6500 }).expect(200);
      const job = await http(target).get(`/api/jobs/${id}`).set(authHeader(owner)).expect(200);
      expect(job.body).toMatchObject({
        daysPerWeek: 5,
        details: null,
        salaryMax: 6500,
        status: 'pending',
      });
      for (const body of [
        {},
        { salaryMin: 7000 },
        { status: 'closed', daysPerWeek: 2 },
        { status: 'open' },
        { classLevel: null },
        { details: 'imo 01712345678' },
      ]) {
        expectErrorShape(await patch(body).expect(400));
      }
      // Edited once: the admin approves the version they read.
      await reviewJob(target, callers.admin, id, {
        status: 'open',
        version: job.body.version,
      }).expect(200);
      const refused = await patch({ daysPerWeek: 2 }).expect(409);
      expect(refused.body.message).toBe(JOB_MESSAGES.onlyPendingEdit);
      await patch({ status: 'closed' }).expect(200);
      const again = await patch({ status: 'closed' }).expect(409);
      expect(again.body.message).toBe(JOB_MESSAGES.onlyLiveClose);
    });
  });

  describe('the admins’ review', () => {
    it('lists waiting jobs first, filters by status, and shows the owner', async () => {
      const owner = await newStudent(target);
      const id = await postJob(target, owner);
      const all = await http(target)
        .get('/api/admin/jobs?limit=100')
        .set(authHeader(callers.admin))
        .expect(200);
      const statuses: string[] = all.body.map((job: { status: string }) => job.status);
      const firstOther = statuses.findIndex((status) => status !== 'pending');
      expect(firstOther).toBeGreaterThan(0);
      expect(statuses.slice(firstOther)).not.toContain('pending');
      const pending = await http(target)
        .get('/api/admin/jobs?status=pending&limit=100')
        .set(authHeader(callers.admin))
        .expect(200);
      const mine = pending.body.find((job: { _id: string }) => job._id === id);
      expect(mine.owner).toEqual({
        _id: owner.user!.id,
        name: owner.user!.name,
        email: owner.email,
      });
      expect(pending.body.every((job: { status: string }) => job.status === 'pending')).toBe(true);
      expectErrorShape(
        await http(target)
          .get('/api/admin/jobs?status=live')
          .set(authHeader(callers.admin))
          .expect(400),
      );
    });

    it('approves or rejects a waiting job once, audited, and tells the owner', async () => {
      const owner = await newStudent(target);
      const [approved, rejected] = [
        await postJob(target, owner, { subject: 'Biology' }),
        await postJob(target, owner, { subject: 'History' }),
      ];
      for (const body of [
        { status: 'rejected' },
        { status: 'open', reason: 'other' },
        { status: 'closed' },
        { status: 'rejected', reason: 'spam' },
      ]) {
        expectErrorShape(await reviewJob(target, callers.admin, rejected, body).expect(400));
      }
      await reviewJob(target, callers.admin, approved).expect(200);
      await reviewJob(target, callers.admin, rejected, {
        status: 'rejected',
        reason: 'contact-details',
      }).expect(200);
      const twice = await reviewJob(target, callers.admin, approved, {
        status: 'rejected',
        reason: 'other',
      }).expect(409);
      expect(twice.body.message).toBe(JOB_MESSAGES.onlyPendingReview);
      await reviewJob(target, callers.admin, randomUUID()).expect(404);

      const job = await http(target).get(`/api/jobs/${approved}`).expect(200);
      expect(Date.now() - Date.parse(job.body.postedAt)).toBeLessThan(60_000);
      const bell = await http(target).get('/api/notifications').set(authHeader(owner)).expect(200);
      expect(bell.body.map((n: { text: string }) => n.text)).toEqual([
        'Your History job (Class 8) was not approved. Reason: It contains contact details.',
        'Your Biology job (Class 8) is approved: tutors can apply for 30 days.',
      ]);
      const audit = await http(target)
        .get('/api/admin/audit?limit=100')
        .set(authHeader(callers.admin))
        .expect(200);
      const entries = audit.body.filter(
        (e: { target: { _id: string } | null }) => e.target?._id === owner.user!.id,
      );
      expect(entries.map((e: { action: string }) => e.action)).toEqual([
        'job-reject',
        'job-approve',
      ]);
    });
  });
});
