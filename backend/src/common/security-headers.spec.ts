import { BUILT_SUBRESOURCE, securityHeaders, subresourceHeaders } from './security-headers';

describe('the security headers of built code', () => {
  it.each([
    '/assets/index-abc.js',
    '/assets/start-libs-x.js?v=2',
    '/assets/noto-400.woff2',
    '/assets/app.css',
  ])('treats %s as a built script, style sheet or font', (url) =>
    expect(BUILT_SUBRESOURCE.test(url)).toBe(true),
  );

  it.each([
    '/',
    '/assets',
    '/assets/logo.svg',
    '/assets/page.html',
    '/api/assets/x.js',
    '/aboutUs?file=/assets/a.js',
    '/media/a.js',
  ])('treats %s as something that may be shown as a document', (url) =>
    expect(BUILT_SUBRESOURCE.test(url)).toBe(false),
  );

  it('keeps only the headers that act on a script: no sniffing, no use by other sites', async () => {
    const all = await securityHeaders({ crossOriginEmbedderPolicy: false });
    expect(all['content-security-policy']).toBeDefined();
    expect(subresourceHeaders(all)).toEqual({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
  });
});
