import { SiteClockService } from '../backend/src/common/site-time';
import { createTestApp, http, inProcess, type Target } from './support/app';
import { freshDatabase } from './support/databases';
import { authHeader, closeTarget, signInAdmin, type TestIdentity } from './support/identities';
import { newStudent, newTutor } from './support/hires';
import { applicationIn, openJob, postJob, reviewJob } from './support/jobs';

const DAY = 24 * 60 * 60 * 1000;

// In-process, on a database of its own: the stats count every job there is.
describe('stats: jobs by status, fill rate, days to hire', () => {
  let target: Target;
  let admin: TestIdentity;

  beforeAll(async () => {
    target = inProcess(
      await createTestApp({ DATABASE_URL: await freshDatabase('tutorhub_jobs_stats') }),
    );
    admin = await signInAdmin(target);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await closeTarget(target);
  });

  const stats = async () =>
    (await http(target).get('/api/stats').set(authHeader(admin)).expect(200)).body as {
      jobs: Record<string, number>;
      jobFillRate: number | null;
      jobDaysToHire: number | null;
    };

  it('answers zeros and nulls before any job', async () => {
    expect(await stats()).toMatchObject({
      jobs: { pending: 0, open: 0, rejected: 0, closed: 0, filled: 0, expired: 0 },
      jobFillRate: null,
      jobDaysToHire: null,
    });
  });

  it('counts jobs by status, the share filled and the median days from approval to hire', async () => {
    const clock = jest.spyOn(target.app!.get(SiteClockService), 'now');
    const [owner, second] = await Promise.all([newStudent(target), newStudent(target)]);
    const tutors = await Promise.all([newTutor(target), newTutor(target), newTutor(target)]);
    await postJob(target, owner);
    const rejected = await postJob(target, owner);
    await reviewJob(target, admin, rejected, { status: 'rejected', reason: 'incomplete' }).expect(
      200,
    );
    const closed = await openJob(target, owner, admin);
    await http(target)
      .patch(`/api/jobs/${closed}`)
      .set(authHeader(owner))
      .send({ status: 'closed' })
      .expect(200);
    // Three jobs filled 2, 4 and 9 days after approval: the median is 4.
    const filled = await Promise.all([0, 1, 2].map(() => openJob(target, second, admin)));
    const shortlisted = await Promise.all(
      filled.map((jobId, i) =>
        applicationIn(target, { owner: second, tutor: tutors[i] }, jobId, 'shortlisted'),
      ),
    );
    for (const [i, days] of [2, 4, 9].entries()) {
      clock.mockReturnValue(new Date(Date.now() + days * DAY));
      await http(target)
        .patch(`/api/applications/${shortlisted[i]}`)
        .set(authHeader(second))
        .send({ status: 'hired' })
        .expect(200);
    }
    clock.mockRestore();
    await openJob(target, owner, admin);

    expect(await stats()).toMatchObject({
      jobs: { pending: 1, open: 1, rejected: 1, closed: 1, filled: 3, expired: 0 },
      jobFillRate: 0.6,
      jobDaysToHire: 4,
    });
    // Once the open job's 30 days are up, it counts as expired.
    jest
      .spyOn(target.app!.get(SiteClockService), 'now')
      .mockReturnValue(new Date(Date.now() + 31 * DAY));
    expect((await stats()).jobs).toMatchObject({ open: 0, expired: 1 });
  });
});
