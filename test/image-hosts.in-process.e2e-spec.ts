import { RULE_MESSAGES } from '@tutorhub/contracts';
import { identitiesForFile } from './support/file-setup';
import { authHeader } from './support/identities';
import { blogPayload } from './support/payloads';

// In-process only: the app is built with its own IMAGE_HOSTS.
describe('IMAGE_HOSTS', () => {
  const { api, ids } = identitiesForFile({ IMAGE_HOSTS: 'cdn.example.com, i.ibb.co' });
  const postBlog = (image: string) =>
    api().post('/api/postBlog').set(authHeader(ids.student)).send(blogPayload({ image }));

  it.each(['https://cdn.example.com/blogs/a.webp', 'https://I.IBB.CO/x/y.jpg'])(
    'accepts an https image on a listed host: %s',
    async (image) => {
      await postBlog(image).expect(201);
    },
  );

  it.each([
    'http://cdn.example.com/a.webp',
    'https://cdn.example.com.evil.net/a.webp',
    'https://static.cdn.example.com/a.webp',
    'https://cdn.example.com@evil.net/a.webp',
    'https://other.example.org/a.webp',
  ])('refuses %s (not https, or not exactly a listed host)', async (image) => {
    const res = await postBlog(image).expect(400);
    expect(res.body.errors).toEqual({ image: RULE_MESSAGES.imageUrl });
  });
});
