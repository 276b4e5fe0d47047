import { randomUUID } from 'node:crypto';
import { NOT_FOUND } from '@tutorhub/contracts';
import { DataSource } from 'typeorm';
import { http } from './support/app';
import { expectErrorShape } from './support/error-shape';
import { targetForFile } from './support/file-setup';
import { newStudent, newTutor, requestHire } from './support/hires';
import { authHeader, createAccount, signInAdmin, type TestIdentity } from './support/identities';

/**
 * `POST /api/blocks/{userId}` from an attacker's side: probing ids must not tell which accounts
 * exist, and the blocks list shows a name and an image only of members the caller deals with.
 */
describe('blocks by id', () => {
  const { target } = targetForFile();
  let attacker: TestIdentity;

  beforeAll(async () => {
    attacker = await newStudent(target);
  });

  const block = (who: TestIdentity, id: string) =>
    http(target).post(`/api/blocks/${id}`).set(authHeader(who));
  const listOf = async (who: TestIdentity) =>
    (await http(target).get('/api/blocks').set(authHeader(who)).expect(200)).body as Array<{
      _id: string;
      name: string | null;
      image: string | null;
    }>;

  it('answers byte-identical 404s for a tutor, a student, an admin, a profile-less account and no account at all', async () => {
    const [tutor, student, noProfile, admin] = await Promise.all([
      newTutor(target),
      newStudent(target),
      createAccount(target, 'noProfile'),
      signInAdmin(target),
    ]);
    const probes = {
      tutor: tutor.user!.id,
      student: student.user!.id,
      noProfile: noProfile.user!.id,
      admin: admin.user!.id,
      nobody: randomUUID(),
    };
    const answers: Record<string, { status: number; headers: string; text: string }> = {};
    for (const [who, id] of Object.entries(probes)) {
      const res = await block(attacker, id);
      expectErrorShape(res, 404);
      answers[who] = {
        status: res.status,
        headers: String(res.headers['content-type']) + String(res.headers['content-length']),
        text: res.text,
      };
    }
    expect(answers.nobody.status).toBe(404);
    expect(JSON.parse(answers.nobody.text)).toMatchObject({
      message: NOT_FOUND.account,
      code: 'notFound.account',
    });
    for (const answer of Object.values(answers)) {
      expect(answer).toEqual(answers.nobody);
    }
    // Nothing was written, and nothing of them shows in the attacker's list.
    const [{ count }] = (await target
      .app!.get(DataSource)
      .query(`SELECT count(*)::int AS count FROM blocks WHERE "blockerId" = $1`, [
        attacker.user!.id,
      ])) as Array<{ count: number }>;
    expect(count).toBe(0);
    expect(await listOf(attacker)).toEqual([]);
  });

  it('blocks a member the caller has a hire with, from either side, and lists their name and image', async () => {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    await requestHire(target, student, tutor);
    await block(tutor, student.user!.id).expect(200, { modifiedCount: 1 });
    await block(tutor, student.user!.id).expect(200, { modifiedCount: 0 });
    await block(student, tutor.user!.id).expect(200, { modifiedCount: 1 });
    expect(await listOf(tutor)).toEqual([
      expect.objectContaining({
        _id: student.user!.id,
        name: student.user!.name,
        image: student.user!.image,
      }),
    ]);
  });

  it('keeps an old block listed without the name and image once nothing is left between the two', async () => {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    const hireId = await requestHire(target, student, tutor);
    await block(student, tutor.user!.id).expect(200);
    expect((await listOf(student))[0].name).toBe(tutor.user!.name);
    await target.app!.get(DataSource).query(`DELETE FROM hires WHERE id = $1`, [hireId]);
    expect(await listOf(student)).toEqual([
      expect.objectContaining({ _id: tutor.user!.id, name: null, image: null }),
    ]);
    // Lifting it still works, and blocking again is the 404 of any stranger.
    await http(target)
      .delete(`/api/blocks/${tutor.user!.id}`)
      .set(authHeader(student))
      .expect(200, { deletedCount: 1 });
    const again = await block(student, tutor.user!.id);
    const stranger = await block(student, randomUUID());
    expect([again.status, again.text]).toEqual([404, stranger.text]);
  });
});
