import { TOTAL_COUNT_HEADER } from '@tutorhub/contracts';
import { DataSource } from 'typeorm';
import { identitiesForFile } from './support/file-setup';
import { authHeader, type TestIdentity } from './support/identities';
import { countQueries } from './support/queries';

/** Tutors this file adds, by the prefix of their sign-in id. */
const PREFIX = 'search-answers-';

/** Terms whose answer must be exactly the per-column ILIKE's. */
const TERMS = [
  // A street of the seeded addresses, and one whose road is a prefix of others.
  'House 12, Road 7',
  'house 3, road 1',
  'HOUSE 45',
  // Runs across two columns (the name's end, the study's start): matches nothing.
  'Karim\nBSc',
  'Karim BSc',
  // LIKE's wildcards are literal characters.
  '100%',
  '0% P',
  'Lab_2',
  '_',
  '%',
  // Quotes, braces and backslashes, as ASCII terms carry them to the database.
  '"B", {Block} 3\\4, O\'Neil',
  // Accents and Bangla.
  'Café',
  'ঢাকা',
  'গুলশান, ঢাকা',
  // Short, long and missing.
  'ab',
  'Dhaka',
  'Applied Physics',
  'no such place anywhere',
];

/** The list orders, as SQL. */
const ORDERS = {
  newest: '"createdAt" DESC, id DESC',
  rating: '"ratingAverage" DESC NULLS LAST, "createdAt" DESC, id DESC',
  salary: 'salary ASC NULLS LAST, "createdAt" DESC, id DESC',
  '-salary': 'salary DESC NULLS LAST, "createdAt" DESC, id DESC',
};

/** The answer as plain `ILIKE` on each column gives it: the ids in `sort`'s order. */
async function expected(
  db: DataSource,
  term: string,
  withEmail: boolean,
  sort: keyof typeof ORDERS = 'newest',
) {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const columns = ['name', 'study', 'subject', 'location', ...(withEmail ? ['email'] : [])];
  const rows = (await db.query(
    `SELECT id FROM users WHERE kind = 'tutor' ${withEmail ? '' : 'AND NOT suspended'}
       AND (${columns.map((c) => `"${c}" ILIKE $1`).join(' OR ')})
     ORDER BY ${ORDERS[sort]}`,
    [pattern],
  )) as Array<{ id: string }>;
  return rows.map((r) => r.id);
}

