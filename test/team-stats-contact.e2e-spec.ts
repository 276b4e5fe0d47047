import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  CONTACT_FORM_MESSAGES as CM,
  type ContactMessage,
  LIMITS,
  RULE_MESSAGES,
  type Stats,
  type TeamMember,
} from '@tutorhub/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { access, type AccessContext, expectAccess } from './support/access-matrix';
import { createTestApp } from './support/app';
import {
  authHeader,
  createAccount,
  createIdentities,
  type Identities,
  uniqueEmail,
} from './support/identities';
import { marker } from './support/payloads';
import { countQueries } from './support/queries';

describe('team, stats and contact', () => {
  const ctx: AccessContext = {};
  let app: NestFastifyApplication;
  let ids: Identities;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DataSource);

  beforeAll(async () => {
    app = await createTestApp();
    ids = await createIdentities(app);
    Object.assign(ctx, { app, identities: ids });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('who may call', () => {
    expectAccess(ctx, { method: 'get', path: '/api/aboutUs' }, access.anyone());
    expectAccess(ctx, { method: 'get', path: '/api/stats' }, access.adminOnly());
    expectAccess(
      ctx,
      { method: 'post', path: '/api/contact', body: { name: 'Rahim', email: 'rahim@example.com' } },
      access.anyone(201),
    );
    expectAccess(ctx, { method: 'get', path: '/api/contact' }, access.adminOnly());
    expectAccess(
      ctx,
      {
        method: 'post',
        path: '/api/newsletter',
        body: (who) => ({ email: uniqueEmail(`news-${who}`) }),
      },
      access.anyone(201),
    );
  });

  describe('GET /api/aboutUs', () => {
    const tag = marker('team');
    beforeAll(async () => {
      // Seeding is the lead's; this test adds its own members far down the order.
      const base = 900_000 + Math.floor(Math.random() * 90_000);
      for (const [i, name] of ['Zara', 'Arif', 'Mitu'].entries()) {
        await db().query(
          'INSERT INTO team_members (image, name, role, "sortOrder") VALUES ($1, $2, $3, $4)',
          [`/media/${name}.webp`, `${name} ${tag}`, 'Mentor', base - i],
        );
      }
    });
    afterAll(async () => {
      await db().query('DELETE FROM team_members WHERE name LIKE $1', [`%${tag}`]);
    });

    it('answers {_id, Image, Name, Role} in display order with X-Total-Count', async () => {
      const res = await http().get('/api/aboutUs?limit=100').expect(200);
      const mine = (res.body as TeamMember[]).filter((m) => m.Name.endsWith(tag));
      expect(mine.map((m) => m.Name.split(' ')[0])).toEqual(['Mitu', 'Arif', 'Zara']);
      expect(mine[0]).toEqual({
        _id: expect.any(String),
        Image: '/media/Mitu.webp',
        Name: `Mitu ${tag}`,
        Role: 'Mentor',
      });
      const [{ count }] = await db().query('SELECT count(*)::int AS count FROM team_members');
      expect(res.headers['x-total-count']).toBe(String(count));
    });
  });

  describe('GET /api/stats', () => {
    it('answers the four counts and follows new rows', async () => {
      const before = (await http().get('/api/stats').set(authHeader(ids.admin)).expect(200))
        .body as Stats;
      const [expected] = await db().query(
        `SELECT (SELECT count(*) FROM users WHERE kind = 'tutor')::int AS tutors,
                (SELECT count(*) FROM users WHERE kind = 'student')::int AS students,
                (SELECT count(*) FROM courses)::int AS courses,
                (SELECT count(*) FROM blogs)::int AS blogs`,
      );
      expect(before).toEqual(expected);
      await createAccount(app, 'tutor', { kind: 'tutor' });
      await http()
        .post('/api/postBlog')
        .set(authHeader(ids.student))
        .send({ name: 'Counted', image: '/media/c.webp', description: 'x' })
        .expect(201);
      const { result, queries } = await countQueries(app, () =>
        http().get('/api/stats').set(authHeader(ids.admin)).expect(200),
      );
      expect(result.body).toEqual({
        ...before,
        tutors: before.tutors + 1,
        blogs: before.blogs + 1,
      });
      // The guard's account lookup plus one statement of four COUNTs.
      expect(queries).toHaveLength(2);
      expect(queries[1]).toMatch(/count\(\*\)/);
    });
  });

  describe('POST /api/contact and the admin inbox', () => {
    it('stores the message (trimmed, e-mail lower-cased) and shows it to admins, newest first', async () => {
      const tag = marker('contact');
      const res = await http()
        .post('/api/contact')
        .send({
          name: ` Rahim ${tag} `,
          email: 'Rahim@Example.com',
          message: 'Do you teach music?',
        })
        .expect(201);
      expect(res.body).toEqual({ insertedId: expect.any(String) });
      const noMessage = await http()
        .post('/api/contact')
        .send({ name: `Karim ${tag}`, email: 'k@example.com' })
        .expect(201);
      const inbox = await http().get('/api/contact?limit=2').set(authHeader(ids.admin)).expect(200);
      expect(inbox.body).toEqual([
        {
          _id: noMessage.body.insertedId,
          name: `Karim ${tag}`,
          email: 'k@example.com',
          message: null,
          createdAt: expect.any(String),
        },
        {
          _id: res.body.insertedId,
          name: `Rahim ${tag}`,
          email: 'rahim@example.com',
          message: 'Do you teach music?',
          createdAt: expect.any(String),
        },
      ] satisfies ContactMessage[]);
      const [{ count }] = await db().query('SELECT count(*)::int AS count FROM contact_messages');
      expect(inbox.headers['x-total-count']).toBe(String(count));
    });

    it.each<[Record<string, unknown>, Record<string, string>]>([
      [{}, { name: CM.name, email: CM.email }],
      [
        { name: '  ', email: '' },
        { name: CM.name, email: CM.email },
      ],
      [{ name: 'A', email: 'nope' }, { email: RULE_MESSAGES.emailFormat }],
      [
        { name: 'A', email: 'a@b.co', message: 'x'.repeat(LIMITS.contactMessageMax + 1) },
        { message: RULE_MESSAGES.tooLong(5000) },
      ],
      [{ name: 'A', email: 'a@b.co', message: 5 }, { message: RULE_MESSAGES.text }],
      [{ name: 'A', email: { $gt: '' } }, { email: CM.email }],
      [{ name: 'A', email: 'a@b.co', phone: '1' }, { phone: 'Unknown field: phone' }],
    ])('refuses %p', async (body, errors) => {
      const res = await http().post('/api/contact').send(body).expect(400);
      expect(res.body.errors).toEqual(errors);
    });
  });

  describe('POST /api/newsletter', () => {
    it('subscribes once per e-mail: 201 with the id, then 200 with the same id', async () => {
      const email = uniqueEmail('news');
      const first = await http().post('/api/newsletter').send({ email }).expect(201);
      expect(first.body).toEqual({ insertedId: expect.any(String) });
      const again = await http()
        .post('/api/newsletter')
        .send({ email: ` ${email.toUpperCase()} ` })
        .expect(200);
      expect(again.body).toEqual(first.body);
      const rows = await db().query('SELECT email FROM newsletter_subscribers WHERE email = $1', [
        email,
      ]);
      expect(rows).toHaveLength(1);
    });

    it('is safe under concurrent repeats', async () => {
      const email = uniqueEmail('race');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => http().post('/api/newsletter').send({ email })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.body.insertedId)).size).toBe(1);
    });

    it.each<[Record<string, unknown>, Record<string, string>]>([
      [{}, { email: CM.email }],
      [{ email: 'x' }, { email: RULE_MESSAGES.emailFormat }],
      [{ email: 'a@b.co', name: 'x' }, { name: 'Unknown field: name' }],
    ])('refuses %p', async (body, errors) => {
      const res = await http().post('/api/newsletter').send(body).expect(400);
      expect(res.body.errors).toEqual(errors);
    });
  });

  it('keeps contact messages and subscriptions across an app restart', async () => {
    const email = uniqueEmail('keep');
    const sub = await http().post('/api/newsletter').send({ email }).expect(201);
    await app.close();
    app = await createTestApp();
    Object.assign(ctx, { app });
    const again = await http().post('/api/newsletter').send({ email }).expect(200);
    expect(again.body.insertedId).toBe(sub.body.insertedId);
    await http().get('/api/contact?limit=1').set(authHeader(ids.admin)).expect(200);
  });
});
