import type { Stats, TeamMember } from '../frontend/src/store/apiTypes';
import { DataSource } from 'typeorm';
import { identitiesForFile } from './support/file-setup';
import { authHeader, createAccount, uniqueEmail } from './support/identities';
import { blogPayload, coursePayload, marker } from './support/payloads';
import { teamMembersFor } from './support/queries';

// In-process only: what the calls leave in the tables, read straight from the database.
describe('the rows behind the calls', () => {
  const { target, api, ids } = identitiesForFile();
  const db = () => target.app!.get(DataSource);
  const count = async (sql: string) =>
    ((await db().query(`SELECT count(*)::int AS count FROM ${sql}`)) as [{ count: number }])[0]
      .count;

  it('stores a course with its amount, Pending, owned by the caller', async () => {
    const res = await api()
      .post('/api/coursePost')
      .set(authHeader(ids.tutor))
      .send(coursePayload({ amount: '3500', status: 'Accepted' } as never))
      .expect(201);
    const [row] = await db().query('SELECT "ownerId", status, amount FROM courses WHERE id = $1', [
      res.body.insertedId,
    ]);
    expect(row).toEqual({ ownerId: ids.tutor.user!.id, status: 'Pending', amount: 3500 });
  });

  it('unlinks the blog, review and course of a deleted tutor (kept, author removed)', async () => {
    const who = await createAccount(target, 'tutor', { kind: 'tutor' });
    const post = (path: string, body: object) =>
      api().post(path).set(authHeader(who)).send(body).expect(201);
    const blog = (await post('/api/postBlog', blogPayload())).body.insertedId;
    const review = (await post('/api/tutorReview', { message: 'Great place' })).body.insertedId;
    const course = (await post('/api/coursePost', coursePayload())).body.insertedId;
    await api().delete(`/api/tutorDelete/${who.user!.id}`).set(authHeader(ids.admin)).expect(200);

    expect(await count(`users WHERE id = '${who.user!.id}'`)).toBe(0);
    const one = async (sql: string, id: string) => (await db().query(sql, [id]))[0];
    expect(await one('SELECT "authorId", name FROM reviews WHERE id = $1', review)).toEqual({
      authorId: null,
      name: 'Farhana Akter',
    });
    expect(await one('SELECT "ownerId" FROM courses WHERE id = $1', course)).toEqual({
      ownerId: null,
    });
    expect(await one('SELECT "authorId" FROM blogs WHERE id = $1', blog)).toEqual({
      authorId: null,
    });
  });

  it('keeps one newsletter row per e-mail, whatever the casing', async () => {
    const email = uniqueEmail('news');
    await api().post('/api/newsletter').send({ email }).expect(201);
    await api()
      .post('/api/newsletter')
      .send({ email: ` ${email.toUpperCase()} ` })
      .expect(201);
    expect(await count(`newsletter_subscribers WHERE email = '${email}'`)).toBe(1);
  });

  it('answers X-Total-Count as the COUNT of what the list may show', async () => {
    await api().post('/api/postBlog').set(authHeader(ids.student)).send(blogPayload()).expect(201);
    await api()
      .post('/api/tutorReview')
      .set(authHeader(ids.student))
      .send({ message: 'x' })
      .expect(201);
    await api().post('/api/contact').send({ name: 'A', email: 'a@e2e.tutorhub.test' }).expect(201);
    const admin = authHeader(ids.admin);
    const lists: Array<[string, string, Record<string, string>]> = [
      ['/api/getBlogs', 'blogs', {}],
      ['/api/getTutorReview', 'reviews', {}],
      ['/api/contact', 'contact_messages', admin],
      ['/api/aboutUs', 'team_members', {}],
      ['/api/getCourse', `courses WHERE status = 'Accepted'`, {}],
      ['/api/getCourse', 'courses', admin],
    ];
    for (const [path, table, who] of lists) {
      const res = await api().get(`${path}?limit=1`).set(who).expect(200);
      expect([path, res.headers['x-total-count']]).toEqual([path, String(await count(table))]);
    }
  });

  it('answers the stats as the tables count them', async () => {
    const res = await api().get('/api/stats').set(authHeader(ids.admin)).expect(200);
    // Hires by status and reason: test/hires-stats.in-process (a database of its own).
    expect(res.body).toMatchObject({
      tutors: await count(`users WHERE kind = 'tutor'`),
      students: await count(`users WHERE kind = 'student'`),
      courses: await count('courses'),
      blogs: await count('blogs'),
    } satisfies Stats);
  });

  describe('GET /api/aboutUs', () => {
    const tag = marker('team');
    // Far down the display order.
    teamMembersFor(
      () => target.app!,
      tag,
      ['Zara', 'Arif', 'Mitu'],
      900_000 + Math.floor(Math.random() * 90_000),
    );

    it('answers {_id, Image, Name, Role} in display order', async () => {
      const res = await api().get('/api/aboutUs?limit=100').expect(200);
      const mine = (res.body as TeamMember[]).filter((m) => m.Name.endsWith(tag));
      expect(mine.map((m) => m.Name.split(' ')[0])).toEqual(['Mitu', 'Arif', 'Zara']);
      expect(mine[0]).toEqual({
        _id: expect.any(String),
        Image: '/media/Mitu.webp',
        Name: `Mitu ${tag}`,
        Role: 'Mentor',
      });
    });
  });
});
