import { HIRE_MESSAGES, TOTAL_COUNT_HEADER } from '@tutorhub/contracts';
import { http } from './support/app';
import { targetForFile } from './support/file-setup';
import { authHeader, signInAdmin, type TestIdentity } from './support/identities';
import { hireIn, newStudent, newTutor } from './support/hires';
import { studentPayload, tutorPayload } from './support/payloads';

// The numbers test/support registers its tutors and students with.
const TUTOR_NUMBER = tutorPayload('x').number;
const STUDENT_NUMBER = studentPayload('x').number;

interface HireAnswer {
  _id: string;
  status: string;
  tutor: Record<string, unknown> | null;
  student: Record<string, unknown> | null;
}

/** GET /api/hires and /api/hires/{id}: sides, filters, paging and the contact gating. */
describe('hires: lists and contact details', () => {
  const { target } = targetForFile();
  let admin: TestIdentity;
  let student: TestIdentity;
  let tutorA: TestIdentity;
  let tutorB: TestIdentity;
  let tutorC: TestIdentity;
  const hires: Record<string, string> = {};

  beforeAll(async () => {
    [admin, student, tutorA, tutorB, tutorC] = await Promise.all([
      signInAdmin(target),
      newStudent(target),
      newTutor(target),
      newTutor(target),
      newTutor(target),
    ]);
    // Oldest first: requested (A), accepted (B), declined (C).
    hires.requested = await hireIn(target, student, tutorA, 'requested');
    hires.accepted = await hireIn(target, student, tutorB, 'accepted');
    hires.declined = await hireIn(target, student, tutorC, 'declined');
  });

  const get = (who: TestIdentity, path: string) =>
    http(target).get(path).set(authHeader(who)).expect(200);

  describe('lists', () => {
    it("lists the caller's side by default, newest first, with X-Total-Count", async () => {
      const res = await get(student, '/api/hires');
      expect((res.body as HireAnswer[]).map((h) => h._id)).toEqual([
        hires.declined,
        hires.accepted,
        hires.requested,
      ]);
      expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('3');
      const tutorSide = await get(tutorB, '/api/hires');
      expect((tutorSide.body as HireAnswer[]).map((h) => h._id)).toEqual([hires.accepted]);
    });

    it('gives nothing from the other side', async () => {
      const res = await get(student, '/api/hires?as=tutor');
      expect(res.body).toEqual([]);
      expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('0');
    });

    it('filters by one status or a comma-separated list', async () => {
      const one = await get(student, '/api/hires?status=accepted');
      expect((one.body as HireAnswer[]).map((h) => h._id)).toEqual([hires.accepted]);
      const past = await get(student, '/api/hires?status=declined,cancelled,ended');
      expect((past.body as HireAnswer[]).map((h) => h._id)).toEqual([hires.declined]);
    });

    it('pages with page and limit; the total counts every page', async () => {
      const second = await get(student, '/api/hires?limit=2&page=2');
      expect((second.body as HireAnswer[]).map((h) => h._id)).toEqual([hires.requested]);
      expect(second.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('3');
    });

    it('lets admins list every hire with as=all and a status filter', async () => {
      const res = await get(admin, '/api/hires?as=all&status=accepted&limit=100');
      const ids = (res.body as HireAnswer[]).map((h) => h._id);
      expect(ids).toContain(hires.accepted);
      expect(ids).not.toContain(hires.requested);
      expect((res.body as HireAnswer[]).every((h) => h.status === 'accepted')).toBe(true);
    });

    it.each([
      ['as=everyone', 'as', HIRE_MESSAGES.side],
      ['status=open', 'status', HIRE_MESSAGES.statusFilter],
      ['status=accepted,,', 'status', HIRE_MESSAGES.statusFilter],
      ['limit=0', 'limit', 'limit must be a whole number from 1 to 100'],
      ['page=-1', 'page', 'page must be a whole number from 1 to 10000'],
      ['sort=salary', 'sort', 'Unknown field: sort'],
    ])('refuses ?%s with 400 naming the field', async (query, field, message) => {
      const res = await http(target)
        .get(`/api/hires?${query}`)
        .set(authHeader(student))
        .expect(400);
      expect(res.body.errors).toMatchObject({ [field]: message });
    });

    it('refuses as=all to a non-admin with 403', async () => {
      const res = await http(target).get('/api/hires?as=all').set(authHeader(tutorA)).expect(403);
      expect(res.body).toMatchObject({ message: HIRE_MESSAGES.allSidesAdminOnly });
    });
  });

  describe('contact details', () => {
    const contactsOf = (party: Record<string, unknown> | null) => ({
      email: party?.email,
      number: party?.number,
    });

    it.each(['requested', 'declined'])(
      'a %s hire shows neither party an email or number (the keys are absent)',
      async (status) => {
        for (const who of [student, status === 'requested' ? tutorA : tutorC]) {
          const res = await get(who, `/api/hires/${hires[status]}`);
          expect(Object.keys(res.body.tutor as object).sort()).toEqual(['_id', 'image', 'name']);
          expect(Object.keys(res.body.student as object).sort()).toEqual(['_id', 'image', 'name']);
        }
      },
    );

    it("an accepted hire shows each party the other one's email and number", async () => {
      const asStudent = await get(student, `/api/hires/${hires.accepted}`);
      expect(contactsOf(asStudent.body.tutor)).toEqual({
        email: tutorB.email,
        number: TUTOR_NUMBER,
      });
      const asTutor = await get(tutorB, `/api/hires/${hires.accepted}`);
      expect(contactsOf(asTutor.body.student)).toEqual({
        email: student.email,
        number: STUDENT_NUMBER,
      });
      // Neither account proved its number by a code: the mark says so, beside the number only.
      expect(asStudent.body.tutor.numberVerified).toBe(false);
      expect(asTutor.body.student.numberVerified).toBe(false);
    });

    it('an ended hire keeps them shown; in lists as well', async () => {
      const t = await newTutor(target);
      const id = await hireIn(target, student, t, 'ended');
      const list = await get(student, '/api/hires?status=ended');
      const ended = (list.body as HireAnswer[]).find((h) => h._id === id)!;
      expect(contactsOf(ended.tutor)).toEqual({ email: t.email, number: TUTOR_NUMBER });
    });

    it('the list hides them before acceptance', async () => {
      const list = await get(tutorA, '/api/hires');
      const [requested] = list.body as HireAnswer[];
      expect(requested.student).not.toHaveProperty('email');
      expect(requested.student).not.toHaveProperty('number');
    });

    it('admins always see them', async () => {
      const res = await get(admin, `/api/hires/${hires.requested}`);
      expect(contactsOf(res.body.tutor)).toEqual({
        email: tutorA.email,
        number: TUTOR_NUMBER,
      });
      expect(contactsOf(res.body.student)).toEqual({
        email: student.email,
        number: STUDENT_NUMBER,
      });
    });
  });
});
