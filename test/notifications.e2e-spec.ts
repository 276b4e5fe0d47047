import { NOTIFICATION_MESSAGES, TOTAL_COUNT_HEADER } from '@tutorhub/contracts';
import { access, expectAccess } from './support/access-matrix';
import { http } from './support/app';
import { identitiesForFile } from './support/file-setup';
import { authHeader, signInAdmin, type TestIdentity } from './support/identities';
import { hireIn, moveHire, newStudent, newTutor, requestHire } from './support/hires';

interface NotificationAnswer {
  _id: string;
  type: string;
  hireId: string | null;
  params: Record<string, unknown>;
  text: string;
  read: boolean;
  createdAt: string;
}

/** The bell: a notification per hire move for the other party, the unread count, marking read. */
describe('notifications', () => {
  const { target, ctx } = identitiesForFile();
  let admin: TestIdentity;

  beforeAll(async () => {
    admin = await signInAdmin(target);
  });

  describe('who may call', () => {
    expectAccess(ctx, { method: 'get', path: '/api/notifications' }, access.signedIn());
    expectAccess(
      ctx,
      { method: 'get', path: '/api/notifications/unread-count' },
      access.signedIn(),
    );
    expectAccess(
      ctx,
      { method: 'post', path: '/api/notifications/read', body: {} },
      access.signedIn(),
    );
  });

  const bell = async (who: TestIdentity) => {
    const res = await http(target).get('/api/notifications').set(authHeader(who)).expect(200);
    return res.body as NotificationAnswer[];
  };
  const unread = async (who: TestIdentity) =>
    (await http(target).get('/api/notifications/unread-count').set(authHeader(who)).expect(200))
      .body as { count: number };
  const markRead = (who: TestIdentity, body: object) =>
    http(target).post('/api/notifications/read').set(authHeader(who)).send(body);

  async function pair() {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    return { student, tutor };
  }

  describe('every hire move notifies the other party', () => {
    it('a request notifies the tutor with the terms; the student gets nothing', async () => {
      const { student, tutor } = await pair();
      const id = await requestHire(target, student, tutor, { salary: 12500, daysPerWeek: 4 });
      expect(await bell(tutor)).toEqual([
        {
          _id: expect.any(String),
          type: 'hire.requested',
          hireId: id,
          params: {
            student: 'Tanvir Hasan',
            subject: 'Physics',
            classLevel: 'Class 9',
            days: 4,
            salary: 12500,
          },
          text: 'Tanvir Hasan asked to hire you for Physics (Class 9), 4 days a week, 12,500 BDT a month.',
          read: false,
          createdAt: expect.any(String),
        },
      ]);
      expect(await bell(student)).toEqual([]);
    });

    it.each([
      [
        'accepted',
        'tutor',
        'student',
        undefined,
        'Farhana Akter accepted your request for Physics. Their phone number and email are now on My tuitions.',
      ],
      [
        'declined',
        'tutor',
        'student',
        'salary',
        'Farhana Akter declined your request for Physics. Reason: The salary does not fit.',
      ],
      [
        'cancelled',
        'student',
        'tutor',
        'found-another',
        'Tanvir Hasan cancelled the request for Physics. Reason: Found someone else.',
      ],
    ] as const)('%s by the %s notifies the %s', async (to, by, other, reason, text) => {
      const p = await pair();
      const id = await hireIn(target, p.student, p.tutor, 'requested');
      await moveHire(target, p[by], id, to, reason).expect(200);
      const [latest] = await bell(p[other]);
      expect(latest).toMatchObject({ type: `hire.${to}`, hireId: id, text, read: false });
      expect((await bell(p[by])).filter((n) => n.type === `hire.${to}`)).toEqual([]);
    });

    it('an end by one party notifies the other; by an admin, both', async () => {
      const p = await pair();
      const byStudent = await hireIn(target, p.student, p.tutor, 'ended');
      expect((await bell(p.tutor))[0]).toMatchObject({
        type: 'hire.ended',
        hireId: byStudent,
        text: 'Tanvir Hasan ended the Physics tuition.',
      });
      const byAdmin = await hireIn(target, p.student, p.tutor, 'accepted');
      await moveHire(target, admin, byAdmin, 'ended', 'no-show').expect(200);
      for (const party of [p.student, p.tutor]) {
        expect((await bell(party))[0]).toMatchObject({
          type: 'hire.ended',
          hireId: byAdmin,
          text: 'An admin ended the Physics tuition. Reason: The other party did not show up.',
        });
      }
    });

    it('a refused move notifies nobody', async () => {
      const p = await pair();
      const id = await hireIn(target, p.student, p.tutor, 'requested');
      const before = (await unread(p.student)).count;
      await moveHire(target, p.student, id, 'accepted').expect(409);
      await moveHire(target, p.tutor, id, 'ended').expect(409);
      expect((await unread(p.student)).count).toBe(before);
      expect(await bell(p.tutor)).toHaveLength(1);
    });
  });

  describe('unread count and marking read', () => {
    let student: TestIdentity;
    let tutors: TestIdentity[];

    beforeAll(async () => {
      student = await newStudent(target);
      tutors = await Promise.all([newTutor(target), newTutor(target), newTutor(target)]);
      for (const t of tutors) {
        await hireIn(target, student, t, 'accepted');
      }
    });

    it('counts the unread notifications and pages them newest first', async () => {
      expect(await unread(student)).toEqual({ count: 3 });
      const page = await http(target)
        .get('/api/notifications?limit=2&page=1')
        .set(authHeader(student))
        .expect(200);
      expect(page.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('3');
      expect(page.body).toHaveLength(2);
      const all = await bell(student);
      const times = all.map((n) => Date.parse(n.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it("ignores other accounts' ids: an attacker cannot mark someone else's bell read", async () => {
      const [theirs] = await bell(student);
      const res = await markRead(tutors[0], { ids: [theirs._id] }).expect(200);
      expect(res.body).toEqual({ modifiedCount: 0 });
      expect(await unread(student)).toEqual({ count: 3 });
    });

    it('marks the given ids read, then all when ids is left out', async () => {
      const [first] = await bell(student);
      expect((await markRead(student, { ids: [first._id] }).expect(200)).body).toEqual({
        modifiedCount: 1,
      });
      expect(await unread(student)).toEqual({ count: 2 });
      expect((await bell(student)).find((n) => n._id === first._id)?.read).toBe(true);
      // Again: already read, nothing changes.
      expect((await markRead(student, { ids: [first._id] })).body).toEqual({ modifiedCount: 0 });
      expect((await markRead(student, {}).expect(200)).body).toEqual({ modifiedCount: 2 });
      expect(await unread(student)).toEqual({ count: 0 });
    });

    it('marks all read when the body is empty', async () => {
      const other = await newStudent(target);
      await hireIn(target, other, tutors[0], 'declined');
      const res = await http(target)
        .post('/api/notifications/read')
        .set(authHeader(other))
        .expect(200);
      expect(res.body).toEqual({ modifiedCount: 1 });
    });

    it.each([
      [{ ids: 'all' }],
      [{ ids: ['not-a-uuid'] }],
      [{ ids: [3] }],
      [{ ids: Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000') }],
    ])('refuses %j with 400 naming ids', async (body) => {
      const res = await markRead(student, body).expect(400);
      expect(res.body).toMatchObject({ errors: { ids: NOTIFICATION_MESSAGES.ids } });
    });

    it('refuses unknown fields and bad paging', async () => {
      await markRead(student, { all: true }).expect(400);
      await http(target).get('/api/notifications?limit=500').set(authHeader(student)).expect(400);
    });
  });
});
