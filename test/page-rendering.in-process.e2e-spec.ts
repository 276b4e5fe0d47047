import { LIMITS } from '@tutorhub/contracts';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Blog, Course } from '../frontend/src/store/apiTypes';
import { http } from './support/app';
import { identitiesForFile } from './support/file-setup';
import { authHeader } from './support/identities';
import { marker } from './support/payloads';
import { acceptCourse, postBlog, postCourse } from './support/posts';
import { teamMembersFor } from './support/queries';
import { appShell, pageData, STATIC_DIR } from './support/rendered-pages';
import { RenderedPageCache } from '../backend/src/rendered-page-cache';

// In-process only: the app serves the web app as built.

/** The text of the page's markup, tags stripped. */
function rootText(html: string): string {
  const root = /<div id="root"[^>]*>([\s\S]*)<\/div><script type="application\/json"/.exec(html);
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };
  return (root?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_entity, name: string) => entities[name]);
}

describe('pages rendered by the API with their data', () => {
  const { target, api, ids } = identitiesForFile({ STATIC_DIR });

  beforeAll(() => {
    expect(fs.existsSync(path.join(STATIC_DIR, 'server/entry-prerender.cjs'))).toBe(true);
  });

  it('sends a blog post with its title and text in the HTML, and its data for the start-up', async () => {
    const tag = marker('rendered');
    const id = await postBlog(target, ids.tutor, {
      name: `Rendered post ${tag}`,
      description: `A post the visitor reads before any code runs ${tag}.`,
    });
    const res = await api().get(`/getBlogs/${id}`).expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect(res.text).toContain(`data-path="/getBlogs/${id}"`);
    expect(rootText(res.text)).toContain(`Rendered post ${tag}`);
    expect(rootText(res.text)).toContain(`A post the visitor reads before any code runs ${tag}.`);
    const answers = Object.values(pageData(res.text).api.queries).map((q) => q.data as Blog);
    expect(answers).toEqual([expect.objectContaining({ _id: id, name: `Rendered post ${tag}` })]);
  });

  it("renders with the browser build's style class names, so the browser adopts the page's styles", async () => {
    // This process runs with NODE_ENV=test: a development build would label every class.
    const res = await api().get('/aboutUs').expect(200);
    const classes = [...res.text.matchAll(/\bcss-[\w-]+/g)].map(([name]) => name);
    expect(classes.length).toBeGreaterThan(10);
    expect(classes.filter((name) => /^css-[a-z0-9]+-/.test(name))).toEqual([]);
    const prerendered = fs.readFileSync(path.join(STATIC_DIR, 'index.html'), 'utf8');
    const toolbar = (html: string) => /class="MuiToolbar-root[^"]*"/.exec(html)?.[0];
    expect(toolbar(res.text)).toBe(toolbar(prerendered));
  });

  it('answers the app shell for a post that does not exist, so the browser shows why', async () => {
    const res = await api().get(`/getBlogs/${crypto.randomUUID()}`).expect(200);
    expect(res.text).toBe(appShell());
  });

  it('sends an accepted course with its name; a pending one only as the shell', async () => {
    const tag = marker('course');
    const accepted = await postCourse(target, ids.tutor, {
      courseName: `Rendered course ${tag}`,
    });
    await acceptCourse(target, ids.admin, accepted);
    const pending = await postCourse(target, ids.tutor, {
      courseName: `Pending course ${tag}`,
    });
    const res = await api().get(`/getCourse/${accepted}`).expect(200);
    expect(rootText(res.text)).toContain(`Rendered course ${tag}`);
    const course = Object.values(pageData(res.text).api.queries)[0].data as Course;
    expect(course._id).toBe(accepted);
    const hidden = await api().get(`/getCourse/${pending}`).expect(200);
    expect(hidden.text).not.toContain(`Pending course ${tag}`);
    expect(hidden.text).toBe(appShell());
  });

  describe('Home', () => {
    const prerendered = () => fs.readFileSync(path.join(STATIC_DIR, 'index.html'), 'utf8');

    it('is sent with the newest reviews and blog posts in it, complete: nothing loading, the way in to write a review', async () => {
      const tag = marker('home');
      const message = `Found a Physics tutor in a day ${tag}`;
      await http(target)
        .post('/api/tutorReview')
        .set(authHeader(ids.student))
        .send({ message, rating: 5 })
        .expect(201);
      const blogId = await postBlog(target, ids.tutor, { name: `Home post ${tag}` });
      const res = await api().get('/').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('data-path="/"');
      const answers = Object.values(pageData(res.text).api.queries).map(
        (query) => query.data as { items: { _id: string; name: string; message?: string }[] },
      );
      const [reviews, blogs] = [
        answers.find((a) => a.items.some((r) => r.message)),
        answers.find((a) => a.items.some((b) => b._id === blogId)),
      ];
      expect(reviews?.items.map((review) => review.message)).toContain(message);
      const text = rootText(res.text);
      for (const review of reviews!.items) {
        expect(text).toContain(review.message);
      }
      for (const blog of blogs!.items.slice(0, LIMITS.homeBlogPreview)) {
        expect(text).toContain(blog.name);
      }
      // What the loader reads as complete: the visitor's browser runs no code until asked.
      expect(res.text).not.toContain('aria-busy="true"');
      // No session cookie came: the review box asks the visitor to log in.
      expect(pageData(res.text).auth.status).toBe('signedOut');
      expect(text).toContain('Log in to write a review');
      expect(res.text).not.toMatch(/<form[\s>]/);
    });

    it('is sent as 304 to a browser that holds it, until a new post changes it', async () => {
      const first = await api().get('/').set('Accept-Encoding', 'br').expect(200);
      expect(first.headers['content-encoding']).toBe('br');
      const etag = first.headers.etag;
      await api().get('/').set('Accept-Encoding', 'br').set('If-None-Match', etag).expect(304);
      const tag = marker('fresh');
      const blogId = await postBlog(target, ids.tutor, { name: `Fresh post ${tag}` });
      const next = await api()
        .get('/')
        .set('Accept-Encoding', 'br')
        .set('If-None-Match', etag)
        .expect(200);
      expect(next.headers.etag).not.toBe(etag);
      const answers = Object.values(pageData(next.text).api.queries).map(
        (query) => query.data as { items: { _id: string }[] },
      );
      expect(answers.flatMap((answer) => answer.items.map((item) => item._id))).toContain(blogId);
    });

    it('is sent in Bangla, with its data, to a browser that prefers it', async () => {
      const res = await api().get('/').set('Accept-Language', 'bn-BD,bn;q=0.9').expect(200);
      expect(res.text).toContain('<html lang="bn">');
      expect(res.text).toContain('data-prerendered="bn"');
      expect(Object.keys(pageData(res.text).api.queries)).toHaveLength(2);
    });

    it("carries a visitor's Login link, in the bar and in the phone menu, and the menu as a native popover", async () => {
      const res = await api().get('/').expect(200);
      expect(res.text).toMatch(/href="\/login"[^>]*>Login<\/a>/);
      expect(res.text).toMatch(/href="\/login"[^>]*><div[^>]*><span[^>]*>Login<\/span>/);
      expect(res.text).toContain('popover="auto"');
      expect(res.text).not.toContain('aria-label="Open profile menu"');
    });

    it('is sent in the language its link asks for, which is remembered for the next pages', async () => {
      const res = await api()
        .get('/?lang=bn')
        .set('Cookie', 'tutorhub.language=en')
        .set('Accept-Language', 'en')
        .expect(200);
      expect(res.text).toContain('<html lang="bn">');
      expect(res.headers['set-cookie']).toEqual([
        'tutorhub.language=bn; Path=/; Max-Age=31536000; SameSite=Lax',
      ]);
      // The switch's own links lead to this page in each language.
      expect(res.text).toContain('href="/?lang=en"');
      const unknown = await api().get('/?lang=fr').set('Accept-Language', 'en').expect(200);
      expect(unknown.text).toContain('<html lang="en">');
      expect(unknown.headers['set-cookie']).toBeUndefined();
    });

    it('answers a crowd with the page rendered or as built ahead, never the shell or an error', async () => {
      const answers = await Promise.all(Array.from({ length: 24 }, () => api().get('/')));
      expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
      const rendered = answers.filter((res) =>
        res.text.includes('<script type="application/json"'),
      );
      const built = answers.filter((res) => res.text === prerendered());
      expect(rendered.length).toBeGreaterThan(0);
      expect(rendered.length + built.length).toBe(answers.length);
    });
  });

  describe('About Us', () => {
    const tag = marker('team');
    // First in the display order, so that they are the members the page shows.
    teamMembersFor(
      () => target.app!,
      tag,
      ['Nabila', 'Tanvir'],
      -900_000 - Math.floor(Math.random() * 90_000),
    );

    it('is sent with the team, in Bangla to a browser that prefers it', async () => {
      const res = await api().get('/aboutUs').set('Accept-Language', 'bn-BD,bn;q=0.9').expect(200);
      expect(res.text).toContain('<html lang="bn">');
      expect(res.text).toContain('data-prerendered="bn"');
      expect(rootText(res.text)).toContain(`Tanvir ${tag}`);
      expect(rootText(res.text)).toContain(`Nabila ${tag}`);
      expect(res.text).toContain('src="/media/Tanvir.webp"');
    });

    it('is rendered and kept once for its path: query strings it does not use are no new render', async () => {
      const kept = jest.spyOn(RenderedPageCache.prototype, 'set');
      try {
        const first = await api().get('/aboutUs?utm_source=first').expect(200);
        expect(rootText(first.text)).toContain(`Tanvir ${tag}`);
        const rendersBefore = kept.mock.calls.length;
        for (let i = 0; i < 20; i++) {
          const res = await api().get(`/aboutUs?ref=${i}&q=${marker()}`).expect(200);
          expect(res.headers.etag).toBe(first.headers.etag);
        }
        expect(kept.mock.calls.length).toBe(rendersBefore);
        expect(kept.mock.calls.map(([key]) => key).filter((key) => key.includes('?'))).toEqual([]);
      } finally {
        kept.mockRestore();
      }
    });
  });

  describe('a list longer than a page', () => {
    const tag = marker('long');
    // Far down the display order, one more than a page of the list.
    const names = Array.from({ length: LIMITS.pageSizeDefault + 1 }, (_, i) => `Member${i}`);
    teamMembersFor(() => target.app!, tag, names, 800_000 + Math.floor(Math.random() * 90_000));

    it("is sent with the list's total as the API counts it, not the rows of the page", async () => {
      const list = await api().get('/api/aboutUs').expect(200);
      const res = await api().get('/aboutUs').expect(200);
      const team = Object.values(pageData(res.text).api.queries)[0].data as { total: number };
      expect(team.total).toBe(Number(list.headers['x-total-count']));
      expect(team.total).toBeGreaterThan(LIMITS.pageSizeDefault);
    });
  });

  it("keeps a post's text from breaking out of the page: no markup, no script runs", async () => {
    // "$'" and "$&" would splice the page's own HTML in, were the text taken as a pattern.
    const attack = "</script><script>alert(1)</script><img src=x onerror=alert(2)> $' $& $1";
    const id = await postBlog(target, ids.student, {
      name: `Sneaky ${marker('xss')}`,
      description: attack,
    });
    const res = await api().get(`/getBlogs/${id}`).expect(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('<img src=x');
    expect(rootText(res.text)).toContain("alert(2)> $' $& $1");
    expect(res.text.match(/<\/html>/g)).toHaveLength(1);
    // The data survives as it was written, for the browser to render as text.
    const blog = Object.values(pageData(res.text).api.queries)[0].data as Blog;
    expect(blog.description).toBe(attack);
    // Every script the page runs is one the policy allows by its hash.
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers['content-security-policy'] ?? '')![1];
    const inline = [...res.text.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, code] of inline) {
      const hash = crypto.createHash('sha256').update(code).digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it('answers a crowd asking for one post at once with the page or the shell, never an error', async () => {
    const id = await postBlog(target, ids.tutor, { name: `Popular post ${marker('crowd')}` });
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => api().get(`/getBlogs/${id}`)),
    );
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    const rendered = answers.filter((res) => res.text.includes(`data-path="/getBlogs/${id}"`));
    const shells = answers.filter((res) => res.text === appShell());
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length + shells.length).toBe(answers.length);
  });

  it('does not serve the app built for Node as a file', async () => {
    await api().get('/server/entry-prerender.cjs').expect(404);
    await api().get('/server/page-template.html').expect(404);
  });
});
