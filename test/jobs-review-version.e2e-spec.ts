import { JOB_MESSAGES } from '@tutorhub/contracts';
import type { AdminJob } from '../frontend/src/store/apiTypes';
import { expectErrorShape } from './support/error-shape';
import { hireCallersForFile, newStudent } from './support/hires';
import { authHeader, type TestIdentity } from './support/identities';
import { postJob } from './support/jobs';

/**
 * An approval approves what the admin read: the review names the version of the job it was
 * shown, and an owner's edit that lands between the admin's reading and deciding is refused.
 */
describe('PATCH /api/admin/jobs/{id}: the version read', () => {
  const { target, api, callers } = hireCallersForFile();

  /** The job as the admins' list shows it. */
  async function asListed(id: string): Promise<AdminJob> {
    const res = await api()
      .get('/api/admin/jobs?status=pending&limit=100')
      .set(authHeader(callers.admin))
      .expect(200);
    const job = (res.body as AdminJob[]).find((j) => j._id === id);
    if (!job) {
      throw new Error(`job ${id} is not in the admins' list`);
    }
    return job;
  }
  const review = (id: string, body: Record<string, unknown>) =>
    api().patch(`/api/admin/jobs/${id}`).set(authHeader(callers.admin)).send(body);
  const edit = (owner: TestIdentity, id: string, body: Record<string, unknown>) =>
    api().patch(`/api/jobs/${id}`).set(authHeader(owner)).send(body).expect(200);
  const noticesOf = async (owner: TestIdentity) =>
    (await api().get('/api/notifications').set(authHeader(owner)).expect(200)).body as unknown[];

  it('refuses an approval and a rejection of a job its owner edited after it was read (409), and takes the version read again', async () => {
    const owner = await newStudent(target);
    const id = await postJob(target, owner, { details: 'Grammar twice a week.' });
    const read = await asListed(id);
    expect(read.version).toBe(1);

    // The owner swaps the text while the admin is reading it.
    await edit(owner, id, { details: 'Grammar and composition, Saturdays.' });
    for (const body of [
      { status: 'open', version: read.version },
      { status: 'rejected', reason: 'other', version: read.version },
    ]) {
      const res = await review(id, body);
      expectErrorShape(res, 409);
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: JOB_MESSAGES.changedSinceRead,
        code: 'job.changedSinceRead',
        params: {},
      });
    }
    const again = await asListed(id);
    expect(again).toMatchObject({
      status: 'pending',
      details: 'Grammar and composition, Saturdays.',
      version: 2,
    });
    expect(await noticesOf(owner)).toEqual([]);

    await review(id, { status: 'open', version: again.version }).expect(200, { modifiedCount: 1 });
    const job = await api().get(`/api/jobs/${id}`).expect(200);
    expect(job.body.details).toBe('Grammar and composition, Saturdays.');
    expect(await noticesOf(owner)).toHaveLength(1);
  });

  it('needs the version: missing, zero, text or a fraction is 400 job.version', async () => {
    const id = await postJob(target, await newStudent(target));
    for (const version of [undefined, 0, 'latest', 1.5, null]) {
      const res = await review(id, { status: 'open', version });
      expectErrorShape(res, 400);
      expect(res.body.codes).toMatchObject({ version: 'job.version' });
    }
    expect((await asListed(id)).status).toBe('pending');
  });

  it('refuses a version from the future as much as one from the past', async () => {
    const id = await postJob(target, await newStudent(target));
    const res = await review(id, { status: 'open', version: 2 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('job.changedSinceRead');
    await review(id, { status: 'open', version: 1 }).expect(200);
  });
});
