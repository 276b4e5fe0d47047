import { LIMITS } from '@tutorhub/contracts';
import { SiteClockService } from '../backend/src/common/site-time';
import { JobsService } from '../backend/src/jobs/jobs.service';
import { http } from './support/app';
import { hireCallersForFile, newStudent, newTutor } from './support/hires';
import { authHeader, type TestIdentity } from './support/identities';
import { applicationIn, applicationOf, openJob, postJob, reviewJob } from './support/jobs';
import { marker } from './support/payloads';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The board and an open job are answered from the answer cache (repeats never reach the
 * service), yet every change is seen on the next read: approvals, applications, closing,
 * filling, and expiry by the site clock.
 */
describe('jobs: the board from the answer cache', () => {
  const { target, callers } = hireCallersForFile();
  let owner: TestIdentity;

  beforeAll(async () => {
    owner = await newStudent(target);
  });

  /** A board filtered to this test's own jobs (by a location nobody else uses). */
  const boardOf = (tag: string) => `/api/jobs?location=${tag}`;
  const read = (path: string, who: TestIdentity | null = null) => {
    const call = http(target).get(path);
    return (who ? call.set(authHeader(who)) : call).expect(200);
  };
  const idsOn = async (path: string, who: TestIdentity | null = null) =>
    (await read(path, who)).body.map((job: { _id: string }) => job._id) as string[];

  it('answers a repeat from memory with the same bytes, to visitors and members alike', async () => {
    const tag = marker('board');
    const id = await openJob(target, owner, callers.admin, { location: `Mirpur ${tag}` });
    const first = await read(boardOf(tag));
    const listing = jest.spyOn(target.app!.get(JobsService), 'list');
    const again = await read(boardOf(tag), callers.tutor);
    const third = await read(boardOf(tag));
    expect(listing).not.toHaveBeenCalled();
    listing.mockRestore();
    expect(again.text).toBe(first.text);
    expect(third.text).toBe(first.text);
    expect(again.headers['x-total-count']).toBe('1');
    expect(first.body[0]).toMatchObject({ _id: id, applications: 0 });
    expect(first.body[0]).not.toHaveProperty('ownerId');
  });

  it('shows a newly approved job, a new application, and drops closed and filled jobs', async () => {
    const tag = marker('moves');
    const location = `Banani ${tag}`;
    const board = boardOf(tag);
    const first = await openJob(target, owner, callers.admin, { location });
    expect(await idsOn(board)).toEqual([first]);

    const waiting = await postJob(target, owner, { location });
    expect(await idsOn(board, callers.tutor)).toEqual([first]);
    await reviewJob(target, callers.admin, waiting).expect(200);
    expect(await idsOn(board)).toEqual([waiting, first]);
    expect(await idsOn(board, callers.tutor)).toEqual([waiting, first]);

    await applicationOf(target, await newTutor(target), first);
    const counted = (await read(board)).body.find((job: { _id: string }) => job._id === first);
    expect(counted.applications).toBe(1);
    expect((await read(`/api/jobs/${first}`)).body.applications).toBe(1);

    await http(target)
      .patch(`/api/jobs/${waiting}`)
      .set(authHeader(owner))
      .send({ status: 'closed' })
      .expect(200);
    expect(await idsOn(board)).toEqual([first]);
    await http(target).get(`/api/jobs/${waiting}`).expect(404);

    await read(`/api/jobs/${first}`, callers.tutor);
    await applicationIn(target, { owner, tutor: await newTutor(target) }, first, 'hired');
    expect(await idsOn(board)).toEqual([]);
    expect(await idsOn(board, callers.tutor)).toEqual([]);
    await http(target).get(`/api/jobs/${first}`).expect(404);
    await http(target).get(`/api/jobs/${first}`).set(authHeader(callers.tutor)).expect(404);
  });

  it("never replays the public answer of a job to its owner, who gets the owner's view", async () => {
    const id = await openJob(target, owner, callers.admin, { location: marker('own') });
    await read(`/api/jobs/${id}`);
    await read(`/api/jobs/${id}`, callers.tutor);
    await read(`/api/jobs/${id}`, callers.tutor);
    expect((await read(`/api/jobs/${id}`, callers.tutor)).body).not.toHaveProperty('counts');
    const own = (await read(`/api/jobs/${id}`, owner)).body;
    expect(own).toMatchObject({ _id: id, status: 'open', counts: { applied: 0 } });
  });

  describe('with the site clock moved', () => {
    let now: jest.SpyInstance<Date, []>;
    beforeEach(() => {
      now = jest.spyOn(target.app!.get(SiteClockService), 'now');
    });
    afterEach(() => now.mockRestore());
    const moveClock = (days: number) => now.mockReturnValue(new Date(Date.now() + days * DAY));

    it(`drops a cached job off the board ${LIMITS.jobOpenDays} days after approval`, async () => {
      const tag = marker('expiry');
      const board = boardOf(tag);
      const older = await openJob(target, owner, callers.admin, { location: `Gulshan ${tag}` });
      moveClock(1);
      // Approved a day later by the site clock: it expires a day after the other one.
      const newer = await openJob(target, owner, callers.admin, { location: `Gulshan ${tag}` });
      moveClock(LIMITS.jobOpenDays - 0.01);
      for (const who of [null, callers.tutor, null, callers.tutor]) {
        expect(await idsOn(board, who)).toEqual([newer, older]);
      }
      await read(`/api/jobs/${older}`);
      await read(`/api/jobs/${older}`);

      moveClock(LIMITS.jobOpenDays + 0.01);
      expect(await idsOn(board)).toEqual([newer]);
      expect(await idsOn(board, callers.tutor)).toEqual([newer]);
      await http(target).get(`/api/jobs/${older}`).expect(404);
      await read(`/api/jobs/${newer}`);

      moveClock(LIMITS.jobOpenDays + 1.01);
      expect(await idsOn(board)).toEqual([]);
      await http(target).get(`/api/jobs/${newer}`).expect(404);
    });
  });
});
