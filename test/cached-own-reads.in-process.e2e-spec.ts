import { http, type Target } from './support/app';
import { moveHire, newStudent, newTutor, ranHire, requestHire } from './support/hires';
import { authHeader, type TestIdentity } from './support/identities';
import { countQueries } from './support/queries';
import { twoReplicasForFile, within } from './support/replicas';

// A tutor's reviews (public), each account's hires, notifications and unread count (its own) are kept in the
// answer cache. In-process: the statements each repeat sends are counted, and a second replica
// on the same database shows the writes of the first. The attacker's view: another account
// must never get an answer kept for someone else, and no write may be missed.
describe('cached reviews, hires, notifications and unread counts', () => {
  const { a, b, admin } = twoReplicasForFile();

  const get = (target: Target, path: string, who?: TestIdentity) => {
    const call = http(target).get(path);
    return who ? call.set(authHeader(who)) : call;
  };

  /** The statements a GET sends once its caller's account is cached. */
  const cost = async (target: Target, path: string, who?: TestIdentity) => {
    if (who) {
      await get(target, '/api/me', who).expect(200);
    }
    const { result, queries } = await countQueries(target.app!, () =>
      get(target, path, who).expect(200),
    );
    return { body: result.body as unknown, queries };
  };

  /** The body of GET `path` on `target` once `expected(body)` holds (another replica's write). */
  const eventually = (
    target: Target,
    path: string,
    who: TestIdentity | undefined,
    expected: (body: unknown) => boolean,
  ) => within(async () => (await get(target, path, who).expect(200)).body as unknown, expected);

  it('GET /api/notifications/unread-count: a repeat sends no statement, and only to its owner', async () => {
    const [student, other, tutor] = await Promise.all([newStudent(a), newStudent(a), newTutor(a)]);
    await requestHire(a, student, tutor);
    const path = '/api/notifications/unread-count';
    expect((await cost(a, path, tutor)).body).toEqual({ count: 1 });
    const repeat = await cost(a, path, tutor);
    expect(repeat).toEqual({ body: { count: 1 }, queries: [] });
    // Another account asking the same URL gets its own count, never the one kept for the tutor.
    expect((await get(a, path, other).expect(200)).body).toEqual({ count: 0 });
    expect((await get(a, path, tutor).expect(200)).body).toEqual({ count: 1 });
  });

  it('an unread count follows a write: on the writing replica at once, on another within a second', async () => {
    const [student, tutor] = await Promise.all([newStudent(a), newTutor(a)]);
    const path = '/api/notifications/unread-count';
    await requestHire(a, student, tutor);
    // Both replicas have answered (and keep) one unread notification.
    for (const target of [a, b]) {
      await get(target, path, tutor).expect(200, { count: 1 });
      await get(target, path, tutor).expect(200, { count: 1 });
    }
    await http(a).post('/api/notifications/read').set(authHeader(tutor)).send({}).expect(200);
    await get(a, path, tutor).expect(200, { count: 0 });
    expect(
      await eventually(b, path, tutor, (body) => (body as { count: number }).count === 0),
    ).toEqual({ count: 0 });
  });

  it('GET /api/notifications: a repeat sends no statement, and only to its owner', async () => {
    const [student, other, tutor] = await Promise.all([newStudent(a), newStudent(a), newTutor(a)]);
    await requestHire(a, student, tutor);
    const path = '/api/notifications?limit=5';
    const first = await cost(a, path, tutor);
    expect(first.queries.length).toBeGreaterThan(0);
    expect(first.body).toEqual([expect.objectContaining({ type: 'hire.requested', read: false })]);
    expect(await cost(a, path, tutor)).toEqual({ body: first.body, queries: [] });
    const repeat = await get(a, path, tutor).expect(200);
    expect(repeat.headers['x-total-count']).toBe('1');
    // Another account asking the same URL gets its own notifications, never the tutor's.
    const others = await get(a, path, other).expect(200);
    expect(others.body).toEqual([]);
    expect(others.headers['x-total-count']).toBe('0');
    await get(a, path).expect(401);
  });

  it('a notification list shows a new notification and a mark-read next: at once here, within a second on another replica', async () => {
    const [student, tutor] = await Promise.all([newStudent(a), newTutor(a)]);
    const path = '/api/notifications';
    const reads = (body: unknown) => (body as Array<{ read: boolean }>).map((n) => n.read);
    // Both replicas have answered (and keep) the empty list.
    for (const target of [a, b]) {
      await get(target, path, tutor).expect(200, []);
      await get(target, path, tutor).expect(200, []);
    }
    await requestHire(a, student, tutor);
    expect(reads((await get(a, path, tutor).expect(200)).body)).toEqual([false]);
    expect(reads(await eventually(b, path, tutor, (body) => reads(body).length === 1))).toEqual([
      false,
    ]);

    await http(a).post('/api/notifications/read').set(authHeader(tutor)).send({}).expect(200);
    expect(reads((await get(a, path, tutor).expect(200)).body)).toEqual([true]);
    expect(reads(await eventually(b, path, tutor, (body) => reads(body)[0] === true))).toEqual([
      true,
    ]);
  });

  it('GET /api/hires: a repeat sends no statement; each account gets its own page; a move shows next', async () => {
    const [student, other, tutor] = await Promise.all([newStudent(a), newStudent(a), newTutor(a)]);
    const id = await requestHire(a, student, tutor);
    const path = '/api/hires?limit=5';
    const first = await cost(a, path, student);
    expect(first.queries).toHaveLength(1);
    expect((first.body as Array<{ _id: string }>).map((hire) => hire._id)).toEqual([id]);
    expect(await cost(a, path, student)).toEqual({ body: first.body, queries: [] });
    // The same URL for another student, and for the tutor: their own hires.
    expect((await get(a, path, other).expect(200)).body).toEqual([]);
    const statusOn = async (target: Target, who: TestIdentity) =>
      ((await get(target, path, who).expect(200)).body as Array<{ status: string }>)[0]?.status;
    expect(await statusOn(a, tutor)).toBe('requested');
    expect(await statusOn(b, student)).toBe('requested');

    await moveHire(a, tutor, id, 'accepted').expect(200);
    expect(await statusOn(a, student)).toBe('accepted');
    expect(await statusOn(a, tutor)).toBe('accepted');
    const onB = await eventually(b, path, student, (body) =>
      (body as Array<{ status: string }>).some((hire) => hire.status === 'accepted'),
    );
    expect((onB as Array<{ status: string }>)[0].status).toBe('accepted');
  });

  it("GET /api/tutors/{id}/reviews: a repeat sends no statement; a new review and the tutor's suspension show next", async () => {
    const [student, tutor] = await Promise.all([newStudent(a), newTutor(a)]);
    await ranHire(a, student, tutor, 'accepted');
    const path = `/api/tutors/${tutor.user!.id}/reviews`;
    expect((await cost(a, path)).body).toEqual([]);
    expect(await cost(a, path)).toEqual({ body: [], queries: [] });
    await get(b, path).expect(200, []);

    await http(a)
      .post(path)
      .set(authHeader(student))
      .send({ rating: 4, message: 'Clear and patient.' })
      .expect(201);
    const reviews = (await get(a, path).expect(200)).body as Array<{ rating: number }>;
    expect(reviews.map((review) => review.rating)).toEqual([4]);
    expect(
      await eventually(b, path, undefined, (body) => (body as unknown[]).length === 1),
    ).toEqual(reviews);

    await http(a)
      .patch(`/api/admin/accounts/${tutor.user!.id}/suspension`)
      .set(authHeader(admin))
      .send({ suspended: true })
      .expect(200);
    await get(a, path).expect(404);
    await get(a, path, student).expect(404);
    await get(a, path, admin).expect(200);
  });
});
