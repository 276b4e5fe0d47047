import { RULE_MESSAGES } from '@tutorhub/contracts';
import { identitiesForFile } from './support/file-setup';
import { authHeader, createAccount, fetchMe } from './support/identities';
import { samples, upload } from './support/images';
import {
  blogPayload,
  coursePayload,
  mediaUrl,
  studentPayload,
  tutorPayload,
} from './support/payloads';

/** Image URLs that no Tutor Hub's media store produced (and no test target lists as a host). */
const FOREIGN = [
  'https://tracker.invalid-host.example/pixel.webp',
  `https://evil.example.net${mediaUrl('stolen')}`,
  'http://images.example.com/a.webp',
  '/media/not-a-stored-image.webp',
  `/media/../${mediaUrl('x').slice('/media/'.length)}`,
  'data:image/png;base64,iVBORw0KGgo=',
  '//evil.example.net/a.webp',
];

describe('image fields accept only our media', () => {
  const { target, api, ids } = identitiesForFile();
  let uploaded: string;

  beforeAll(async () => {
    const res = await upload(
      target,
      ids.student.token,
      (await samples()).png,
      'p.png',
      'image/png',
    );
    expect(res.status).toBe(201);
    uploaded = res.body.data.display_url;
  });

  const register = async (kind: 'tutor' | 'student', image: string) => {
    const account = await createAccount(target, 'noProfile');
    const payload = kind === 'tutor' ? tutorPayload : studentPayload;
    const res = await api()
      .post(`/api/${kind}Info`)
      .set(authHeader(account))
      .send(payload(account.email, { image }));
    return { res, account };
  };
  const post = (path: string, body: Record<string, unknown>) =>
    api().post(path).set(authHeader(ids.tutor)).send(body);
  /** Each write with an image field, made by a caller allowed to make it. */
  const writes = {
    'tutor registration': async (image: string) => (await register('tutor', image)).res,
    'student registration': async (image: string) => (await register('student', image)).res,
    course: (image: string) => post('/api/coursePost', coursePayload({ image })),
    blog: (image: string) => post('/api/postBlog', blogPayload({ image })),
  };

  it.each(Object.keys(writes))('%s accepts the URL POST /api/images answered', async (name) => {
    const res = await writes[name as keyof typeof writes](uploaded);
    expect(res.status).toBe(201);
  });

  it.each(Object.keys(writes))(
    '%s refuses image URLs from anywhere else, with a message on the image field',
    async (name) => {
      for (const image of FOREIGN) {
        const res = await writes[name as keyof typeof writes](image);
        expect([image, res.status, res.body.errors]).toEqual([
          image,
          400,
          { image: RULE_MESSAGES.imageUrl },
        ]);
      }
    },
  );

  it('leaves a refused registration unwritten', async () => {
    const { res, account } = await register('tutor', FOREIGN[0]);
    expect(res.status).toBe(400);
    expect((await fetchMe(target, account.token)).kind).toBeNull();
  });
});
