import { http } from './support/app';
import { expectErrorShape } from './support/error-shape';
import {
  type ExpectedHireAccess,
  expectHireAccess,
  type HireCaller,
  hireAccess,
  hireCallersForFile,
  itAnswersEachHireCaller,
  newStudent,
} from './support/hires';
import { authHeader, type TestIdentity } from './support/identities';
import { applicationOf, jobPayload, openJob, postJob } from './support/jobs';

/**
 * Every jobs call × {anonymous, no profile, owner, other student, tutor, other tutor, admin}.
 * `student` owns the jobs and `tutor` applies to them; the "other" accounts are neither.
 */
describe('jobs: who may call', () => {
  const { target, callers, ctx } = hireCallersForFile();
  let openId: string;
  let pendingId: string;

  beforeAll(async () => {
    [openId, pendingId] = await Promise.all([
      openJob(target, callers.student, callers.admin),
      postJob(target, callers.student),
    ]);
    await applicationOf(target, callers.tutor, openId);
  });

  /**
   * `call` as `who`, failing unless it answers `status` (in the error shape when refused). A
   * call on a job of its own passes that job's `owner`, who then answers for `student`.
   */
  async function expectAnswer(
    who: HireCaller,
    status: number,
    call: (agent: ReturnType<typeof http>) => ReturnType<ReturnType<typeof http>['get']>,
    owner: TestIdentity = callers.student,
  ) {
    const caller = who === 'student' ? owner : callers[who];
    const res = await call(http(target)).set(authHeader(caller));
    if (res.status !== status) {
      throw new Error(`${who} answered ${res.status}, expected ${status}: ${res.text}`);
    }
    if (status >= 400) {
      expectErrorShape(res);
    }
    return res;
  }

  describe('POST /api/jobs', () => {
    itAnswersEachHireCaller(
      {
        anonymous: 401,
        noProfile: 403,
        student: 201,
        otherStudent: 201,
        tutor: 403,
        otherTutor: 403,
        admin: 403,
      },
      async (who, status) => {
        await expectAnswer(
          who,
          status,
          (agent) => agent.post('/api/jobs').send(jobPayload()),
          await newStudent(target),
        );
      },
    );
  });

  expectHireAccess(ctx, 'GET /api/jobs', { method: 'get', path: '/api/jobs' }, hireAccess.anyone());
  expectHireAccess(
    ctx,
    'GET /api/jobs/mine',
    { method: 'get', path: '/api/jobs/mine' },
    hireAccess.signedIn(),
  );
  expectHireAccess(
    ctx,
    'GET /api/jobs/{id} of an open job',
    { method: 'get', path: () => Promise.resolve(`/api/jobs/${openId}`) },
    hireAccess.anyone(),
  );

  const ownerAndAdmin = (ok: number, others = 404): ExpectedHireAccess => ({
    anonymous: others,
    noProfile: others,
    student: ok,
    otherStudent: others,
    tutor: others,
    otherTutor: others,
    admin: ok,
  });

  expectHireAccess(
    ctx,
    'GET /api/jobs/{id} of a waiting job',
    { method: 'get', path: () => Promise.resolve(`/api/jobs/${pendingId}`) },
    ownerAndAdmin(200),
  );

  describe('PATCH /api/jobs/{id} (an edit of a waiting job)', () => {
    itAnswersEachHireCaller(
      {
        anonymous: 401,
        noProfile: 404,
        student: 200,
        otherStudent: 404,
        tutor: 404,
        otherTutor: 404,
        admin: 403,
      },
      async (who, status) => {
        const owner = await newStudent(target);
        const id = await postJob(target, owner);
        await expectAnswer(
          who,
          status,
          (agent) => agent.patch(`/api/jobs/${id}`).send({ daysPerWeek: 4 }),
          owner,
        );
      },
    );
  });

  describe('PATCH /api/jobs/{id} (closing an open job)', () => {
    itAnswersEachHireCaller(
      {
        anonymous: 401,
        noProfile: 403,
        student: 200,
        otherStudent: 403,
        tutor: 403,
        otherTutor: 403,
        admin: 403,
      },
      async (who, status) => {
        const owner = await newStudent(target);
        const id = await openJob(target, owner, callers.admin);
        await expectAnswer(
          who,
          status,
          (agent) => agent.patch(`/api/jobs/${id}`).send({ status: 'closed' }),
          owner,
        );
      },
    );
  });

  expectHireAccess(
    ctx,
    'GET /api/admin/jobs',
    { method: 'get', path: '/api/admin/jobs' },
    hireAccess.adminOnly(),
  );

  describe('PATCH /api/admin/jobs/{id}', () => {
    itAnswersEachHireCaller(hireAccess.adminOnly(), async (who, status) => {
      const id = await postJob(target, await newStudent(target));
      await expectAnswer(who, status, (agent) =>
        agent.patch(`/api/admin/jobs/${id}`).send({ status: 'open', version: 1 }),
      );
    });
  });

  describe('POST /api/jobs/{id}/applications', () => {
    itAnswersEachHireCaller(
      {
        anonymous: 401,
        noProfile: 403,
        student: 403,
        otherStudent: 403,
        tutor: 201,
        otherTutor: 201,
        admin: 403,
      },
      async (who, status) => {
        const owner = await newStudent(target);
        const id = await openJob(target, owner, callers.admin);
        await expectAnswer(
          who,
          status,
          (agent) => agent.post(`/api/jobs/${id}/applications`).send({ expectedSalary: 5000 }),
          owner,
        );
      },
    );
  });

  expectHireAccess(
    ctx,
    'GET /api/jobs/{id}/applications',
    { method: 'get', path: () => Promise.resolve(`/api/jobs/${openId}/applications`) },
    { ...ownerAndAdmin(200), anonymous: 401 },
  );
  expectHireAccess(
    ctx,
    'GET /api/applications/mine',
    { method: 'get', path: '/api/applications/mine' },
    hireAccess.signedIn(),
  );

  describe('PATCH /api/applications/{id}', () => {
    // The owner shortlists, the tutor withdraws; nobody else sees the application.
    itAnswersEachHireCaller(
      {
        anonymous: 401,
        noProfile: 404,
        student: 200,
        otherStudent: 404,
        tutor: 200,
        otherTutor: 404,
        admin: 404,
      },
      async (who, status) => {
        const owner = await newStudent(target);
        const jobId = await openJob(target, owner, callers.admin);
        const id = await applicationOf(target, callers.tutor, jobId);
        const move = who === 'tutor' ? 'withdrawn' : 'shortlisted';
        await expectAnswer(
          who,
          status,
          (agent) => agent.patch(`/api/applications/${id}`).send({ status: move }),
          owner,
        );
      },
    );
  });
});
