import { RULE_MESSAGES } from '@tutorhub/contracts';
import type { Tutor } from '../frontend/src/store/apiTypes';
import { DataSource } from 'typeorm';
import { Hire } from '../backend/src/hires/hire.entity';
import { User } from '../backend/src/users/user.entity';
import { expectErrorShape } from './support/error-shape';
import { identitiesForFile } from './support/file-setup';
import { insertHire } from './support/hires';
import { authHeader, createAccount, type TestIdentity } from './support/identities';
import { marker } from './support/payloads';
import { registerTutor } from './support/tutors';

// In-process: badges, ratings and hires are written straight to the database (through TypeORM,
// as their own calls do), so this file tests the list alone.
describe('tutors: list options, ratings and contact details', () => {
  const { target, api, ids } = identitiesForFile();
  let otherStudent: TestIdentity;
  let otherTutor: TestIdentity;
  const tag = marker('opts');
  const made: Record<'cheap' | 'dear' | 'rated' | 'hired', string> = {
    cheap: '',
    dear: '',
    rated: '',
    hired: '',
  };
  const users = () => target.app!.get(DataSource).getRepository(User);
  const hires = () => target.app!.get(DataSource).getRepository(Hire);

  /** The tutors this file made, as `who` sees them with `query`. */
  const list = async (who: TestIdentity, query = ''): Promise<Tutor[]> => {
    const res = await api()
      .get(`/api/getTutor?location=${tag}&${query}`)
      .set(authHeader(who))
      .expect(200);
    return res.body as Tutor[];
  };
  const byId = (tutors: Tutor[], id: string) => tutors.find((t) => t._id === id);

  beforeAll(async () => {
    otherStudent = await createAccount(target, 'student', { kind: 'student' });
    otherTutor = await createAccount(target, 'tutor', { kind: 'tutor' });
    made.cheap = await registerTutor(target, { salary: 2000, location: `Banani ${tag}` });
    made.dear = await registerTutor(target, { salary: 30000, location: `Banani ${tag}` });
    made.rated = await registerTutor(target, { salary: 9000, location: `Gulshan ${tag}` });
    made.hired = await registerTutor(target, { salary: 9000, location: `Gulshan ${tag}` });
    await users().update(made.rated, { verified: true, ratingCount: 3, ratingAverage: 4.7 });
    await users().update(made.hired, { ratingCount: 1, ratingAverage: 3 });
  });

  it('every item carries verified and rating ({average, count}; null average while unrated)', async () => {
    const tutors = await list(ids.student);
    expect(byId(tutors, made.rated)).toMatchObject({
      verified: true,
      rating: { average: 4.7, count: 3 },
    });
    expect(byId(tutors, made.cheap)).toMatchObject({
      verified: false,
      rating: { average: null, count: 0 },
    });
  });

  it('verified=true lists verified tutors only; verified=false the others', async () => {
    expect((await list(ids.student, 'verified=true')).map((t) => t._id)).toEqual([made.rated]);
    const others = (await list(ids.student, 'verified=false')).map((t) => t._id);
    expect(others).toEqual(expect.arrayContaining([made.cheap, made.dear, made.hired]));
    expect(others).not.toContain(made.rated);
  });

  it('sorts newest first by default, or by rating, salary and -salary (newest first on ties)', async () => {
    const order = async (sort: string) =>
      (await list(ids.student, sort ? `sort=${sort}` : '')).map((t) => t._id);
    const newest = [made.hired, made.rated, made.dear, made.cheap];
    expect(await order('')).toEqual(newest);
    expect(await order('newest')).toEqual(newest);
    expect(await order('rating')).toEqual([made.rated, made.hired, made.dear, made.cheap]);
    expect(await order('salary')).toEqual([made.cheap, made.hired, made.rated, made.dear]);
    expect(await order('-salary')).toEqual([made.dear, made.hired, made.rated, made.cheap]);
  });

  it('a new rating or badge shows on the next request (the answer cache follows writes)', async () => {
    expect(byId(await list(ids.student), made.cheap)?.verified).toBe(false);
    await users().update(made.cheap, { verified: true, ratingCount: 1, ratingAverage: 5 });
    expect(byId(await list(ids.student), made.cheap)).toMatchObject({
      verified: true,
      rating: { average: 5, count: 1 },
    });
    await users().update(made.cheap, { verified: false, ratingCount: 0, ratingAverage: null });
  });

  it.each([
    ['sort=name', 'sort', RULE_MESSAGES.tutorSort],
    ['sort=', 'sort', RULE_MESSAGES.tutorSort],
    ['verified=1', 'verified', RULE_MESSAGES.trueOrFalse('verified')],
  ])('refuses ?%s with a 400 in the error shape', async (query, field, message) => {
    const res = await api().get(`/api/getTutor?${query}`).set(authHeader(ids.student)).expect(400);
    expectErrorShape(res);
    expect(res.body.errors).toEqual({ [field]: message });
  });

  describe('contact details (email, number)', () => {
    const contactOf = async (who: TestIdentity, tutorId: string) => {
      const tutor = byId(await list(who), tutorId);
      expect(tutor).toBeDefined();
      return { email: tutor!.email, number: tutor!.number, keys: Object.keys(tutor!) };
    };
    const hidden = async (who: TestIdentity, tutorId: string) => {
      const { keys } = await contactOf(who, tutorId);
      expect(keys).not.toContain('email');
      expect(keys).not.toContain('number');
    };
    const shown = async (who: TestIdentity, tutorId: string) => {
      const { email, number } = await contactOf(who, tutorId);
      expect(email).toMatch(/@/);
      expect(number).toMatch(/\d/);
    };
    const hire = (studentId: string, status: Hire['status']) =>
      insertHire(target.app!, made.hired, studentId, status);

    it('are absent (not null) for callers the tutor has not accepted', async () => {
      for (const who of [ids.noProfile, ids.student, otherStudent, otherTutor]) {
        await hidden(who, made.hired);
      }
    });

    it('are shown to admins, and to the tutor themself on their own card only', async () => {
      await shown(ids.admin, made.hired);
      await shown(ids.admin, made.cheap);
      const self = await createAccount(target, 'tutor', { kind: 'tutor' });
      await users().update(self.user!.id, { location: `Self ${tag}` });
      await shown(self, self.user!.id);
      await hidden(self, made.hired);
      await users().delete(self.user!.id);
    });

    it('a requested, declined or cancelled hire does not show them; accepted and ended do', async () => {
      const student = ids.student.user!.id;
      for (const status of ['requested', 'declined', 'cancelled'] as const) {
        const { identifiers } = await hire(student, status);
        await hidden(ids.student, made.hired);
        await hires().delete(identifiers[0].id as string);
      }
      const { identifiers } = await hire(student, 'accepted');
      await shown(ids.student, made.hired);
      // Only with that tutor, and only for that student.
      await hidden(ids.student, made.rated);
      await hidden(otherStudent, made.hired);
      // Ended by the parties yesterday: contacts stay for 30 days after.
      await hires().update(identifiers[0].id as string, {
        status: 'ended',
        endedAt: new Date(Date.now() - 24 * 60 * 60 * 1000),
      });
      await shown(ids.student, made.hired);
      await hires().delete(identifiers[0].id as string);
      await hidden(ids.student, made.hired);
    });

    it('q does not match login emails for non-admins (a match would reveal the address)', async () => {
      const { email } = await contactOf(ids.admin, made.hired);
      const search = (who: TestIdentity) =>
        api()
          .get(`/api/getTutor?q=${encodeURIComponent(email!)}`)
          .set(authHeader(who));
      expect((await search(ids.student).expect(200)).body).toEqual([]);
      expect((await search(ids.admin).expect(200)).body.map((t: Tutor) => t._id)).toEqual([
        made.hired,
      ]);
    });
  });
});
