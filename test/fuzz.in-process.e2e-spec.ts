import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { http } from './support/app';
import { errorShapeProblem } from './support/error-shape';
import { targetForFile } from './support/file-setup';
import { createAccount, type TestIdentity } from './support/identities';
import { blogPayload, coursePayload } from './support/payloads';
import {
  type FuzzRequest,
  listOperations,
  type Operation,
  requestFor,
  type SignedInCaller,
} from './support/fuzz-requests';

/*
 * Property-based fuzzing of every call the OpenAPI document lists, as every kind of caller,
 * with generated hostile paths, query strings and bodies. Whatever is sent: no 5xx, every 4xx
 * in the error shape, and a refused request writes no row. FUZZ_RUNS (total requests) and
 * FUZZ_SEED override the fixed defaults; a failure names the seed that replays it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

// Tables whose rows are bookkeeping of the request itself, not records it asks to write.
const BOOKKEEPING = /^(migrations|typeorm_metadata|rate_limit.*)$/;

describe('fuzz: hostile requests on every call', () => {
  const { target } = targetForFile();
  let dataSource: DataSource;
  let operations: Operation[];
  let countSql: string;
  const callers = {} as Record<SignedInCaller, TestIdentity>;
  const ids: string[] = [];

  async function createCaller(name: SignedInCaller): Promise<void> {
    callers[name] =
      name === 'admin'
        ? await createAccount(target, 'admin', { admin: true })
        : await createAccount(target, name, { kind: name });
  }

  /** Row counts of every table that holds records. */
  async function rowCounts(): Promise<Record<string, number>> {
    const [row] = (await dataSource.query(countSql)) as Array<Record<string, number>>;
    return row;
  }

  /** Admin calls may delete or suspend an account: the callers are remade when touched. */
  async function keepCallersUsable(): Promise<void> {
    for (const name of Object.keys(callers) as SignedInCaller[]) {
      const rows = (await dataSource.query(
        'SELECT 1 FROM users WHERE id = $1 AND role = $2 AND NOT COALESCE(suspended, false)',
        [callers[name].user!.id, callers[name].user!.role],
      )) as unknown[];
      if (rows.length === 0) {
        await createCaller(name);
      }
    }
  }

  beforeAll(async () => {
    dataSource = target.app!.get(DataSource);
    await Promise.all((['student', 'tutor', 'admin'] as const).map(createCaller));
    // Records the generated ids may name (never the callers': those stay usable).
    const victims = await Promise.all([
      createAccount(target, 'tutor', { kind: 'tutor' }),
      createAccount(target, 'student', { kind: 'student' }),
    ]);
    const tutor = { Authorization: `Bearer ${victims[0].token}` };
    const course = await http(target).post('/api/coursePost').set(tutor).send(coursePayload());
    const blog = await http(target).post('/api/postBlog').set(tutor).send(blogPayload());
    ids.push(
      ...victims.map((v) => v.user!.id),
      course.body.insertedId as string,
      blog.body.insertedId as string,
    );

    // A live stream stays open as long as its client: its refusals are tested on their own.
    operations = (await listOperations(target)).filter((op) => op.template !== '/api/events');
    const tables = (
      (await dataSource.query(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      )) as Array<{ tablename: string }>
    )
      .map((t) => t.tablename)
      .filter((t) => !BOOKKEEPING.test(t));
    countSql = `SELECT ${tables.map((t) => `(SELECT count(*) FROM "${t}")::int AS "${t}"`).join(', ')}`;
  });

  async function send(op: Operation, req: FuzzRequest) {
    const url = req.path + (req.query ? `?${req.query}` : '');
    let test = http(target)[op.method](url);
    const token =
      req.caller === 'garbageToken'
        ? 'eyJhbGciOiJIUzI1NiJ9.garbage.garbage'
        : req.caller === 'anonymous'
          ? undefined
          : callers[req.caller].token;
    if (token) {
      test = test.set('Authorization', `Bearer ${token}`);
    }
    if (req.body !== undefined) {
      test = test.set('Content-Type', req.contentType ?? 'application/json').send(req.body);
    }
    return test;
  }

  it('lists the calls from the OpenAPI document', () => {
    const calls = operations.map((op) => `${op.method.toUpperCase()} ${op.template}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/getTutor',
        'POST /api/contact',
        'DELETE /api/tutorDelete/{id}',
        'POST /api/images',
      ]),
    );
    expect(operations.find((op) => op.template === '/api/getTutor')?.queryNames).toContain('q');
    expect(
      operations.find((op) => op.template === '/api/contact' && op.method === 'post')?.bodyNames,
    ).toContain('name');
  });

  it('answers no 5xx, every 4xx in the error shape, and writes nothing when it refuses', async () => {
    const runsPerOperation = Math.max(1, Math.ceil(RUNS / operations.length));
    let before = await rowCounts();
    for (const [index, op] of operations.entries()) {
      const label = `${op.method.toUpperCase()} ${op.template}`;
      try {
        await fc.assert(
          fc.asyncProperty(requestFor(op, ids), async (req) => {
            const res = await send(op, req);
            const problem =
              res.status >= 500
                ? `answered ${res.status}`
                : res.status >= 400
                  ? errorShapeProblem(res)
                  : undefined;
            if (problem) {
              throw new Error(`${problem}: ${res.text.slice(0, 300)}`);
            }
            const after = await rowCounts();
            if (res.status >= 400) {
              expect({ status: res.status, rows: after }).toEqual({
                status: res.status,
                rows: before,
              });
            } else {
              await keepCallersUsable();
              before = await rowCounts();
            }
          }),
          { numRuns: runsPerOperation, seed: SEED + index, endOnFailure: true },
        );
      } catch (e) {
        throw new Error(
          `${label} (seed ${SEED + index}; replay all with FUZZ_SEED=${SEED}): ${(e as Error).message}`,
        );
      }
    }
  }, 180_000);
});
