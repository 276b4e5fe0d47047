import { acceptImagesFrom, isImageUrl } from './image-urls';

const KEY = `${'3f1c'.repeat(16)}.webp`;

describe('isImageUrl', () => {
  afterEach(() => acceptImagesFrom({ hosts: [] }));

  it('accepts what our media store answers: /media/<key>, and the store URL prefix + key', () => {
    acceptImagesFrom({ storePrefix: 'https://cdn.tutorhub.example/media/', hosts: [] });
    expect(isImageUrl(`/media/${KEY}`)).toBe(true);
    expect(isImageUrl(`https://cdn.tutorhub.example/media/${KEY}`)).toBe(true);
  });

  it('refuses any other URL, however image-like, when no host is listed', () => {
    acceptImagesFrom({ storePrefix: 'https://cdn.tutorhub.example/media/', hosts: [] });
    for (const url of [
      'https://i.ibb.co/x/y.jpg',
      'https://cdn.tutorhub.example/media/other.webp',
      `https://cdn.tutorhub.example/media/../${KEY}`,
      `https://cdn.tutorhub.example/media/${KEY}?x=1`,
      '/media/abc.webp',
      `/media/../${KEY}`,
      `/media/sub/${KEY}`,
      `/media/${KEY.toUpperCase()}`,
      'javascript:alert(1)',
      '/etc/passwd',
      'data:image/png;base64,AAAA',
      42,
      null,
    ]) {
      expect([url, isImageUrl(url)]).toEqual([url, false]);
    }
  });

  it('accepts https URLs on hosts in IMAGE_HOSTS, exactly those hosts', () => {
    acceptImagesFrom({ hosts: [' I.ibb.co', 'cdn.example.com', ''] });
    expect(isImageUrl('https://i.ibb.co/x/y.jpg')).toBe(true);
    expect(isImageUrl('https://CDN.example.com/a.png')).toBe(true);
    expect(isImageUrl('http://i.ibb.co/x.jpg')).toBe(false);
    expect(isImageUrl('https://i.ibb.co.evil.net/x.jpg')).toBe(false);
    expect(isImageUrl('https://evil.net/i.ibb.co/x.jpg')).toBe(false);
    expect(isImageUrl('https://i.ibb.co@evil.net/x.jpg')).toBe(false);
    expect(isImageUrl('https://sub.cdn.example.com/a.png')).toBe(false);
  });
});
