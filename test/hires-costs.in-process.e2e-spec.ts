import { http } from './support/app';
import { targetForFile } from './support/file-setup';
import { authHeader, signInAdmin, type TestIdentity } from './support/identities';
import { hireIn, newStudent, newTutor } from './support/hires';
import { countQueries } from './support/queries';

// In-process only: the SQL the hiring loop's frequent reads send, counted through TypeORM's
// logger after the caller's account is cached.
describe('what the hiring reads cost', () => {
  const { target } = targetForFile();
  let admin: TestIdentity;
  let student: TestIdentity;

  beforeAll(async () => {
    [admin, student] = await Promise.all([signInAdmin(target), newStudent(target)]);
    for (const status of ['requested', 'accepted', 'ended'] as const) {
      await hireIn(target, student, await newTutor(target), status);
    }
  });

  const warmCost = async (path: string, who: TestIdentity) => {
    await http(target).get('/api/me').set(authHeader(who)).expect(200);
    const { queries } = await countQueries(target.app!, () =>
      http(target).get(path).set(authHeader(who)).expect(200),
    );
    return queries;
  };

  it.each([
    ['the student side', '/api/hires?limit=2', 'student'],
    ['a status filter', '/api/hires?status=accepted,ended', 'student'],
    ['every hire (admin)', '/api/hires?as=all&status=requested&limit=5', 'admin'],
  ])(
    'GET hires, %s: one statement for the page, both parties and the total',
    async (_, path, who) => {
      const queries = await warmCost(path, who === 'admin' ? admin : student);
      expect(queries).toHaveLength(1);
      expect(queries[0]).toMatch(/count\(\*\)/);
    },
  );

  it('GET notifications/unread-count: one COUNT', async () => {
    const queries = await warmCost('/api/notifications/unread-count', student);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/COUNT/i);
  });
});
