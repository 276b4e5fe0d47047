import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { createTarget, http, type Target } from './support/app';
import { errorShapeProblem } from './support/error-shape';
import { closeTarget, createAccount, type TestIdentity } from './support/identities';
import { blogPayload, coursePayload } from './support/payloads';

/*
 * Property-based fuzzing of every call the OpenAPI document lists, as every kind of caller,
 * with generated hostile paths, query strings and bodies. Whatever is sent: no 5xx, every 4xx
 * in the error shape, and a refused request writes no row. FUZZ_RUNS (total requests) and
 * FUZZ_SEED override the fixed defaults; a failure names the seed that replays it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

type Caller = 'anonymous' | 'student' | 'tutor' | 'admin' | 'garbageToken';
const CALLERS: Caller[] = ['anonymous', 'student', 'tutor', 'admin', 'garbageToken'];
type SignedInCaller = Exclude<Caller, 'anonymous' | 'garbageToken'>;

/** One call of the API, as the OpenAPI document describes it. */
interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  template: string;
  queryNames: string[];
  bodyNames: string[];
  /** A body the documented rules accept, as far as the document tells: hostile values go in it. */
  bodySample: Record<string, unknown>;
}

interface FuzzRequest {
  caller: Caller;
  path: string;
  query: string;
  contentType?: string;
  body?: string;
}

// Tables whose rows are bookkeeping of the request itself, not records it asks to write.
const BOOKKEEPING = /^(migrations|typeorm_metadata|rate_limit.*)$/;

const NIL = '00000000-0000-4000-8000-000000000000';
// Marks text to send as a bare JSON number (1e400) that JSON.stringify cannot write itself.
const RAW = '\u0001raw:';

describe('fuzz: hostile requests on every call', () => {
  let target: Target;
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
    target = await createTarget();
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

    operations = await listOperations(target);
    const tables = (
      (await dataSource.query(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
      )) as Array<{ tablename: string }>
    )
      .map((t) => t.tablename)
      .filter((t) => !BOOKKEEPING.test(t));
    countSql = `SELECT ${tables.map((t) => `(SELECT count(*) FROM "${t}")::int AS "${t}"`).join(', ')}`;
  });
  afterAll(async () => {
    await closeTarget(target);
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

/** The calls of the OpenAPI document, with the query and body fields each documents. */
async function listOperations(target: Target): Promise<Operation[]> {
  interface Param {
    name: string;
    in: string;
  }
  interface Schema {
    properties?: Record<string, Property>;
    $ref?: string;
  }
  interface Property {
    type?: string;
    format?: string;
    enum?: unknown[];
    example?: unknown;
    minimum?: number;
  }
  const sample = (p: Property): unknown =>
    p.example ??
    p.enum?.[0] ??
    (p.format === 'email'
      ? 'fuzz@example.com'
      : p.type === 'integer' || p.type === 'number'
        ? (p.minimum ?? 1)
        : p.type === 'boolean'
          ? true
          : 'fuzz');
  interface Doc {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Param[]; requestBody?: { content: Record<string, { schema?: Schema }> } }
      >
    >;
    components?: { schemas?: Record<string, Schema> };
  }
  const doc = (await http(target).get('/api/docs-json').expect(200)).body as Doc;
  const resolve = (schema?: Schema): Schema | undefined =>
    schema?.$ref ? doc.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const properties =
        resolve(Object.values(spec.requestBody?.content ?? {})[0]?.schema)?.properties ?? {};
      operations.push({
        method: method as Operation['method'],
        template,
        queryNames: (spec.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyNames: Object.keys(properties),
        bodySample: Object.fromEntries(Object.entries(properties).map(([k, p]) => [k, sample(p)])),
      });
    }
  }
  return operations;
}

/** Percent-encodes any text, lone surrogates as the (invalid) UTF-8 of their code unit. */
function encode(text: string): string {
  return [...text]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        const c = ch.charCodeAt(0);
        return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      }
    })
    .join('');
}

