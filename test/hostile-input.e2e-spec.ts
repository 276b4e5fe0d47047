import { createTarget, http, type Target } from './support/app';
import { expectErrorShape } from './support/error-shape';
import {
  authHeader,
  closeTarget,
  createIdentities,
  type Identities,
  type IdentityName,
} from './support/identities';

/** One request no client of ours sends, and the 4xx it must get. */
interface HostileRequest {
  label: string;
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  as?: IdentityName;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with `type` (default application/json). */
  raw?: string;
  type?: string;
  status: number;
  /** The field `errors` must name. */
  field?: string;
}

const NIL_ID = '00000000-0000-4000-8000-000000000000';
const contact = { name: 'Rahim', email: 'rahim@example.com', message: 'Hello' };
const multipart = (boundary: string, parts: string) => ({
  type: `multipart/form-data; boundary=${boundary}`,
  raw: parts,
});
const filePart = (field: string, content: string) =>
  `--b\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
  `Content-Type: image/png\r\n\r\n${content}`;

const HOSTILE: HostileRequest[] = [
  // Text PostgreSQL cannot store, or that is not Unicode
  {
    label: 'NUL in a search',
    method: 'get',
    path: '/api/getTutor?q=%00',
    as: 'student',
    status: 400,
    field: 'q',
  },
  {
    label: 'NUL inside a search',
    method: 'get',
    path: '/api/getStudent?q=ab%00cd',
    as: 'admin',
    status: 400,
    field: 'q',
  },
  {
    label: 'NUL in a location filter',
    method: 'get',
    path: '/api/getTutor?location=Dhaka%00',
    as: 'tutor',
    status: 400,
    field: 'location',
  },
  {
    label: 'NUL in a contact name',
    method: 'post',
    path: '/api/contact',
    body: { ...contact, name: 'Ra\u0000him' },
    status: 400,
    field: 'name',
  },
  {
    label: 'escaped NUL in raw JSON',
    method: 'post',
    path: '/api/contact',
    raw: '{"name":"a\\u0000","email":"rahim@example.com","message":"Hello"}',
    status: 400,
    field: 'name',
  },
  {
    label: 'NUL in a newsletter email',
    method: 'post',
    path: '/api/newsletter',
    body: { email: 'a\u0000@example.com' },
    status: 400,
    field: 'email',
  },
  {
    label: 'NUL in a review',
    method: 'post',
    path: '/api/tutorReview',
    as: 'student',
    body: { message: 'ok\u0000', rating: 5 },
    status: 400,
    field: 'message',
  },
  {
    label: 'NUL in a course status',
    method: 'patch',
    path: `/api/updateCourse/${NIL_ID}`,
    as: 'admin',
    body: { status: 'Accepted\u0000' },
    status: 400,
    field: 'status',
  },
  { label: 'NUL as a path id', method: 'get', path: '/api/getBlogs/%00', status: 400, field: 'id' },
  {
    label: 'NUL in a form-encoded body',
    method: 'post',
    path: '/api/contact',
    raw: 'name=a%00&email=rahim%40example.com&message=x',
    type: 'application/x-www-form-urlencoded',
    status: 400,
    field: 'name',
  },
  {
    label: 'a lone high surrogate',
    method: 'post',
    path: '/api/contact',
    raw: '{"name":"a\\ud800","email":"rahim@example.com","message":"Hello"}',
    status: 400,
    field: 'name',
  },
  {
    label: 'a lone low surrogate',
    method: 'post',
    path: '/api/contact',
    raw: '{"name":"Rahim","email":"rahim@example.com","message":"\\udc00x"}',
    status: 400,
    field: 'message',
  },
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
  // Content types
  {
    label: 'XML',
    method: 'post',
    path: '/api/contact',
    raw: '<contact/>',
    type: 'application/xml',
    status: 415,
  },
  {
    label: 'plain text',
    method: 'post',
    path: '/api/newsletter',
    raw: 'rahim@example.com',
    type: 'text/plain',
    status: 400,
  },
  {
    label: 'multipart to a JSON call',
    method: 'post',
    path: '/api/newsletter',
    ...multipart(
      'b',
      '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.com\r\n--b--\r\n',
    ),
    status: 400,
  },
  {
    label: 'a JSON body to the upload',
    method: 'post',
    path: '/api/images',
    as: 'student',
    raw: '{"image":"x"}',
    status: 400,
  },
  // Multipart uploads
  {
    label: 'multipart without a boundary',
    method: 'post',
    path: '/api/images',
    as: 'student',
    raw: 'garbage',
    type: 'multipart/form-data',
    status: 400,
  },
  {
    label: 'a truncated multipart body',
    method: 'post',
    path: '/api/images',
    as: 'student',
    ...multipart('b', filePart('image', 'PNGDATA')),
    status: 400,
  },
  {
    label: 'multipart of the wrong field',
    method: 'post',
    path: '/api/images',
    as: 'student',
    ...multipart('b', `${filePart('photo', 'x')}\r\n--b--\r\n`),
    status: 400,
  },
  {
    label: 'an image that is not one',
    method: 'post',
    path: '/api/images',
    as: 'student',
    ...multipart('b', `${filePart('image', 'not an image')}\r\n--b--\r\n`),
    status: 400,
  },
  {
    label: 'an empty multipart body',
    method: 'post',
    path: '/api/images',
    as: 'student',
    ...multipart('b', '--b--\r\n'),
    status: 400,
  },
  // Paths and ids
  {
    label: 'a 5,000-character path',
    method: 'get',
    path: `/api/getBlogs/${'a'.repeat(5000)}`,
    status: 414,
  },
  // Longer request lines meet the proxy's limit (nginx answers 414 itself) before the API.
  {
    label: 'a 7,000-character unknown path',
    method: 'get',
    path: `/api/${'a'.repeat(7000)}`,
    status: 404,
  },
  { label: 'an id that is not a uuid', method: 'get', path: '/api/getCourse/123', status: 400 },
  {
    label: 'an SQL id',
    method: 'delete',
    path: "/api/deleteBlog/1'%20OR%20'1'='1",
    as: 'admin',
    status: 400,
  },
  {
    label: 'a uuid with a suffix',
    method: 'patch',
    path: `/api/studentUpdate/${NIL_ID}x`,
    as: 'admin',
    body: {},
    status: 400,
  },
  {
    label: 'bad percent-encoding in a path',
    method: 'get',
    path: '/api/getBlogs/%E0%A4%A',
    status: 400,
  },
  {
    label: 'a path of dots',
    method: 'get',
    path: '/api/getBlogs/..%2F..%2Fetc%2Fpasswd',
    status: 400,
  },
];

describe('hostile input answers a 4xx in the error shape, never a 5xx', () => {
  let target: Target;
  let ids: Identities;

  beforeAll(async () => {
    target = await createTarget();
    ids = await createIdentities(target);
  });
  afterAll(async () => {
    await closeTarget(target);
  });

  it.each(HOSTILE.map((h) => [h.label, h] as const))('%s', async (_label, h) => {
    const agent = http(target);
    let req = agent[h.method](h.path).set(authHeader(ids[h.as ?? 'anonymous']));
    if (h.raw !== undefined) {
      req = req.set('Content-Type', h.type ?? 'application/json').send(h.raw);
    } else if (h.body !== undefined) {
      req = req.send(h.body as object);
    }
    const res = await req;
    expect({ status: res.status, body: res.body as unknown }).toMatchObject({ status: h.status });
    expectErrorShape(res);
    if (h.field) {
      expect(Object.keys(res.body.errors ?? {})).toContain(h.field);
    }
  });

  it('names the field and the character in the NUL message', async () => {
    const res = await http(target)
      .post('/api/contact')
      .send({ ...contact, name: 'Ra\u0000him' })
      .expect(400);
    expect(res.body.errors.name).toMatch(/^name .*NUL/);
  });
});
