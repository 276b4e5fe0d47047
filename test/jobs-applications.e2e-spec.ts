import {
  APPLICATION_MOVES,
  type ApplicationStatus,
  JOB_MESSAGES,
  LIMITS,
  messageText,
  coded,
} from '@tutorhub/contracts';
import { http } from './support/app';
import { expectErrorShape } from './support/error-shape';
import { hireCallersForFile, newStudent, newTutor, siteDate } from './support/hires';
import { authHeader, type TestIdentity } from './support/identities';
import {
  applicationIn,
  applicationOf,
  applyTo,
  moveApplication,
  openJob,
  postJob,
  trialIn,
} from './support/jobs';

const MOVES = ['shortlisted', 'trial', 'hired', 'rejected', 'withdrawn'] as const;

/** Applying to jobs and the application state machine, through the API. */
describe('jobs: applications', () => {
  const { target, callers } = hireCallersForFile();

  /** A fresh owner with an open job (with `patch`), and a fresh tutor. */
  async function freshJob(patch: Record<string, unknown> = {}) {
    const [owner, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    return { owner, tutor, jobId: await openJob(target, owner, callers.admin, patch) };
  }

  const applicationsOf = async (owner: TestIdentity, jobId: string) =>
    (await http(target).get(`/api/jobs/${jobId}/applications`).set(authHeader(owner)).expect(200))
      .body as Array<{
      _id: string;
      status: ApplicationStatus;
      trialAt: string | null;
      hireId: string | null;
    }>;
  const statusOf = async (owner: TestIdentity, jobId: string, id: string) =>
    (await applicationsOf(owner, jobId)).find((a) => a._id === id)!.status;

  describe('applying', () => {
    it('answers 201 and shows the owner the applicant without contact details', async () => {
      const { owner, tutor, jobId } = await freshJob();
      const id = await applicationOf(target, tutor, jobId, {
        note: 'I teach English version at a Dhanmondi school.',
        expectedSalary: 5800,
      });
      const [application] = await applicationsOf(owner, jobId);
      expect(application).toMatchObject({
        _id: id,
        status: 'applied',
        note: 'I teach English version at a Dhanmondi school.',
        expectedSalary: 5800,
        trialAt: null,
        hireId: null,
        tutor: { _id: tutor.user!.id, verified: false, rating: { average: null, count: 0 } },
      });
      expect(Object.keys(application.tutor as object).sort()).toEqual([
        '_id',
        'image',
        'location',
        'name',
        'rating',
        'subject',
        'teachingSubject',
        'verified',
      ]);
      const text = JSON.stringify(application);
      expect(text).not.toContain(tutor.email!);
    });

    it('lists the tutor their applications with the job', async () => {
      const { tutor, jobId } = await freshJob({ subject: 'Physics' });
      const id = await applicationOf(target, tutor, jobId);
      const res = await http(target)
        .get('/api/applications/mine')
        .set(authHeader(tutor))
        .expect(200);
      expect(res.headers['x-total-count']).toBe('1');
      expect(res.body).toEqual([
        expect.objectContaining({
          _id: id,
          status: 'applied',
          job: expect.objectContaining({
            _id: jobId,
            subject: 'Physics',
            status: 'open',
            applications: 1,
          }),
        }),
      ]);
      expect(JSON.stringify(res.body)).not.toContain('ownerId');
    });

    it('takes one application per tutor and job (409)', async () => {
      const { tutor, jobId } = await freshJob();
      await applicationOf(target, tutor, jobId);
      const res = await applyTo(target, tutor, jobId).expect(409);
      expectErrorShape(res);
      expect(res.body.message).toBe(JOB_MESSAGES.alreadyApplied);
    });

    it('answers 409 naming the status for a job that is not open, 404 for no job', async () => {
      const owner = await newStudent(target);
      const pending = await postJob(target, owner);
      const closed = await openJob(target, owner, callers.admin);
      await http(target)
        .patch(`/api/jobs/${closed}`)
        .set(authHeader(owner))
        .send({ status: 'closed' })
        .expect(200);
      for (const [id, status] of [
        [pending, 'pending'],
        [closed, 'closed'],
      ]) {
        const res = await applyTo(target, callers.tutor, id).expect(409);
        expectErrorShape(res);
        expect(res.body.message).toBe(JOB_MESSAGES.notOpen(status));
      }
      await applyTo(target, callers.tutor, '00000000-0000-4000-8000-000000000000').expect(404);
    });

    it('refuses contact details in the note and a salary out of range (400)', async () => {
      const { tutor, jobId } = await freshJob();
      for (const body of [
        { note: 'Call me on 01712345678', expectedSalary: 5000 },
        { note: 'ok', expectedSalary: 499 },
        { note: 'ok', expectedSalary: 200_001 },
        { note: 'x'.repeat(501), expectedSalary: 5000 },
        { note: 'ok' },
      ]) {
        const res = await applyTo(target, tutor, jobId, body).expect(400);
        expectErrorShape(res);
      }
      expect(await applicationsOf(callers.admin, jobId)).toEqual([]);
    });

    describe('a job that asks for a female or male tutor', () => {
      const setGender = (tutor: TestIdentity, gender: string | null) =>
        http(target).patch('/api/me/profile').set(authHeader(tutor)).send({ gender }).expect(200);

      it('takes applications only from tutors whose profile says so (403 otherwise)', async () => {
        const { tutor, jobId } = await freshJob({ tutorGender: 'female' });
        const refused = await applyTo(target, tutor, jobId).expect(403);
        expectErrorShape(refused);
        expect(refused.body.message).toBe(JOB_MESSAGES.femaleOnly);
        await setGender(tutor, 'male');
        expect((await applyTo(target, tutor, jobId).expect(403)).body.message).toBe(
          JOB_MESSAGES.femaleOnly,
        );
        await setGender(tutor, 'female');
        await applyTo(target, tutor, jobId).expect(201);
        const profile = await http(target).get(`/api/tutors/${tutor.user!.id}`).expect(200);
        expect(profile.body.gender).toBe('female');
      });

      it('asks a male tutor for a male-only job, and any job takes anyone', async () => {
        const { owner, tutor, jobId } = await freshJob({ tutorGender: 'male' });
        expect((await applyTo(target, tutor, jobId).expect(403)).body.message).toBe(
          JOB_MESSAGES.maleOnly,
        );
        await setGender(tutor, 'male');
        await applyTo(target, tutor, jobId).expect(201);
        const anyJob = await openJob(target, owner, callers.admin);
        await setGender(tutor, null);
        await applyTo(target, tutor, anyJob).expect(201);
      });

      it('refuses a gender other than female or male on the profile (400)', async () => {
        const res = await http(target)
          .patch('/api/me/profile')
          .set(authHeader(await newTutor(target)))
          .send({ gender: 'other' })
          .expect(400);
        expectErrorShape(res);
      });
    });

    it(`answers 429 with Retry-After after ${LIMITS.applicationsPerDay} applications in a day`, async () => {
      const tutor = await newTutor(target);
      const owners = await Promise.all([0, 1, 2, 3, 4].map(() => newStudent(target)));
      const jobs: string[] = [];
      for (const owner of owners) {
        for (let i = 0; i < LIMITS.openJobsPerAccount; i += 1) {
          jobs.push(await openJob(target, owner, callers.admin));
        }
      }
      for (const jobId of jobs.slice(0, LIMITS.applicationsPerDay)) {
        await applyTo(target, tutor, jobId).expect(201);
      }
      const res = await applyTo(target, tutor, jobs[LIMITS.applicationsPerDay]).expect(429);
      expectErrorShape(res);
      expect(res.body.message).toBe(JOB_MESSAGES.dailyApplications);
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(23 * 3600);
      expect(wait).toBeLessThanOrEqual(24 * 3600);
      // Another tutor is not held back.
      await applyTo(target, callers.otherTutor, jobs[LIMITS.applicationsPerDay]).expect(201);
    });
  });

  describe('the state machine', () => {
    const allowed = (
      Object.entries(APPLICATION_MOVES) as Array<[ApplicationStatus, Record<string, string[]>]>
    ).flatMap(([from, moves]) =>
      Object.entries(moves).flatMap(([to, movers]) => movers.map((by) => [from, to, by] as const)),
    );

    it.each(allowed)('%s → %s by the %s answers {modifiedCount: 1}', async (from, to, by) => {
      const { owner, tutor, jobId } = await freshJob();
      const id = await applicationIn(
        target,
        { owner, tutor },
        jobId,
        from as Exclude<ApplicationStatus, 'closed'>,
      );
      const trialAt = trialIn(2);
      const res = await moveApplication(
        target,
        by === 'owner' ? owner : tutor,
        id,
        to as ApplicationStatus,
        to === 'trial' ? { trialAt } : {},
      ).expect(200);
      expect(res.body).toEqual({ modifiedCount: 1 });
      const [after] = await applicationsOf(owner, jobId);
      expect(after.status).toBe(to);
      if (to === 'trial') {
        expect(after.trialAt).toBe(new Date(trialAt).toISOString());
      }
    });

    /** Every move the table does not offer, tried by both sides on one application. */
    it.each([
      'applied',
      'shortlisted',
      'trial',
      'hired',
      'rejected',
      'withdrawn',
      'closed',
    ] as const)(
      'refuses every other move from %s with 409 naming the status or who may move',
      async (from) => {
        const { owner, tutor, jobId } = await freshJob();
        let id: string;
        if (from === 'closed') {
          const rival = await newTutor(target);
          id = await applicationOf(target, tutor, jobId);
          await applicationIn(target, { owner, tutor: rival }, jobId, 'hired');
        } else {
          id = await applicationIn(target, { owner, tutor }, jobId, from);
        }
        for (const to of MOVES) {
          for (const [by, who] of [
            ['owner', owner],
            ['tutor', tutor],
          ] as const) {
            const movers = (APPLICATION_MOVES[from] as Record<string, string[]>)[to];
            if (movers?.includes(by)) {
              continue;
            }
            const res = await moveApplication(
              target,
              who,
              id,
              to,
              to === 'trial' ? { trialAt: trialIn() } : {},
            );
            expect([res.status, to, by]).toEqual([409, to, by]);
            expectErrorShape(res);
            const expected = !movers
              ? messageText(coded('job.applicationIs', { status: from }))
              : to === 'withdrawn'
                ? JOB_MESSAGES.tutorWithdraws
                : JOB_MESSAGES.ownerMoves;
            expect(res.body.message).toBe(expected);
          }
        }
        expect(await statusOf(owner, jobId, id)).toBe(from);
      },
    );

    it('refuses moves other than the five with 400, and a trial without a good time', async () => {
      const { owner, tutor, jobId } = await freshJob();
      const id = await applicationIn(target, { owner, tutor }, jobId, 'shortlisted');
      const bad: Array<Record<string, unknown>> = [
        { status: 'applied' },
        { status: 'closed' },
        { status: 'trial' },
        { status: 'trial', trialAt: 'tomorrow' },
        { status: 'trial', trialAt: new Date(Date.now() - 60_000).toISOString() },
        { status: 'trial', trialAt: trialIn(LIMITS.trialDaysAhead + 1) },
        { status: 'rejected', trialAt: trialIn() },
      ];
      for (const body of bad) {
        const res = await http(target)
          .patch(`/api/applications/${id}`)
          .set(authHeader(owner))
          .send(body);
        expect([res.status, body]).toEqual([400, body]);
        expectErrorShape(res);
      }
      expect(await statusOf(owner, jobId, id)).toBe('shortlisted');
    });

    it('closes the applications of a job its owner closes: neither side can move them (409)', async () => {
      const { owner, tutor, jobId } = await freshJob();
      const id = await applicationOf(target, tutor, jobId);
      await http(target)
        .patch(`/api/jobs/${jobId}`)
        .set(authHeader(owner))
        .send({ status: 'closed' })
        .expect(200);
      // Closing the job closed the application.
      expect(await statusOf(owner, jobId, id)).toBe('closed');
      const res = await moveApplication(target, owner, id, 'shortlisted').expect(409);
      expect(res.body.message).toBe(messageText(coded('job.applicationIs', { status: 'closed' })));
      await moveApplication(target, tutor, id, 'withdrawn').expect(409);
    });

    it('lets one of two simultaneous moves on an application win; the other gets 409', async () => {
      const { owner, tutor, jobId } = await freshJob();
      const id = await applicationOf(target, tutor, jobId);
      // Each move ends the application, so whichever comes second is refused (a shortlisting
      // could be followed by a legal rejection, so it is not raced here).
      const answers = await Promise.all([
        moveApplication(target, owner, id, 'rejected'),
        moveApplication(target, tutor, id, 'withdrawn'),
      ]);
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = ['rejected', 'withdrawn'][answers.findIndex((r) => r.status === 200)];
      const after = await statusOf(owner, jobId, id);
      expect(after).toBe(winner);
    });

    it('hires exactly one of two applications hired at the same moment', async () => {
      const { owner, tutor, jobId } = await freshJob();
      const rival = await newTutor(target);
      const [a, b] = await Promise.all([
        applicationIn(target, { owner, tutor }, jobId, 'shortlisted'),
        applicationIn(target, { owner, tutor: rival }, jobId, 'shortlisted'),
      ]);
      const answers = await Promise.all([
        moveApplication(target, owner, a, 'hired'),
        moveApplication(target, owner, b, 'hired'),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const after = await applicationsOf(owner, jobId);
      expect(after.map((x) => x.status).sort()).toEqual(['closed', 'hired']);
      const hires = await http(target)
        .get('/api/hires?as=student')
        .set(authHeader(owner))
        .expect(200);
      expect(hires.body).toHaveLength(1);
    });
  });

  describe('hiring', () => {
    it('makes one accepted hire on the job’s terms, fills the job and closes the rest', async () => {
      const { owner, tutor, jobId } = await freshJob({
        subject: 'Mathematics',
        classLevel: 'Class 10',
        daysPerWeek: 4,
        mode: 'online',
        location: 'Uttara',
        startDate: siteDate(10),
      });
      const [second, third] = await Promise.all([newTutor(target), newTutor(target)]);
      const other = await applicationIn(target, { owner, tutor: second }, jobId, 'trial');
      const withdrawn = await applicationIn(target, { owner, tutor: third }, jobId, 'withdrawn');
      const id = await applicationOf(target, tutor, jobId, { expectedSalary: 7200 });
      await moveApplication(target, owner, id, 'shortlisted').expect(200);
      await moveApplication(target, owner, id, 'hired').expect(200);

      const after = await applicationsOf(owner, jobId);
      const byId = Object.fromEntries(after.map((x) => [x._id, x]));
      expect(byId[id].status).toBe('hired');
      expect(byId[other].status).toBe('closed');
      expect(byId[withdrawn].status).toBe('withdrawn');
      const job = await http(target).get(`/api/jobs/${jobId}`).set(authHeader(owner)).expect(200);
      expect(job.body).toMatchObject({
        status: 'filled',
        counts: { hired: 1, closed: 1, withdrawn: 1 },
      });
      // Off the board.
      await http(target).get(`/api/jobs/${jobId}`).expect(404);

      for (const who of [owner, tutor]) {
        const hires = await http(target).get('/api/hires').set(authHeader(who)).expect(200);
        expect(hires.body).toHaveLength(1);
        expect(hires.body[0]).toMatchObject({
          _id: byId[id].hireId,
          status: 'accepted',
          subject: 'Mathematics',
          classLevel: 'Class 10',
          daysPerWeek: 4,
          salary: 7200,
          startDate: siteDate(10),
          mode: 'online',
          area: 'Uttara',
          tutor: { _id: tutor.user!.id, email: tutor.email },
          student: { _id: owner.user!.id, email: owner.email },
        });
      }
      // The other applicants have no hire.
      const none = await http(target).get('/api/hires').set(authHeader(second)).expect(200);
      expect(none.body).toEqual([]);
    });

    it('tells the other side of every move in the bell', async () => {
      const { owner, tutor, jobId } = await freshJob({ subject: 'Chemistry' });
      const bell = async (who: TestIdentity) =>
        (await http(target).get('/api/notifications').set(authHeader(who)).expect(200))
          .body as Array<{
          type: string;
          text: string;
          params: Record<string, unknown>;
        }>;
      const id = await applicationOf(target, tutor, jobId, { expectedSalary: 6000 });
      expect((await bell(owner)).map((n) => n.type)).toEqual([
        'application.received',
        'job.approved',
      ]);
      await moveApplication(target, owner, id, 'shortlisted').expect(200);
      await moveApplication(target, owner, id, 'trial', { trialAt: '2099-01-01T10:30:00Z' }).expect(
        400,
      );
      const trialAt = trialIn(5);
      await moveApplication(target, owner, id, 'trial', { trialAt }).expect(200);
      await moveApplication(target, owner, id, 'hired').expect(200);
      const tutorBell = await bell(tutor);
      expect(tutorBell.map((n) => n.type)).toEqual([
        'application.hired',
        'application.trial',
        'application.shortlisted',
      ]);
      expect(tutorBell[1].params).toMatchObject({
        trialAt: new Date(trialAt).toISOString(),
        jobId,
        applicationId: id,
      });
      expect(tutorBell[1].text).toMatch(
        /^A trial class for the Chemistry job is set for \d{4}-\d{2}-\d{2} at \d{2}:\d{2} \(Bangladesh time\)\.$/,
      );
      expect(tutorBell[0].text).toContain('hired you for the Chemistry job');
    });
  });
});
