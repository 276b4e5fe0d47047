import { HIRE_REASONS } from '@tutorhub/contracts';
import { createTestApp, http, inProcess, type Target } from './support/app';
import { freshDatabase } from './support/databases';
import { authHeader, closeTarget, signInAdmin, type TestIdentity } from './support/identities';
import { hireIn, moveHire, newStudent, newTutor } from './support/hires';

// In-process, on a database of its own: the stats count every hire there is.
describe('stats: hires by status and reason', () => {
  let target: Target;
  let admin: TestIdentity;

  beforeAll(async () => {
    target = inProcess(
      await createTestApp({ DATABASE_URL: await freshDatabase('tutorhub_hires_stats') }),
    );
    admin = await signInAdmin(target);
  });
  afterAll(async () => {
    await closeTarget(target);
  });

  const stats = async () =>
    (await http(target).get('/api/stats').set(authHeader(admin)).expect(200)).body as {
      hires: Record<string, number>;
      hireReasons: Record<string, number>;
    };
  const zeroReasons = Object.fromEntries(HIRE_REASONS.map((r) => [r, 0]));

  it('answers zeros for every status and reason before any hire', async () => {
    expect(await stats()).toMatchObject({
      hires: { requested: 0, accepted: 0, declined: 0, cancelled: 0, ended: 0 },
      hireReasons: zeroReasons,
    });
  });

  it('counts hires by status and the reasons given', async () => {
    const student = await newStudent(target);
    const tutors = await Promise.all(Array.from({ length: 6 }, () => newTutor(target)));
    await hireIn(target, student, tutors[0], 'requested');
    await hireIn(target, student, tutors[1], 'accepted');
    await hireIn(target, student, tutors[2], 'ended');
    const declined = await hireIn(target, student, tutors[3], 'requested');
    await moveHire(target, tutors[3], declined, 'declined', 'distance').expect(200);
    const cancelled = await hireIn(target, student, tutors[4], 'requested');
    await moveHire(target, student, cancelled, 'cancelled', 'distance').expect(200);
    const ended = await hireIn(target, student, tutors[5], 'accepted');
    await moveHire(target, admin, ended, 'ended', 'no-show').expect(200);

    expect(await stats()).toEqual({
      tutors: 6,
      students: 1,
      courses: 0,
      blogs: 0,
      hires: { requested: 1, accepted: 1, declined: 1, cancelled: 1, ended: 2 },
      hireReasons: { ...zeroReasons, distance: 2, 'no-show': 1 },
      jobs: { pending: 0, open: 0, rejected: 0, closed: 0, filled: 0, expired: 0 },
      jobFillRate: null,
      jobDaysToHire: null,
    });
  });

  it('is refused to everyone but admins', async () => {
    const student = await newStudent(target);
    await http(target).get('/api/stats').set(authHeader(student)).expect(403);
    await http(target).get('/api/stats').expect(401);
  });
});
