import { DataSource } from 'typeorm';
import { createTarget, http, type Target } from './support/app';
import {
  authHeader,
  closeTarget,
  createAccount,
  createIdentities,
  type Identities,
} from './support/identities';
import { blogPayload, coursePayload } from './support/payloads';
import { countQueries } from './support/queries';

// In-process only: the SQL each list call sends is counted through the app's TypeORM logger,
// and the indexes are read from the database.
describe('what a list call costs', () => {
  let target: Target;
  let ids: Identities;
  const api = () => http(target);
  const cost = async (fn: () => Promise<unknown>) => (await countQueries(target.app!, fn)).queries;

  beforeAll(async () => {
    target = await createTarget();
    ids = await createIdentities(target);
    // Two of everything, so a one-row page is full and the list needs its COUNT.
    await createAccount(target, 'tutor', { kind: 'tutor' });
    await createAccount(target, 'student', { kind: 'student' });
    for (const who of [ids.student, ids.tutor]) {
      await api().post('/api/postBlog').set(authHeader(who)).send(blogPayload()).expect(201);
      await api().post('/api/tutorReview').set(authHeader(who)).send({ message: 'ok' }).expect(201);
      const course = await api()
        .post('/api/coursePost')
        .set(authHeader(who))
        .send(coursePayload())
        .expect(201);
      await api()
        .patch(`/api/updateCourse/${course.body.insertedId}`)
        .set(authHeader(ids.admin))
        .send({ status: 'Accepted' })
        .expect(200);
    }
  });
  afterAll(async () => {
    await closeTarget(target);
  });

  it('GET /api/getTutor: a fixed number of queries however many tutors match', async () => {
    const tutor = authHeader(ids.tutor);
    const filtered = await cost(() =>
      api()
        .get(
          '/api/getTutor?q=e2e&subject=Physics&mode=online&minSalary=1&maxSalary=100000&location=a&role=tutor&limit=2',
        )
        // The role filter is for admins only.
        .set(authHeader(ids.admin))
        .expect(200),
    );
    const fullPage = await cost(() => api().get('/api/getTutor?limit=1').set(tutor).expect(200));
    for (const queries of [filtered, fullPage]) {
      // The sign-in guard's account lookup, one bounded page of rows, and a COUNT unless
      // the first page is not full (then TypeORM knows the total already).
      expect(queries.length).toBeLessThanOrEqual(3);
      const pages = queries.filter((q) => q.includes('FROM "users" "u"') && !q.includes('COUNT'));
      expect(pages).toHaveLength(1);
      expect(pages[0]).toMatch(/LIMIT \d+/);
    }
    expect(fullPage.filter((q) => q.includes('COUNT'))).toHaveLength(1);
  });

  it('GET /api/getStudent: at most three queries (guard, page, count)', async () => {
    const queries = await cost(() =>
      api()
        .get('/api/getStudent?limit=1&q=e2e&role=student')
        .set(authHeader(ids.admin))
        .expect(200),
    );
    expect(queries.length).toBeLessThanOrEqual(3);
  });

  it('GET /api/getCourse: at most two queries anonymously and three for an admin', async () => {
    expect(
      (await cost(() => api().get('/api/getCourse?limit=1').expect(200))).length,
    ).toBeLessThanOrEqual(2);
    const admin = await cost(() =>
      api().get('/api/getCourse?limit=1&status=Pending').set(authHeader(ids.admin)).expect(200),
    );
    expect(admin.length).toBeLessThanOrEqual(3);
  });

  it('GET /api/getBlogs and /api/getTutorReview: two queries per page (rows + count)', async () => {
    expect(await cost(() => api().get('/api/getBlogs?limit=1').expect(200))).toHaveLength(2);
    expect(await cost(() => api().get('/api/getTutorReview?limit=1').expect(200))).toHaveLength(2);
  });

  it('GET /api/stats: the guard plus one statement of four COUNTs', async () => {
    const queries = await cost(() =>
      api().get('/api/stats').set(authHeader(ids.admin)).expect(200),
    );
    expect(queries).toHaveLength(2);
    expect(queries[1]).toMatch(/count\(\*\)/);
  });

  it('has an index for every tutor filter and sort (trigram for q and location)', async () => {
    const rows: Array<{ indexname: string; indexdef: string }> = await target
      .app!.get(DataSource)
      .query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'users'`);
    const defs = rows.map((r) => r.indexdef);
    for (const column of ['name', 'email', 'study', 'subject', 'location']) {
      expect(defs).toContainEqual(
        expect.stringMatching(new RegExp(`gin \\("?${column}"? gin_trgm_ops\\)`)),
      );
    }
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        'IDX_users_kind_created_id',
        'IDX_users_kind_subject_created',
        'IDX_users_kind_role_created',
        'IDX_users_kind_salary',
        'IDX_users_kind_mode',
      ]),
    );
  });
});
