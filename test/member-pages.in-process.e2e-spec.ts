import type { Tutor } from '../frontend/src/store/apiTypes';
import { accountPowers } from './support/account-powers';
import { identitiesForFile } from './support/file-setup';
import { appShell, pageData, STATIC_DIR } from './support/rendered-pages';
import { rewrite } from './support/tokens';

// In-process only: the app serves the web app as built.
const SESSION_COOKIE = 'tutorhub.session';

const withSession = (token: string) => ({ Cookie: `${SESSION_COOKIE}=${token}` });

/** The `Set-Cookie` line for the session cookie in an answer's headers. */
function sessionCookieSet(headers: Record<string, unknown>): string {
  const lines = ([] as string[]).concat((headers['set-cookie'] as string[] | undefined) ?? []);
  const line = lines.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  expect(line).toBeDefined();
  return line!;
}

describe("a member's pages rendered by the API with the session cookie", () => {
  const { target, api, ids } = identitiesForFile({ STATIC_DIR });
  /** POST /api/jwt with the student's ID token, claiming `email`. */
  const studentExchange = (email?: string) =>
    api().post('/api/jwt').set('Authorization', `Bearer ${ids.student.idToken}`).send({ email });

  it('the token exchange also sets the session cookie: HttpOnly, SameSite=Strict, for the hour', async () => {
    const res = await studentExchange(ids.student.email).expect(200);
    const cookie = sessionCookieSet(res.headers);
    expect(cookie).toContain(`${SESSION_COOKIE}=${res.body.token};`);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; Max-Age=3600/);
    // Plain HTTP outside production: a Secure cookie would never come back.
    expect(cookie).not.toMatch(/; Secure/i);
  });

  it('a refused exchange sets no cookie; signing out removes it', async () => {
    const refused = await studentExchange(ids.tutor.email).expect(401);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const res = await api().delete('/api/session').expect(204);
    expect(sessionCookieSet(res.headers)).toMatch(
      new RegExp(`^${SESSION_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`, 'i'),
    );
  });

  it("sends a member's /tutorFinds with the list in it, kept by no cache", async () => {
    const list = await api()
      .get('/api/getTutor?page=1&limit=12')
      .set('Authorization', `Bearer ${ids.student.token}`)
      .expect(200);
    const tutors = list.body as Tutor[];
    expect(tutors.length).toBeGreaterThan(0);
    const res = await api().get('/tutorFinds').set(withSession(ids.student.token!)).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('data-path="/tutorFinds"');
    for (const tutor of tutors) {
      expect(res.text).toContain(tutor.name);
    }
    const data = pageData(res.text);
    expect(data.auth).toEqual({ status: 'signedIn', user: null });
    const answers = Object.values(data.api.queries).map((query) => query.data);
    expect(answers).toEqual([{ items: tutors, total: Number(list.headers['x-total-count']) }]);
  });

  it("renders the list the address asks for: a search in the URL is the page's search", async () => {
    const { name } = ids.tutor.user!;
    const path = `/tutorFinds?q=${encodeURIComponent(name)}`;
    const res = await api().get(path).set(withSession(ids.student.token!)).expect(200);
    // The browser compares the path alone when it takes the page over.
    expect(res.text).toContain('data-path="/tutorFinds"');
    const [query] = Object.values(pageData(res.text).api.queries) as Array<{
      originalArgs?: { q?: string };
      data?: { items: Tutor[] };
    }>;
    expect(query.originalArgs?.q).toBe(name);
    expect(query.data?.items.map((tutor) => tutor.name)).toEqual([name]);
  });

  it('sends the shell without a cookie, with a forged or tampered one, or to a suspended account', async () => {
    const { setSuspended } = accountPowers(target, ids);
    const tampered = rewrite(ids.tutor.token!, { sub: ids.admin.user!.id });
    for (const cookie of [{}, withSession('not-a-token'), withSession(tampered)]) {
      const res = await api().get('/tutorFinds').set(cookie).expect(200);
      expect(res.text).toBe(appShell());
    }
    await setSuspended(ids.tutor.user!.id, true).expect(200);
    try {
      const res = await api().get('/tutorFinds').set(withSession(ids.tutor.token!)).expect(200);
      expect(res.text).toBe(appShell());
    } finally {
      await setSuspended(ids.tutor.user!.id, false).expect(200);
    }
  });

  it('is no credential for the API: a call with only the cookie is refused', async () => {
    const cookie = withSession(ids.student.token!);
    await api().get('/api/getTutor').set(cookie).expect(401);
    await api().get('/api/me').set(cookie).expect(401);
    await api().post('/api/postBlog').set(cookie).send({ name: 'By cookie alone' }).expect(401);
  });

  it('renders public pages as a visitor sees them, whatever the cookie', async () => {
    const res = await api().get('/aboutUs').set(withSession(ids.admin.token!)).expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(pageData(res.text).auth.status).toBe('loading');
  });

  it("sends a member Home with their own next steps, kept by no cache; a visitor's stays theirs", async () => {
    const visitor = await api().get('/').expect(200);
    expect(pageData(visitor.text).auth.status).toBe('signedOut');
    expect(visitor.text).toContain('Log in to write a review');
    expect(visitor.text).toContain('href="/studentRegistration"');

    const student = await api().get('/').set(withSession(ids.student.token!)).expect(200);
    expect(student.headers['cache-control']).toBe('private, no-store');
    expect(pageData(student.text).auth.status).toBe('signedIn');
    expect(student.text).toContain('>Find a tutor</a>');
    expect(student.text).toContain('href="/tuitions"');
    expect(student.text).not.toContain('href="/studentRegistration"');
    expect(student.text).not.toContain('Log in to write a review');

    const tutor = await api().get('/').set(withSession(ids.tutor.token!)).expect(200);
    expect(tutor.text).toContain(`href="/tutors/${ids.tutor.user!.id}"`);
    expect(tutor.text).not.toContain('>Find a tutor</a>');
    const admin = await api().get('/').set(withSession(ids.admin.token!)).expect(200);
    expect(admin.text).toContain('href="/dashboard"');

    // The visitor's page, kept for visitors, never becomes a member's.
    const again = await api().get('/').expect(200);
    expect(again.text).not.toContain('href="/tuitions"');
  });

  it("sends a forged or tampered cookie the visitor's Home, never another account's", async () => {
    const tampered = rewrite(ids.tutor.token!, { sub: ids.admin.user!.id });
    for (const cookie of [withSession('not-a-token'), withSession(tampered)]) {
      const res = await api().get('/').set(cookie).expect(200);
      expect(res.text).toContain('href="/studentRegistration"');
      expect(res.text).not.toContain('href="/dashboard"');
      expect(res.text).not.toContain('href="/tuitions"');
    }
  });
});