// In-process: rows are written and the statistics refreshed straight in the database.
describe('text search', () => {
  const { target, api, ids } = identitiesForFile({ RATE_LIMIT_SEARCH: '1000' });
  const db = () => target.app!.get(DataSource);

  // Nested, so its rows are removed before the file's app closes.
  describe('answers exactly what ILIKE on each column does', () => {
    beforeAll(async () => {
      // Addresses like the bench's, so the statistics know the common windows ("hou", "roa").
      await db().query(
        `INSERT INTO users ("firebaseUid", email, name, kind, role, study, subject, location,
         "teachingSubject", salary, "onlineOffline", "ratingAverage", "ratingCount", "createdAt")
       SELECT $1 || g, $1 || g || '@example.com',
         (ARRAY['Ayesha Rahman', 'Karim', 'Nusrat Das'])[1 + g % 3], 'tutor', 'tutor',
         (ARRAY['BSc, BUET', 'MSc', '100% Physics Lab_2'])[1 + g % 3], 'Applied Physics',
         CASE WHEN g % 50 = 0 THEN 'গুলশান, ঢাকা'
              WHEN g % 70 = 0 THEN 'Café Road, Sylhet'
              WHEN g % 90 = 0 THEN 'Flat "B", {Block} 3\\4, O''Neil Road'
              ELSE 'House ' || (1 + g % 97) || ', Road ' || (1 + (g / 97) % 40) || ', Dhaka' END,
         'Physics', CASE WHEN g % 9 > 0 THEN 1000 + (g * 7919) % 14001 END, 'both',
         CASE WHEN g % 4 > 0 THEN 1 + g % 5 END, CASE WHEN g % 4 > 0 THEN 1 ELSE 0 END,
         now() - g * interval '1 minute'
       FROM generate_series(1, 600) g`,
        [PREFIX],
      );
      // One suspended match: non-admins never see it, admins do.
      await db().query(`UPDATE users SET suspended = true WHERE "firebaseUid" = $1`, [
        `${PREFIX}12`,
      ]);
      await db().query('ANALYZE users');
    });

    afterAll(async () => {
      await db().query(`DELETE FROM users WHERE "firebaseUid" LIKE $1`, [`${PREFIX}%`]);
    });

    const answer = async (term: string, who: TestIdentity, more: Record<string, unknown> = {}) => {
      const res = await api()
        .get('/api/getTutor')
        .query({ q: term, limit: 100, ...more })
        .set(authHeader(who))
        .expect(200);
      return {
        ids: (res.body as Array<{ _id: string }>).map((t) => t._id),
        total: Number(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]),
      };
    };

    it.each(TERMS)('for a member: %j', async (term) => {
      const want = await expected(db(), term, false);
      const got = await answer(term, ids.student);
      expect(got.total).toBe(want.length);
      expect(got.ids).toEqual(want.slice(0, 100));
    });

    it.each(TERMS)('for an admin (email too, suspended too): %j', async (term) => {
      const want = await expected(db(), term, true);
      const got = await answer(term, ids.admin);
      expect(got.total).toBe(want.length);
      expect(got.ids).toEqual(want.slice(0, 100));
    });

    it.each(['rating', 'salary', '-salary'] as const)(
      'pages the matches in every order: %s',
      async (sort) => {
        const want = await expected(db(), 'Road 1', false, sort);
        expect(want.length).toBeGreaterThan(12);
        const second = await answer('Road 1', ids.student, { sort, limit: 5, page: 2 });
        expect(second.total).toBe(want.length);
        expect(second.ids).toEqual(want.slice(5, 10));
      },
    );

    it('finds a text with quotes, braces and backslashes through its windows', async () => {
      const term = '"B", {Block} 3\\4, O\'Neil';
      const want = await expected(db(), term, false);
      expect(want.length).toBeGreaterThan(0);
      expect((await answer(term, ids.student)).ids).toEqual(want);
    });

    it('answers a page past the last with the total and no rows', async () => {
      const want = await expected(db(), 'House 12, Road 7', false);
      const past = await answer('House 12, Road 7', ids.student, { limit: 5, page: 50 });
      expect(past).toEqual({ ids: [], total: want.length });
    });

    it('finds a street through its rarest windows, not the ones every address holds', async () => {
      await api().get('/api/me').set(authHeader(ids.tutor)).expect(200);
      const { queries, parameters } = await countQueries(target.app!, () =>
        api()
          .get('/api/getTutor')
          .query({ q: 'House 21, Road 3', limit: 5 })
          .set(authHeader(ids.tutor))
          .expect(200),
      );
      const at = queries.findIndex((sql) => /count\(\*\)/.test(sql));
      const windows = parameters[at].find(Array.isArray) as string[];
      // The number's and the road's windows; none of "house" and "road", which every address holds.
      expect(windows).toEqual(expect.arrayContaining([' 21', 'd 3']));
      for (const common of ['hou', 'ous', 'use', 'roa', 'oad']) {
        expect(windows).not.toContain(common);
      }
      const [row] = (await db().query(`EXPLAIN (FORMAT JSON) ${queries[at]}`, parameters[at])) as [
        { 'QUERY PLAN': unknown },
      ];
      const plan = JSON.stringify(row['QUERY PLAN']);
      expect(plan).toMatch(/"Index Name":"IDX_users_searched_windows"/);
      expect(plan).not.toMatch(/Seq Scan/);
    });
  });
});
