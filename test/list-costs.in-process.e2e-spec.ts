import { DataSource } from 'typeorm';
import { identitiesForFile } from './support/file-setup';
import { authHeader, createAccount, type TestIdentity } from './support/identities';
import { blogPayload, coursePayload } from './support/payloads';
import { insertHire } from './support/hires';
import { countQueries } from './support/queries';

/** Ends a transaction with a rollback, carrying what it found out. */
class Rollback extends Error {}

// In-process only: the SQL each list call sends is counted through the app's TypeORM logger,
// and the indexes are read from the database.
describe('what a list call costs', () => {
  const { target, api, ids } = identitiesForFile();
  let otherTutor: TestIdentity;
  const cost = async (fn: () => Promise<unknown>) => (await countQueries(target.app!, fn)).queries;

  beforeAll(async () => {
    // Two of everything, so a one-row page is full and the list needs its total.
    otherTutor = await createAccount(target, 'tutor', { kind: 'tutor' });
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

  /** The statements of a call after its caller's account is cached (a first call loads it). */
  const warmCost = async (path: string, who?: TestIdentity) => {
    const call = () => (who ? api().get(path).set(authHeader(who)) : api().get(path));
    await api()
      .get('/api/me')
      .set(authHeader(who ?? ids.admin))
      .expect(200);
    return cost(() => call().expect(200));
  };

  it('GET /api/getTutor: one statement for a page and its total, none once cached', async () => {
    const filtered =
      '/api/getTutor?q=e2e&subject=Physics&mode=online&minSalary=1&maxSalary=100000&location=a&role=tutor&verified=false&sort=-salary&limit=2';
    // The role filter is for admins only.
    // A new text search is counted against the address's search limit first.
    const [counted, ...cold] = await warmCost(filtered, ids.admin);
    expect(counted).toMatch(/rate_limit_counters/);
    expect(cold).toHaveLength(1);
    expect(cold[0]).toMatch(/count\(\*\)/);
    expect(cold[0]).toMatch(/LIMIT \$\d+ OFFSET \$\d+/);
    expect(await warmCost(filtered, ids.admin)).toEqual([]);
    // Another non-admin shares the cached page (the newest tutor's own call does not: it
    // shows their contact details), whatever the order of the parameters.
    await warmCost('/api/getTutor?limit=1&page=1', ids.tutor);
    expect(await warmCost('/api/getTutor?page=1&limit=1', ids.noProfile)).toEqual([]);
    expect(await warmCost('/api/getTutor?limit=1', otherTutor)).toHaveLength(1);
  });

  it('a text search reads its matches once, through the windows index of the searched text', async () => {
    await api().get('/api/me').set(authHeader(ids.tutor)).expect(200);
    const { queries, parameters } = await countQueries(target.app!, () =>
      api()
        .get('/api/getTutor?q=House%2012%2C%20Road%207&limit=3')
        .set(authHeader(ids.tutor))
        .expect(200),
    );
    const at = queries.findIndex((sql) => /count\(\*\)/.test(sql));
    // Planned over thousands of tutors (rolled back): a table this small is read whole.
    const plan = await target
      .app!.get(DataSource)
      .transaction(async (manager) => {
        // Six trigram indexes to fill on a shared test machine.
        await manager.query(`SET LOCAL statement_timeout = '60s'`);
        await manager.query(
          `INSERT INTO users ("firebaseUid", email, name, kind, role, study, location)
           SELECT 'plan-' || g, 'plan-' || g || '@example.com', 'Tutor ' || g, 'tutor', 'tutor',
             'BSc', 'House ' || g % 97 || ', Road ' || g % 40
           FROM generate_series(1, 2000) g`,
        );
        await manager.query('ANALYZE users');
        const [row] = (await manager.query(
          `EXPLAIN (FORMAT JSON) ${queries[at]}`,
          parameters[at],
        )) as [{ 'QUERY PLAN': unknown }];
        throw new Rollback(JSON.stringify(row['QUERY PLAN']));
      })
      .catch((e: unknown) => (e instanceof Rollback ? e.message : Promise.reject(e)));
    expect(plan.match(/"Index Name":"IDX_users_searched_windows"/g)).toHaveLength(1);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('a student with a tuition with a listed tutor reads their own page once, then none', async () => {
    const newest = (await api().get('/api/getTutor?limit=1').set(authHeader(ids.admin))).body as [
      { _id: string },
    ];
    const hirer = await createAccount(target, 'student', { kind: 'student' });
    await insertHire(target.app!, newest[0]._id, hirer.user!.id, 'accepted');
    await warmCost('/api/getTutor?limit=1&sort=newest', ids.noProfile);
    // Their page shows that tutor's contact details: read for them once, then kept.
    expect(await warmCost('/api/getTutor?limit=1&sort=newest', hirer)).not.toEqual([]);
    const again = await api()
      .get('/api/getTutor?limit=1&sort=newest')
      .set(authHeader(hirer))
      .expect(200);
    expect(again.body[0]).toHaveProperty('email');
    expect(await warmCost('/api/getTutor?limit=1&sort=newest', hirer)).toEqual([]);
    // Everyone else still gets the shared page, without them.
    const shared = await api()
      .get('/api/getTutor?limit=1&sort=newest')
      .set(authHeader(ids.noProfile))
      .expect(200);
    expect(shared.body[0]).not.toHaveProperty('email');
  });

  it("a student with a tuition reads their tutor's page with contact details once, then none", async () => {
    const tutor = await createAccount(target, 'tutor', { kind: 'tutor' });
    const hirer = await createAccount(target, 'student', { kind: 'student' });
    await insertHire(target.app!, tutor.user!.id, hirer.user!.id, 'accepted');
    const path = `/api/tutors/${tutor.user!.id}`;
    expect(await warmCost(path, hirer)).not.toEqual([]);
    expect(await warmCost(path, hirer)).toEqual([]);
    const seen = await api().get(path).set(authHeader(hirer)).expect(200);
    expect(seen.body).toHaveProperty('email');
    const other = await api().get(path).set(authHeader(ids.student)).expect(200);
    expect(other.body).not.toHaveProperty('email');
  });

  it('a write through this instance makes the next list call read again, once', async () => {
    await warmCost('/api/getTutor?limit=1', ids.tutor);
    await createAccount(target, 'tutor', { kind: 'tutor' });
    expect(await warmCost('/api/getTutor?limit=1', ids.tutor)).toHaveLength(1);
    expect(await warmCost('/api/getTutor?limit=1', ids.tutor)).toEqual([]);
  });

  it('GET /api/getStudent: one statement (and the search counted), none once cached', async () => {
    const path = '/api/getStudent?limit=1&q=e2e&role=student';
    const [counted, ...reads] = await warmCost(path, ids.admin);
    expect(counted).toMatch(/rate_limit_counters/);
    expect(reads).toHaveLength(1);
    expect(await warmCost(path, ids.admin)).toEqual([]);
  });

  it('GET /api/aboutUs: one statement, none once cached, for every caller', async () => {
    expect(await warmCost('/api/aboutUs')).toHaveLength(1);
    expect(await warmCost('/api/aboutUs', ids.admin)).toEqual([]);
  });

  it.each(['/api/getCourse?limit=1', '/api/getBlogs?limit=1', '/api/getTutorReview?limit=1'])(
    'GET %s: one statement anonymously and for an admin, none once cached',
    async (path) => {
      for (const who of [undefined, ids.admin]) {
        expect(await warmCost(path, who)).toHaveLength(1);
        expect(await warmCost(path, who)).toEqual([]);
      }
    },
  );

  it('GET /api/stats: one statement of four COUNTs', async () => {
    const queries = await warmCost('/api/stats', ids.admin);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/count\(\*\)/);
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
        'IDX_users_searched_trgm',
        'IDX_users_searched_windows',
        'IDX_users_kind_created_id',
        'IDX_users_kind_subject_created',
        'IDX_users_kind_role_created',
        'IDX_users_kind_salary',
        'IDX_users_kind_mode',
        'IDX_users_kind_verified_created_id',
        'IDX_users_kind_rating_created_id',
        'IDX_users_kind_salary_created_id',
        'IDX_users_kind_salary_desc_created_id',
      ]),
    );
  });
});