const HOSTILE_CHARS = [
  '\u0000',
  '\uD800',
  '\uDC00',
  '\uFFFF',
  '\u202E',
  '%',
  "'",
  '"',
  '\\',
  '\n',
  '😀',
  'é',
  '<',
  '{',
];
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const EDGE_TEXT = [
  '',
  ' ',
  '1e400',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  'Physics',
  'online',
  'Pending',
  'admin',
  'tutor',
  NIL,
  'a'.repeat(101),
  'a'.repeat(5000),
];

function arbitraries(ids: string[]) {
  const text = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc
      .array(fc.oneof(fc.constantFrom(...HOSTILE_CHARS), fc.string({ maxLength: 3 })), {
        maxLength: 6,
      })
      .map((parts) => parts.join('')),
    fc.constantFrom(...EDGE_TEXT, ...ids),
  );
  const hugeNumber = fc
    .constantFrom('1e400', '-1e400', '99999999999999999999', '1e-400', '-0')
    .map((n) => RAW + n);
  const nested = fc.integer({ min: 1, max: 40 }).map((depth) => {
    let value: unknown = 'deep';
    for (let i = 0; i < depth; i++) {
      value = i % 2 ? [value] : { a: value };
    }
    return value;
  });
  const scalar = fc.oneof(
    text,
    hugeNumber,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
  );
  const value = fc.oneof(
    { weight: 4, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        fc.oneof(fc.string({ maxLength: 5 }), fc.constantFrom(...HOSTILE_KEYS)),
        scalar,
        { maxKeys: 3 },
      ),
    },
    { weight: 1, arbitrary: nested },
  );
  return { text, value };
}

/** A generated request for `op`: its path ids, query fields and body fields, all hostile. */
function requestFor(op: Operation, ids: string[]): fc.Arbitrary<FuzzRequest> {
  const { text, value } = arbitraries(ids);
  const pathNames = [...op.template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const pathValues = fc.array(fc.oneof(fc.constantFrom(...ids, NIL), text), {
    minLength: pathNames.length,
    maxLength: pathNames.length,
  });
  const queryKey = fc.oneof(
    {
      weight: 4,
      arbitrary: op.queryNames.length ? fc.constantFrom(...op.queryNames) : fc.constant('q'),
    },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_KEYS, 'q[a]', 'page[]') },
    { weight: 1, arbitrary: fc.string({ maxLength: 5 }) },
  );
  // Key-value pairs; a repeated key is a duplicate query key.
  const query = fc.oneof(
    fc
      .array(fc.tuple(queryKey, text), { maxLength: 4 })
      .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')),
    fc.constantFrom('q=%E0%A4%A', 'page=%', 'limit=%zz', 'a=%00', '&&=&'),
  );
  const bodyKey = fc.oneof(
    {
      weight: 4,
      arbitrary: op.bodyNames.length ? fc.constantFrom(...op.bodyNames) : fc.constant('name'),
    },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
  );
  const jsonBody = fc
    .oneof(
      { weight: 5, arbitrary: fc.dictionary(bodyKey, value, { maxKeys: 6 }) },
      {
        weight: 5,
        arbitrary: fc
          .dictionary(bodyKey, value, { minKeys: 1, maxKeys: 2 })
          .map((hostile) => ({ ...op.bodySample, ...hostile })),
      },
      { weight: 1, arbitrary: value },
    )
    .map((v) =>
      JSON.stringify(v).replace(
        new RegExp(`"${RAW.replace('\u0001', '\\\\u0001')}([^"]*)"`, 'g'),
        '$1',
      ),
    );
  const body = fc.oneof(
    { weight: 6, arbitrary: jsonBody.map((b) => ({ contentType: 'application/json', body: b })) },
    { weight: 1, arbitrary: fc.constant({ contentType: undefined, body: undefined }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data',
          ),
          text,
        )
        .map(([contentType, b]) => ({ contentType, body: b })),
    },
  );
  return fc
    .record({ caller: fc.constantFrom(...CALLERS), pathValues, query, body })
    .map(({ caller, pathValues: values, query: q, body: b }) => ({
      caller,
      path: pathNames.reduce(
        (p, name, i) => p.replace(`{${name}}`, encode(values[i]) || '%20'),
        op.template,
      ),
      query: q,
      contentType: b.contentType,
      body: op.method === 'get' || op.method === 'delete' ? undefined : b.body,
    }));
}
