import { createTarget, type Target } from './support/app';
import { closeTarget, createIdentities, type Identities } from './support/identities';
import { expectRefused, type HostileRequest, NIL_ID } from './support/hostile-requests';

const HOSTILE_VALUES: HostileRequest[] = [
  // Numbers out of any range
  {
    label: 'salary 1e400',
    method: 'get',
    path: '/api/getTutor?minSalary=1e400',
    as: 'student',
    status: 400,
    field: 'minSalary',
  },
  {
    label: 'a 20-digit page',
    method: 'get',
    path: '/api/getTutor?page=99999999999999999999',
    as: 'student',
    status: 400,
    field: 'page',
  },
  {
    label: 'a negative limit',
    method: 'get',
    path: '/api/getCourse?limit=-1',
    status: 400,
    field: 'limit',
  },
  {
    label: 'a fractional page',
    method: 'get',
    path: '/api/getBlogs?page=1.5',
    status: 400,
    field: 'page',
  },
  {
    label: 'page NaN',
    method: 'get',
    path: '/api/getTutorReview?page=NaN',
    status: 400,
    field: 'page',
  },
  {
    label: 'rating 1e400 in raw JSON',
    method: 'post',
    path: '/api/tutorReview',
    as: 'student',
    raw: '{"message":"ok","rating":1e400}',
    status: 400,
    field: 'rating',
  },
  {
    label: 'amount -1e400 in raw JSON',
    method: 'post',
    path: '/api/coursePost',
    as: 'tutor',
    raw: '{"amount":-1e400}',
    status: 400,
    field: 'amount',
  },
  // Prototype keys
  {
    label: '__proto__ in a query',
    method: 'get',
    path: '/api/getCourse?__proto__=x',
    status: 400,
    field: '__proto__',
  },
  {
    label: 'constructor in a query',
    method: 'get',
    path: '/api/getBlogs?constructor=x',
    status: 400,
    field: 'constructor',
  },
  {
    label: '__proto__ in a JSON body',
    method: 'post',
    path: '/api/contact',
    raw: '{"name":"a","email":"rahim@example.com","message":"x","__proto__":{"admin":true}}',
    status: 400,
  },
  {
    label: 'constructor.prototype in a JSON body',
    method: 'post',
    path: '/api/contact',
    raw: '{"name":"a","email":"rahim@example.com","message":"x","constructor":{"prototype":{"admin":true}}}',
    status: 400,
  },
  {
    label: 'constructor in a JSON body',
    method: 'post',
    path: '/api/newsletter',
    body: { email: 'rahim@example.com', constructor: 1 },
    status: 400,
    field: 'constructor',
  },
  {
    label: '__proto__ in a form-encoded body',
    method: 'post',
    path: '/api/contact',
    raw: '__proto__=x',
    type: 'application/x-www-form-urlencoded',
    status: 400,
  },
  // Nesting
  {
    label: '5,000 nested arrays',
    method: 'post',
    path: '/api/contact',
    raw: '['.repeat(5000) + ']'.repeat(5000),
    status: 400,
  },
  {
    label: '10 nested objects in a field',
    method: 'post',
    path: '/api/contact',
    raw: `{"name":${'{"a":'.repeat(10)}1${'}'.repeat(10)},"email":"rahim@example.com","message":"x"}`,
    status: 400,
  },
  {
    label: 'bracket syntax in a query',
    method: 'get',
    path: '/api/getTutor?q[a][b]=1',
    as: 'student',
    status: 400,
  },
  // Duplicate query keys
  {
    label: 'two subjects',
    method: 'get',
    path: '/api/getTutor?subject=Physics&subject=Chemistry',
    as: 'student',
    status: 400,
    field: 'subject',
  },
  {
    label: 'two searches',
    method: 'get',
    path: '/api/getStudent?q=a&q=b',
    as: 'admin',
    status: 400,
    field: 'q',
  },
  {
    label: 'two pages',
    method: 'get',
    path: '/api/getCourse?page=1&page=2',
    status: 400,
    field: 'page',
  },
  // Wrong JSON types
  {
    label: 'fields of the wrong types',
    method: 'post',
    path: '/api/contact',
    body: { name: 5, email: ['a'], message: { x: 1 } },
    status: 400,
    field: 'name',
  },
  {
    label: 'a rating as text',
    method: 'post',
    path: '/api/tutorReview',
    as: 'student',
    body: { message: 'ok', rating: 'five' },
    status: 400,
    field: 'rating',
  },
  {
    label: 'admin as a string',
    method: 'patch',
    path: `/api/tutorUpdate/${NIL_ID}`,
    as: 'admin',
    body: { role: 1 },
    status: 400,
    field: 'role',
  },
  {
    label: 'a JSON array body',
    method: 'post',
    path: '/api/newsletter',
    raw: '[{"email":"rahim@example.com"}]',
    status: 400,
  },
  {
    label: 'a JSON number body',
    method: 'post',
    path: '/api/newsletter',
    raw: '1e400',
    status: 400,
  },
  { label: 'malformed JSON', method: 'post', path: '/api/contact', raw: '{"name":', status: 400 },
  { label: 'an empty JSON body', method: 'post', path: '/api/contact', raw: '', status: 400 },
];

describe('hostile values answer a 4xx in the error shape, never a 5xx', () => {
  let target: Target;
  let ids: Identities;

  beforeAll(async () => {
    target = await createTarget();
    ids = await createIdentities(target);
  });
  afterAll(async () => {
    await closeTarget(target);
  });

  it.each(HOSTILE_VALUES.map((h) => [h.label, h] as const))('%s', (_label, h) =>
    expectRefused(target, ids, h),
  );
});
