import { HIRE_MESSAGES, NOT_FOUND } from '@tutorhub/contracts';
import { http } from './support/app';
import { authHeader } from './support/identities';
import {
  type ExpectedHireAccess,
  expectHireAccess,
  hireAccess,
  type HireCaller,
  hireCallersForFile,
  hireIn,
  hirePayload,
  itAnswersEachHireCaller,
  newTutor,
  requestHire,
} from './support/hires';

/**
 * Every hire call × {anonymous, no profile, student, other student, tutor, other tutor, admin}.
 * The hires are between `student` and `tutor`; the "other" accounts are no party of them.
 */
describe('hires: who may call', () => {
  const { target, callers, ctx } = hireCallersForFile();
  let hireId: string;

  beforeAll(async () => {
    hireId = await requestHire(target, callers.student, callers.tutor);
  });

  // A fresh tutor for each request, so no request meets the one-open-hire-per-pair rule.
  const freshTutorBody = async () => hirePayload((await newTutor(target)).user!.id);

  /** PATCH /api/hires/{id} with `body` as `who`. */
  const patchAs = (who: HireCaller, id: string, body: object) =>
    http(target).patch(`/api/hires/${id}`).set(authHeader(callers[who])).send(body);

  describe('POST /api/hires', () => {
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
        const res = await http(target)
          .post('/api/hires')
          .set(authHeader(callers[who]))
          .send(await freshTutorBody());
        expect(res.status).toBe(status);
        if (status === 403) {
          expect(res.body).toMatchObject({ statusCode: 403, message: HIRE_MESSAGES.studentsOnly });
        }
      },
    );
  });

  expectHireAccess(
    ctx,
    'GET /api/hires',
    { method: 'get', path: '/api/hires' },
    hireAccess.signedIn(),
  );

  expectHireAccess(
    ctx,
    'GET /api/hires?as=all',
    { method: 'get', path: '/api/hires?as=all' },
    hireAccess.adminOnly(),
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
    /** A move only `party` makes: the other party and an admin get 409, strangers 404. */
    const onlyBy = (party: 'student' | 'tutor'): ExpectedHireAccess => ({
      anonymous: 401,
      noProfile: 404,
      [party === 'tutor' ? 'student' : 'tutor']: 409,
      otherStudent: 404,
      otherTutor: 404,
      admin: 409,
      [party]: 200,
    });
    const moves: Array<{
      label: string;
      from: 'requested' | 'accepted';
      body: object;
      expected: ExpectedHireAccess;
    }> = [
      {
        label: 'accept',
        from: 'requested',
        body: { status: 'accepted' },
        expected: onlyBy('tutor'),
      },
      {
        label: 'decline',
        from: 'requested',
        body: { status: 'declined', reason: 'schedule' },
        expected: onlyBy('tutor'),
      },
      {
        label: 'cancel',
        from: 'requested',
        body: { status: 'cancelled' },
        expected: onlyBy('student'),
      },
    ];
    for (const move of moves) {
      describe(move.label, () => {
        // One requested hire per move; only the successful caller changes it.
        let id: string;
        beforeAll(async () => {
          id = await requestHire(target, callers.student, await partyTutor());
        });
        itAnswersEachHireCaller(move.expected, async (who, status) => {
          const res = await patchAs(who, id, move.body);
          expect(res.status).toBe(status);
          if (status === 404) {
            expect(res.body).toMatchObject({ message: NOT_FOUND.hire });
          }
        });
      });
    }

    describe('end (either party or an admin)', () => {
      itAnswersEachHireCaller(
        {
          anonymous: 401,
          noProfile: 404,
          otherStudent: 404,
          otherTutor: 404,
          student: 200,
          tutor: 200,
          admin: 200,
        },
        async (who, status) => {
          const id = await hireIn(target, callers.student, await partyTutor(), 'accepted');
          const res = await patchAs(who, id, { status: 'ended' });
          expect(res.status).toBe(status);
        },
      );
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
      await patchAs('tutor', hire._id, {
        status: hire.status === 'requested' ? 'declined' : 'ended',
      }).expect(200);
    }
    return callers.tutor;
  }
});
