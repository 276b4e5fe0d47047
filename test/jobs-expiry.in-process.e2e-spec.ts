import { JOB_MESSAGES, LIMITS, coded, messageText } from '@tutorhub/contracts';
import { SiteClockService } from '../backend/src/common/site-time';
import { http } from './support/app';
import { expectErrorShape } from './support/error-shape';
import { hireCallersForFile, newStudent, newTutor } from './support/hires';
import { authHeader, type TestIdentity } from './support/identities';
import {
  applicationIn,
  applicationOf,
  applyTo,
  jobPayload,
  moveApplication,
  openJob,
  postJob,
} from './support/jobs';

const DAY = 24 * 60 * 60 * 1000;

/**
 * An open job expires 30 days after its approval, by the site clock (moved here, never the
 * database's): off the board, closed to applications and to the owner's moves.
 */
describe('jobs: expiry', () => {
  const { target, callers } = hireCallersForFile();
  let now: jest.SpyInstance<Date, []>;

  beforeAll(() => {
    now = jest.spyOn(target.app!.get(SiteClockService), 'now');
  });
  afterEach(() => {
    now.mockRestore();
    now = jest.spyOn(target.app!.get(SiteClockService), 'now');
  });
  /** The site clock `days` from the real now. */
  const moveClock = (days: number) => now.mockReturnValue(new Date(Date.now() + days * DAY));

  const onBoard = async (id: string) => {
    const res = await http(target).get('/api/jobs?limit=50').expect(200);
    return res.body.some((job: { _id: string }) => job._id === id);
  };
  const statusFor = async (who: TestIdentity, id: string) =>
    (await http(target).get(`/api/jobs/${id}`).set(authHeader(who)).expect(200)).body.status;

  it(`leaves the board ${LIMITS.jobOpenDays} days after approval`, async () => {
    const owner = await newStudent(target);
    const id = await openJob(target, owner, callers.admin);
    moveClock(LIMITS.jobOpenDays - 0.01);
    expect(await onBoard(id)).toBe(true);
    expect(await statusFor(callers.tutor, id)).toBe('open');

    moveClock(LIMITS.jobOpenDays + 0.01);
    expect(await onBoard(id)).toBe(false);
    expectErrorShape(await http(target).get(`/api/jobs/${id}`).expect(404));
    expect(await statusFor(owner, id)).toBe('expired');
    expect(await statusFor(callers.admin, id)).toBe('expired');
    const mine = await http(target).get('/api/jobs/mine').set(authHeader(owner)).expect(200);
    expect(mine.body[0]).toMatchObject({ _id: id, status: 'expired' });
    const admin = (status: string) =>
      http(target)
        .get(`/api/admin/jobs?status=${status}&limit=100`)
        .set(authHeader(callers.admin))
        .expect(200)
        .then((res) => res.body.map((job: { _id: string }) => job._id));
    expect(await admin('expired')).toContain(id);
    expect(await admin('open')).not.toContain(id);
  });

  it('takes no applications and no owner moves once expired; the tutor may still withdraw', async () => {
    const owner = await newStudent(target);
    const [tutor, late] = await Promise.all([newTutor(target), newTutor(target)]);
    const id = await openJob(target, owner, callers.admin);
    const application = await applicationIn(target, { owner, tutor }, id, 'shortlisted');
    moveClock(LIMITS.jobOpenDays + 1);
    const refused = await applyTo(target, late, id).expect(409);
    expect(refused.body.message).toBe(JOB_MESSAGES.notOpen('expired'));
    const hire = await moveApplication(target, owner, application, 'hired').expect(409);
    expect(hire.body.message).toBe(messageText(coded('job.jobIs', { status: 'expired' })));
    const close = await http(target)
      .patch(`/api/jobs/${id}`)
      .set(authHeader(owner))
      .send({ status: 'closed' })
      .expect(409);
    expect(close.body.message).toBe(JOB_MESSAGES.onlyLiveClose);
    await moveApplication(target, tutor, application, 'withdrawn').expect(200);
  });

  it('no longer counts an expired job against the five-job limit', async () => {
    const owner = await newStudent(target);
    for (let i = 0; i < LIMITS.openJobsPerAccount; i += 1) {
      await openJob(target, owner, callers.admin);
    }
    const full = await http(target)
      .post('/api/jobs')
      .set(authHeader(owner))
      .send(jobPayload())
      .expect(409);
    expect(full.body.message).toBe(JOB_MESSAGES.tooManyLive);
    moveClock(LIMITS.jobOpenDays + 1);
    // The start date is checked against the moved clock too.
    await postJob(target, owner, {
      startDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(
        new Date(Date.now() + (LIMITS.jobOpenDays + 2) * DAY),
      ),
    });
  });

  it('starts the hire today when the job’s start date has passed', async () => {
    const owner = await newStudent(target);
    const tutor = await newTutor(target);
    const id = await openJob(target, owner, callers.admin);
    const application = await applicationOf(target, tutor, id);
    await moveApplication(target, owner, application, 'shortlisted').expect(200);
    moveClock(10);
    await moveApplication(target, owner, application, 'hired').expect(200);
    const hires = await http(target).get('/api/hires').set(authHeader(tutor)).expect(200);
    expect(hires.body[0].startDate).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(
        new Date(Date.now() + 10 * DAY),
      ),
    );
  });
});
