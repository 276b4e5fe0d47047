import { describeHostile, type HostileRequest, NIL_ID } from './support/hostile-requests';

const multipart = (boundary: string, parts: string) => ({
  type: `multipart/form-data; boundary=${boundary}`,
  raw: parts,
});
const filePart = (field: string, content: string) =>
  `--b\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
  `Content-Type: image/png\r\n\r\n${content}`;

const HOSTILE_TRANSPORT: HostileRequest[] = [
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

describeHostile(
  'hostile bodies, content types and paths answer a 4xx in the error shape, never a 5xx',
  HOSTILE_TRANSPORT,
);
