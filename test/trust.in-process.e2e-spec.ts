import { AUTH_MESSAGES, NOT_FOUND, PROFILE_MESSAGES } from '@tutorhub/contracts';
import { SiteClockService } from '../backend/src/common/site-time';
import { http } from './support/app';
import { expectErrorShape } from './support/error-shape';
import { authHeader, createAccount, type TestIdentity } from './support/identities';
import {
  hireCallersForFile,
  hireIn,
  hirePayload,
  moveHire,
  newStudent,
  newTutor,
} from './support/hires';

const DAY = 24 * 60 * 60 * 1000;
const review = { rating: 5, message: 'Patient, clear and always on time.' };

/**
 * The trust rules that hang on time and on who ends what: the rating window, contact sharing
 * after a tuition ends, sessions that end when asked. The site clock is moved, never the
 * database's.
 */
describe('trust rules', () => {
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

  const rate = (student: TestIdentity, tutor: TestIdentity) =>
    http(target)
      .post(`/api/tutors/${tutor.user!.id}/reviews`)
      .set(authHeader(student))
      .send(review);
  const hireAs = (who: TestIdentity, id: string) =>
    http(target).get(`/api/hires/${id}`).set(authHeader(who)).expect(200);
  const tutorAs = (who: TestIdentity, tutor: TestIdentity) =>
    http(target).get(`/api/tutors/${tutor.user!.id}`).set(authHeader(who)).expect(200);

  describe('the rating window', () => {
    it('opens 28 days after acceptance, and My tuitions says from when', async () => {
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      const id = await hireIn(target, student, tutor, 'accepted');
      const hire = (await hireAs(student, id)).body as { acceptedAt: string; ratableFrom: string };
      expect(new Date(hire.ratableFrom).getTime() - new Date(hire.acceptedAt).getTime()).toBe(
        28 * DAY,
      );

      const refused = await rate(student, tutor).expect(403);
      expectErrorShape(refused, 403);
      expect(refused.body.message).toBe(PROFILE_MESSAGES.reviewNeedsHire);
      moveClock(27);
      await rate(student, tutor).expect(403);
      moveClock(28.01);
      await rate(student, tutor).expect(201);
    });

    it('never opens for a tuition ended before it ran 28 days', async () => {
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      const id = await hireIn(target, student, tutor, 'ended');
      expect((await hireAs(student, id)).body.ratableFrom).toBeNull();
      moveClock(60);
      await rate(student, tutor).expect(403);
      expect((await tutorAs(student, tutor)).body.rating).toEqual({ average: null, count: 0 });
    });

    it('opens for a tuition ended after running 28 days, and only for its own student', async () => {
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      const id = await hireIn(target, student, tutor, 'accepted');
      moveClock(30);
      await moveHire(target, tutor, id, 'ended').expect(200);
      moveClock(35);
      await rate(callers.otherStudent, tutor).expect(403);
      await rate(tutor, tutor).expect(403);
      await rate(student, tutor).expect(201);
    });
  });

  describe('contact sharing', () => {
    const hasContacts = (party: Record<string, unknown>) => 'email' in party && 'number' in party;

    it('stops at once when an admin ends the tuition', async () => {
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      const id = await hireIn(target, student, tutor, 'accepted');
      expect(hasContacts((await hireAs(student, id)).body.tutor)).toBe(true);
      expect(hasContacts((await tutorAs(student, tutor)).body)).toBe(true);

      await moveHire(target, callers.admin, id, 'ended').expect(200);
      for (const who of [student, tutor]) {
        const hire = (await hireAs(who, id)).body;
        expect(hasContacts(hire.tutor)).toBe(false);
        expect(hasContacts(hire.student)).toBe(false);
      }
      expect(hasContacts((await tutorAs(student, tutor)).body)).toBe(false);
      // Admins still see them.
      expect(hasContacts((await hireAs(callers.admin, id)).body.student)).toBe(true);
    });

    it('holds for 30 days after the parties end the tuition, then stops', async () => {
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      const id = await hireIn(target, student, tutor, 'ended');
      const list = () => http(target).get('/api/hires').set(authHeader(student)).expect(200);
      const listed = async () => {
        const res = await http(target).get('/api/getTutor').set(authHeader(student)).expect(200);
        return (res.body as Array<Record<string, unknown>>).find(
          (item) => item._id === tutor.user!.id,
        )!;
      };
      expect(hasContacts((await list()).body[0].tutor)).toBe(true);
      // Asked twice: the second answer of the tutor page and of the list is a replay.
      for (let i = 0; i < 2; i += 1) {
        expect(hasContacts((await tutorAs(student, tutor)).body)).toBe(true);
        expect(hasContacts(await listed())).toBe(true);
      }

      moveClock(29);
      expect(hasContacts((await hireAs(tutor, id)).body.student)).toBe(true);
      moveClock(30.01);
      expect(hasContacts((await hireAs(tutor, id)).body.student)).toBe(false);
      // The answers held in memory and replayed are dropped when the sharing ends.
      expect(hasContacts((await list()).body[0].tutor)).toBe(false);
      expect(hasContacts((await tutorAs(student, tutor)).body)).toBe(false);
      expect(hasContacts(await listed())).toBe(false);
    });
  });

  describe('hidden tutors and roles', () => {
    it('answers a request to a suspended tutor with 404, like their page', async () => {
      const tutor = await newTutor(target);
      await http(target)
        .patch(`/api/admin/accounts/${tutor.user!.id}/suspension`)
        .set(authHeader(callers.admin))
        .send({ suspended: true })
        .expect(200);
      await http(target).get(`/api/tutors/${tutor.user!.id}`).expect(404);
      const res = await http(target)
        .post('/api/hires')
        .set(authHeader(callers.student))
        .send(hirePayload(tutor.user!.id))
        .expect(404);
      expectErrorShape(res, 404);
      expect(res.body.message).toBe(NOT_FOUND.tutor);
    });

    it('leaves role out of every non-admin tutor list; admins still see it', async () => {
      for (const who of [callers.student, callers.tutor, callers.noProfile]) {
        const res = await http(target).get('/api/getTutor').set(authHeader(who)).expect(200);
        expect(res.body.length).toBeGreaterThan(0);
        for (const item of res.body as Array<Record<string, unknown>>) {
          expect(item).not.toHaveProperty('role');
        }
      }
      const asAdmin = await http(target)
        .get('/api/getTutor')
        .set(authHeader(callers.admin))
        .expect(200);
      expect(asAdmin.body[0]).toHaveProperty('role');
    });
  });

  describe('sessions', () => {
    it('sign-out ends the API token at once, on the cached reads too; a new sign-in works', async () => {
      const account = await createAccount(target, 'student', { kind: 'student' });
      // Twice: the second answer is a cached read.
      await http(target).get('/api/me').set(authHeader(account)).expect(200);
      await http(target).get('/api/getTutor').set(authHeader(account)).expect(200);
      await http(target).get('/api/getTutor').set(authHeader(account)).expect(200);

      await http(target).delete('/api/session').set(authHeader(account)).expect(204);
      for (const path of ['/api/me', '/api/getTutor', '/api/hires']) {
        const res = await http(target).get(path).set(authHeader(account)).expect(401);
        expect(res.body.message).toBe(AUTH_MESSAGES.invalidToken);
      }
      // The ID token is still the person's: exchanging it again signs them in anew.
      const again = await http(target)
        .post('/api/jwt')
        .set('Authorization', `Bearer ${account.idToken}`)
        .send({ email: account.email })
        .expect(200);
      await http(target)
        .get('/api/me')
        .set('Authorization', `Bearer ${again.body.token as string}`)
        .expect(200);
    });

    it('sign-out without a token, or with a token already ended, changes nothing', async () => {
      const account = await createAccount(target, 'student', { kind: 'student' });
      const old = account.token!;
      await http(target).delete('/api/session').set(authHeader(account)).expect(204);
      const again = await http(target)
        .post('/api/jwt')
        .set('Authorization', `Bearer ${account.idToken}`)
        .send({ email: account.email })
        .expect(200);
      const current = `Bearer ${again.body.token as string}`;
      await http(target).delete('/api/session').expect(204);
      await http(target).delete('/api/session').set('Authorization', `Bearer ${old}`).expect(204);
      await http(target).get('/api/me').set('Authorization', current).expect(200);
    });

    describe('DELETE /api/me', () => {
      const deleteMe = (who: TestIdentity) => http(target).delete('/api/me').set(authHeader(who));

      it('needs an ID token of a sign-in within 5 minutes, in X-Id-Token', async () => {
        const account = await createAccount(target, 'student', { kind: 'student' });
        const missing = await deleteMe(account).expect(401);
        expectErrorShape(missing, 401);
        expect(missing.body).toMatchObject({
          message: AUTH_MESSAGES.recentSignInRequired,
          code: 'auth.recentSignInRequired',
        });
        await deleteMe(account).set('X-Id-Token', 'not-a-token').expect(401);
        const other = await deleteMe(account)
          .set('X-Id-Token', callers.student.idToken!)
          .expect(403);
        expect(other.body.message).toBe(AUTH_MESSAGES.recentSignInOtherAccount);

        moveClock(6 / (24 * 60));
        const old = await deleteMe(account).set('X-Id-Token', account.idToken!).expect(401);
        expect(old.body.message).toBe(AUTH_MESSAGES.recentSignInRequired);
        await http(target).get('/api/me').set(authHeader(account)).expect(200);

        moveClock(4 / (24 * 60));
        await deleteMe(account).set('X-Id-Token', account.idToken!).expect(200);
        await http(target).get('/api/me').set(authHeader(account)).expect(401);
      });

      it('refuses an anonymous caller with 401 whatever the ID token', async () => {
        await http(target)
          .delete('/api/me')
          .set('X-Id-Token', callers.student.idToken!)
          .expect(401);
        await http(target).get('/api/me').set(authHeader(callers.student)).expect(200);
      });
    });
  });
});
