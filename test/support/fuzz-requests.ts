import fc from 'fast-check';
import { http, type Target } from './app';

// Generated hostile requests for every call of the OpenAPI document (fast-check arbitraries).

export type Caller = 'anonymous' | 'student' | 'tutor' | 'admin' | 'garbageToken';
const CALLERS: Caller[] = ['anonymous', 'student', 'tutor', 'admin', 'garbageToken'];
export type SignedInCaller = Exclude<Caller, 'anonymous' | 'garbageToken'>;

/** One call of the API, as the OpenAPI document describes it. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  template: string;
  queryNames: string[];
  bodyNames: string[];
  /** A body the documented rules accept, as far as the document tells: hostile values go in it. */
  bodySample: Record<string, unknown>;
}

export interface FuzzRequest {
  caller: Caller;
  path: string;
  query: string;
  contentType?: string;
  body?: string;
}

const NIL = '00000000-0000-4000-8000-000000000000';
// Marks text to send as a bare JSON number (1e400) that JSON.stringify cannot write itself.
const RAW = '\u0001raw:';

/** The calls of the OpenAPI document, with the query and body fields each documents. */
export async function listOperations(target: Target): Promise<Operation[]> {
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
export function requestFor(op: Operation, ids: string[]): fc.Arbitrary<FuzzRequest> {
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
