import { http } from './support/app';
import { targetForFile } from './support/file-setup';

type Operation = {
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema: unknown }>; headers?: object }>;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  parameters?: Array<{ name: string; in: string }>;
};

/** Each marketplace call: method, path, who may call, success status, body DTO. */
const CALLS: Array<[string, string, 'public' | 'bearer', string, string | null]> = [
  ['post', '/api/tutorInfo', 'bearer', '201', 'CreateTutorDto'],
  ['get', '/api/getTutor', 'bearer', '200', null],
  ['patch', '/api/tutorUpdate/{id}', 'bearer', '200', 'PromoteDto'],
  ['delete', '/api/tutorDelete/{id}', 'bearer', '200', null],
  ['post', '/api/studentInfo', 'bearer', '201', 'CreateStudentDto'],
  ['get', '/api/getStudent', 'bearer', '200', null],
  ['patch', '/api/studentUpdate/{id}', 'bearer', '200', 'PromoteDto'],
  ['delete', '/api/studentDelete/{id}', 'bearer', '200', null],
  ['post', '/api/tutorReview', 'bearer', '201', 'CreateReviewDto'],
  ['get', '/api/getTutorReview', 'public', '200', null],
  ['post', '/api/postBlog', 'bearer', '201', 'CreateBlogDto'],
  ['get', '/api/getBlogs', 'public', '200', null],
  ['get', '/api/getBlogs/{id}', 'public', '200', null],
  ['delete', '/api/deleteBlog/{id}', 'bearer', '200', null],
  ['post', '/api/coursePost', 'bearer', '201', 'CreateCourseDto'],
  ['get', '/api/getCourse', 'public', '200', null],
  ['get', '/api/getCourse/{id}', 'public', '200', null],
  ['patch', '/api/updateCourse/{id}', 'bearer', '200', 'CourseStatusDto'],
  ['delete', '/api/deleteCourse/{id}', 'bearer', '200', null],
  ['get', '/api/aboutUs', 'public', '200', null],
  ['get', '/api/stats', 'bearer', '200', null],
  ['post', '/api/contact', 'public', '201', 'CreateContactDto'],
  ['get', '/api/contact', 'bearer', '200', null],
  ['post', '/api/newsletter', 'public', '201', 'NewsletterDto'],
  ['delete', '/api/deleteReview/{id}', 'bearer', '200', null],
  ['patch', '/api/admin/accounts/{id}/role', 'bearer', '200', 'AdminRoleDto'],
  ['patch', '/api/admin/accounts/{id}/suspension', 'bearer', '200', 'SuspensionDto'],
  ['get', '/api/admin/audit', 'bearer', '200', null],
  ['post', '/api/jobs', 'bearer', '201', 'CreateJobDto'],
  ['get', '/api/jobs', 'public', '200', null],
  ['get', '/api/jobs/mine', 'bearer', '200', null],
  ['get', '/api/jobs/{id}', 'public', '200', null],
  ['patch', '/api/jobs/{id}', 'bearer', '200', 'EditJobDto'],
  ['get', '/api/admin/jobs', 'bearer', '200', null],
  ['patch', '/api/admin/jobs/{id}', 'bearer', '200', 'ReviewJobDto'],
  ['post', '/api/jobs/{id}/applications', 'bearer', '201', 'CreateApplicationDto'],
  ['get', '/api/applications/mine', 'bearer', '200', null],
  ['patch', '/api/applications/{id}', 'bearer', '200', 'MoveApplicationDto'],
];

describe('the marketplace calls in the OpenAPI document', () => {
  const { target } = targetForFile();
  let doc: {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  };

  beforeAll(async () => {
    doc = (await http(target).get('/api/docs-json').expect(200)).body;
  });

  it.each(CALLS)('%s %s: auth, answers and DTOs', (method, path, auth, ok, dto) => {
    const op = doc.paths[path]?.[method];
    expect(op).toBeDefined();
    expect(op.responses[ok]?.content).toBeDefined();
    if (auth === 'bearer') {
      expect(op.security).toEqual(expect.arrayContaining([{ bearer: [] }]));
      expect(op.responses['401']).toBeDefined();
    } else {
      expect(op.responses['401']).toBeUndefined();
    }
    if (dto) {
      expect(op.requestBody?.content['application/json'].schema.$ref).toBe(
        `#/components/schemas/${dto}`,
      );
      expect(op.responses['400']).toBeDefined();
    }
    if (path.includes('{id}')) {
      expect(op.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]),
      );
      expect(op.responses['400']).toBeDefined();
      expect(op.responses['404']).toBeDefined();
    }
    if (method === 'get' && !path.includes('{id}') && path !== '/api/stats') {
      expect(op.responses['200'].headers).toHaveProperty('X-Total-Count');
    }
  });

  it('documents the answer shapes with the original wire names', () => {
    const props = (name: string) =>
      Object.keys((doc.components.schemas[name] as { properties: object }).properties);
    expect(props('TutorDto')).toEqual(
      expect.arrayContaining(['_id', 'role', 'teachingSubject', 'salary', 'onlineOffline']),
    );
    expect(props('TeamMemberDto')).toEqual(['_id', 'Image', 'Name', 'Role']);
    expect(props('BlogDto')).toEqual(
      expect.arrayContaining(['publishedAt', 'publishedDate', 'time']),
    );
    expect(props('ErrorBodyDto')).toEqual([
      'statusCode',
      'error',
      'message',
      'code',
      'params',
      'errors',
      'codes',
      'fieldParams',
    ]);
  });
});
