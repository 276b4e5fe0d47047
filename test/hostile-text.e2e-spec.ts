import { http } from './support/app';
import { contact, describeHostile, type HostileRequest, NIL_ID } from './support/hostile-requests';

const HOSTILE_TEXT: HostileRequest[] = [
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
];

describeHostile(
  'hostile text answers a 4xx in the error shape, never a 5xx',
  HOSTILE_TEXT,
  (target) => {
    it('names the field and the character in the NUL message', async () => {
      const res = await http(target())
        .post('/api/contact')
        .send({ ...contact, name: 'Ra\u0000him' })
        .expect(400);
      expect(res.body.errors.name).toMatch(/^name .*NUL/);
    });
  },
);
