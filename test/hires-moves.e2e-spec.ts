import { HIRE_MESSAGES, HIRE_REASONS, type HireStatus } from '@tutorhub/contracts';
import { http } from './support/app';
import { targetForFile } from './support/file-setup';
import { authHeader, signInAdmin, type TestIdentity } from './support/identities';
import { hireIn, moveHire, newStudent, newTutor } from './support/hires';

/** The hire state machine through PATCH /api/hires/{id}: moves, refusals, reasons, the race. */
describe('hires: the state machine', () => {
  const { target } = targetForFile();
  let admin: TestIdentity;

  beforeAll(async () => {
    admin = await signInAdmin(target);
  });

  /** A fresh pair, so every test starts from its own hire. */
  async function pair() {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    return { student, tutor };
  }

  /** A fresh pair and its hire (`id`), brought to `status` through the API. */
  async function pairWithHire(status: HireStatus) {
    const p = await pair();
    return { ...p, id: await hireIn(target, p.student, p.tutor, status) };
  }

  const statusOf = async (who: TestIdentity, id: string) =>
    (await http(target).get(`/api/hires/${id}`).set(authHeader(who)).expect(200)).body as {
      status: HireStatus;
      reason: string | null;
      updatedAt: string;
    };

  describe('allowed moves', () => {
    it.each([
      ['requested', 'accepted', 'tutor'],
      ['requested', 'declined', 'tutor'],
      ['requested', 'cancelled', 'student'],
      ['accepted', 'ended', 'tutor'],
      ['accepted', 'ended', 'student'],
      ['accepted', 'ended', 'admin'],
    ] as const)('%s → %s by the %s answers {modifiedCount: 1}', async (from, to, by) => {
      const { id, ...p } = await pairWithHire(from);
      const before = await statusOf(p.student, id);
      const caller = by === 'admin' ? admin : p[by];
      const res = await moveHire(target, caller, id, to).expect(200);
      expect(res.body).toEqual({ modifiedCount: 1 });
      const after = await statusOf(p.tutor, id);
      expect(after).toMatchObject({ status: to, reason: null });
      expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    });
  });

  describe('refused moves answer 409 and change nothing', () => {
    const refused: Array<[HireStatus, HireStatus, 'student' | 'tutor' | 'admin', string]> = [
      ['requested', 'accepted', 'student', HIRE_MESSAGES.tutorAnswers],
      ['requested', 'declined', 'student', HIRE_MESSAGES.tutorAnswers],
      ['requested', 'accepted', 'admin', HIRE_MESSAGES.tutorAnswers],
      ['requested', 'cancelled', 'tutor', HIRE_MESSAGES.studentCancels],
      ['requested', 'cancelled', 'admin', HIRE_MESSAGES.studentCancels],
      ['requested', 'ended', 'student', HIRE_MESSAGES.onlyAccepted],
      ['requested', 'requested', 'tutor', 'This hire is already requested'],
      ['accepted', 'declined', 'tutor', HIRE_MESSAGES.onlyRequested],
      ['accepted', 'cancelled', 'student', HIRE_MESSAGES.onlyRequested],
      ['accepted', 'requested', 'student', HIRE_MESSAGES.noReturn],
      ['accepted', 'accepted', 'tutor', 'This hire is already accepted'],
      ['declined', 'accepted', 'tutor', HIRE_MESSAGES.onlyRequested],
      ['declined', 'ended', 'admin', HIRE_MESSAGES.onlyAccepted],
      ['cancelled', 'accepted', 'tutor', HIRE_MESSAGES.onlyRequested],
      ['cancelled', 'requested', 'student', HIRE_MESSAGES.noReturn],
      ['ended', 'accepted', 'tutor', HIRE_MESSAGES.onlyRequested],
      ['ended', 'cancelled', 'student', HIRE_MESSAGES.onlyRequested],
      ['ended', 'ended', 'admin', 'This hire is already ended'],
    ];
    it.each(refused)('%s → %s by the %s', async (from, to, by, message) => {
      const { id, ...p } = await pairWithHire(from);
      const res = await moveHire(target, by === 'admin' ? admin : p[by], id, to).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message,
        code: expect.stringMatching(/^hire\./),
        params: expect.any(Object),
      });
      expect((await statusOf(p.student, id)).status).toBe(from);
    });
  });

  describe('reasons', () => {
    it.each([
      ['declined', 'tutor', 'requested'],
      ['cancelled', 'student', 'requested'],
      ['ended', 'student', 'accepted'],
    ] as const)('a %s hire keeps the reason, shown to both parties', async (to, by, from) => {
      const { id, ...p } = await pairWithHire(from);
      await moveHire(target, p[by], id, to, 'no-longer-needed').expect(200);
      expect((await statusOf(p.student, id)).reason).toBe('no-longer-needed');
      expect((await statusOf(p.tutor, id)).reason).toBe('no-longer-needed');
    });

    it.each(HIRE_REASONS)('accepts the reason %s', async (reason) => {
      const { id, ...p } = await pairWithHire('requested');
      await moveHire(target, p.tutor, id, 'declined', reason).expect(200);
      expect((await statusOf(p.tutor, id)).reason).toBe(reason);
    });

    it.each([['busy'], [''], ['other,salary'], [3]])(
      'refuses the reason %j with 400 and leaves the hire as it was',
      async (reason) => {
        const { id, ...p } = await pairWithHire('requested');
        const res = await http(target)
          .patch(`/api/hires/${id}`)
          .set(authHeader(p.tutor))
          .send({ status: 'declined', reason })
          .expect(400);
        expect(res.body).toMatchObject({ errors: { reason: HIRE_MESSAGES.reason } });
        expect((await statusOf(p.tutor, id)).status).toBe('requested');
      },
    );

    it('reads a reason in any casing as the listed one', async () => {
      const { id, ...p } = await pairWithHire('requested');
      await moveHire(target, p.tutor, id, 'declined', ' Found-Another ').expect(200);
      expect((await statusOf(p.tutor, id)).reason).toBe('found-another');
    });

    it('refuses a reason with an acceptance (400, field message)', async () => {
      const { id, ...p } = await pairWithHire('requested');
      const res = await moveHire(target, p.tutor, id, 'accepted', 'salary').expect(400);
      expect(res.body).toMatchObject({
        message: HIRE_MESSAGES.reasonNotAllowed,
        errors: { reason: HIRE_MESSAGES.reasonNotAllowed },
      });
      expect((await statusOf(p.tutor, id)).status).toBe('requested');
    });
  });

  describe('bad requests', () => {
    it.each([
      [{}, HIRE_MESSAGES.status],
      [{ status: 'done' }, HIRE_MESSAGES.status],
      [{ status: 7 }, HIRE_MESSAGES.status],
      [{ status: 'accepted', note: 'x' }, 'Unknown field: note'],
    ])('refuses %j with 400', async (body, message) => {
      const { id, ...p } = await pairWithHire('requested');
      const res = await http(target)
        .patch(`/api/hires/${id}`)
        .set(authHeader(p.tutor))
        .send(body)
        .expect(400);
      expect(res.body.message).toBe(message);
    });

    it('answers 400 for a malformed id and 404 for an unknown one', async () => {
      const { tutor } = await pair();
      await moveHire(target, tutor, 'not-a-uuid', 'accepted').expect(400);
      await moveHire(target, tutor, '00000000-0000-4000-8000-000000000000', 'accepted').expect(404);
    });
  });

  describe('the race: two simultaneous moves on one hire', () => {
    it.each([
      [
        'accept and decline by the tutor',
        'requested',
        ['tutor', 'accepted'],
        ['tutor', 'declined'],
      ],
      [
        'accept by the tutor, cancel by the student',
        'requested',
        ['tutor', 'accepted'],
        ['student', 'cancelled'],
      ],
      ['end by both parties', 'accepted', ['tutor', 'ended'], ['student', 'ended']],
    ] as const)('%s: exactly one wins, the other gets 409', async (_, from, a, b) => {
      const { id, ...p } = await pairWithHire(from);
      const answers = await Promise.all(
        [a, b, a, b].map(([who, to]) => moveHire(target, p[who], id, to)),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409]);
      const winner = [a, b, a, b][answers.findIndex((r) => r.status === 200)];
      expect((await statusOf(p.student, id)).status).toBe(winner[1]);
      for (const loser of answers.filter((r) => r.status === 409)) {
        expect(loser.body).toMatchObject({ statusCode: 409, message: expect.any(String) });
      }
    });
  });
});
