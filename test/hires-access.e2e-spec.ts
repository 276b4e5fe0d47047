import { HIRE_MESSAGES, NOT_FOUND } from '@tutorhub/contracts';
import { createTarget, http, type Target } from './support/app';
import { authHeader, closeTarget } from './support/identities';
import {
  createHireCallers,
  expectHireAccess,
  hireIn,
  hirePayload,
  type HireCaller,
  type HireCallers,
  newTutor,
  requestHire,
} from './support/hires';

/**
 * Every hire call × {anonymous, no profile, student, other student, tutor, other tutor, admin}.
 * The hires are between `student` and `tutor`; the "other" accounts are no party of them.
 */
describe('hires: who may call', () => {
  const ctx: { target?: Target; callers?: HireCallers } = {};
  let target: Target;
  let callers: HireCallers;
  let hireId: string;

  beforeAll(async () => {
    target = await createTarget();
    callers = await createHireCallers(target);
    Object.assign(ctx, { target, callers });
    hireId = await requestHire(target, callers.student, callers.tutor);
  });
  afterAll(async () => {
    await closeTarget(target);
  });

  // A fresh tutor for each request, so no request meets the one-open-hire-per-pair rule.
  const freshTutorBody = async () => hirePayload((await newTutor(target)).user!.id);

  describe('POST /api/hires', () => {
    for (const [who, status] of Object.entries({
      anonymous: 401,
      noProfile: 403,
      student: 201,
      otherStudent: 201,
      tutor: 403,
      otherTutor: 403,
      admin: 403,
    }) as Array<[HireCaller, number]>) {
      it(`answers ${who} with ${status}`, async () => {
        const res = await http(target)
          .post('/api/hires')
          .set(authHeader(callers[who]))
          .send(await freshTutorBody());
        expect(res.status).toBe(status);
        if (status === 403) {
          expect(res.body).toMatchObject({ statusCode: 403, message: HIRE_MESSAGES.studentsOnly });
        }
      });
    }
  });

  expectHireAccess(
    ctx,
    'GET /api/hires',
    { method: 'get', path: '/api/hires' },
    {
      anonymous: 401,
      noProfile: 200,
      student: 200,
      otherStudent: 200,
      tutor: 200,
      otherTutor: 200,
      admin: 200,
    },
  );

  expectHireAccess(
    ctx,
    'GET /api/hires?as=all',
    { method: 'get', path: '/api/hires?as=all' },
    {
      anonymous: 401,
      noProfile: 403,
      student: 403,
      otherStudent: 403,
      tutor: 403,
      otherTutor: 403,
      admin: 200,
    },
  );

  expectHireAccess(
    ctx,
    'GET /api/hires/{id}',
    { method: 'get', path: async () => `/api/hires/${hireId}` },
    {
      anonymous: 401,
      noProfile: 404,
      student: 200,
      otherStudent: 404,
      tutor: 200,
      otherTutor: 404,
      admin: 200,
    },
  );

  describe('PATCH /api/hires/{id}', () => {
    const moves: Array<{
      label: string;
      from: 'requested' | 'accepted';
      body: object;
      expected: Partial<Record<HireCaller, number>>;
    }> = [
      {
        label: 'accept',
        from: 'requested',
        body: { status: 'accepted' },
        expected: {
          anonymous: 401,
          noProfile: 404,
          student: 409,
          otherStudent: 404,
          otherTutor: 404,
          admin: 409,
          tutor: 200,
        },
      },
      {
        label: 'decline',
        from: 'requested',
        body: { status: 'declined', reason: 'schedule' },
        expected: {
          anonymous: 401,
          noProfile: 404,
          student: 409,
          otherStudent: 404,
          otherTutor: 404,
          admin: 409,
          tutor: 200,
        },
      },
      {
        label: 'cancel',
        from: 'requested',
        body: { status: 'cancelled' },
        expected: {
          anonymous: 401,
          noProfile: 404,
          tutor: 409,
          otherStudent: 404,
          otherTutor: 404,
          admin: 409,
          student: 200,
        },
      },
    ];
    for (const move of moves) {
      describe(move.label, () => {
        // One requested hire per move; only the successful caller changes it.
        let id: string;
        beforeAll(async () => {
          id = await requestHire(target, callers.student, await partyTutor());
        });
        for (const [who, status] of Object.entries(move.expected) as Array<[HireCaller, number]>) {
          it(`answers ${who} with ${status}`, async () => {
            const res = await http(target)
              .patch(`/api/hires/${id}`)
              .set(authHeader(callers[who]))
              .send(move.body);
            expect(res.status).toBe(status);
            if (status === 404) {
              expect(res.body).toMatchObject({ message: NOT_FOUND.hire });
            }
          });
        }
      });
    }

    describe('end (either party or an admin)', () => {
      for (const [who, status] of Object.entries({
        anonymous: 401,
        noProfile: 404,
        otherStudent: 404,
        otherTutor: 404,
        student: 200,
        tutor: 200,
        admin: 200,
      }) as Array<[HireCaller, number]>) {
        it(`answers ${who} with ${status}`, async () => {
          const id = await hireIn(target, callers.student, await partyTutor(), 'accepted');
          const res = await http(target)
            .patch(`/api/hires/${id}`)
            .set(authHeader(callers[who]))
            .send({ status: 'ended' });
          expect(res.status).toBe(status);
        });
      }
    });
  });

  /**
   * A pair has one open hire at a time: before each new hire between `student` and `tutor`,
   * the tutor closes the open ones; answers the tutor.
   */
  async function partyTutor() {
    const open = await http(target)
      .get('/api/hires?as=tutor&status=requested,accepted&limit=100')
      .set(authHeader(callers.tutor))
      .expect(200);
    for (const hire of open.body as Array<{ _id: string; status: string }>) {
      await http(target)
        .patch(`/api/hires/${hire._id}`)
        .set(authHeader(callers.tutor))
        .send({ status: hire.status === 'requested' ? 'declined' : 'ended' })
        .expect(200);
    }
    return callers.tutor;
  }
});
