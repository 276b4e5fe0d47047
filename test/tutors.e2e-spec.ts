import {
  CONFLICT,
  NOT_FOUND,
  RULE_MESSAGES,
  TOTAL_COUNT_HEADER,
  TUTOR_FORM_MESSAGES as M,
  type Tutor,
} from '@tutorhub/contracts';
import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { access, type AccessContext, expectAccess } from './support/access-matrix';
import { createTarget, http, type Target } from './support/app';
import {
  accountOf,
  authHeader,
  closeTarget,
  createAccount,
  createIdentities,
  fetchMe,
  type Identities,
  type IdentityName,
  signUpInEmulator,
  type TestIdentity,
  uniqueEmail,
} from './support/identities';
import { blogPayload, coursePayload, marker, mediaUrl, tutorPayload } from './support/payloads';

describe('tutors', () => {
  const ctx: AccessContext = {};
  let target: Target;
  let ids: Identities;
  const api = () => http(target);
  const as = (who: TestIdentity) => authHeader(who);

  /** A fresh emulator account with no profile and its ID token (what a new sign-up has). */
  async function newcomer(label = 'newtutor') {
    const email = uniqueEmail(label);
    return signUpInEmulator(email);
  }

  /** Registers a tutor through the API; answers the account id. */
  async function registerTutor(patch: Record<string, unknown> = {}): Promise<string> {
    const { email, idToken } = await newcomer();
    const res = await api()
      .post('/api/tutorInfo')
      .set('Authorization', `Bearer ${idToken}`)
      .send({ ...tutorPayload(email), ...patch });
    expect(res.status).toBe(201);
    return res.body.insertedId as string;
  }

  beforeAll(async () => {
    target = await createTarget();
    ids = await createIdentities(target);
    Object.assign(ctx, { target, identities: ids });
  });
  afterAll(async () => {
    await closeTarget(target);
  });

  describe('who may call', () => {
    expectAccess(ctx, { method: 'get', path: '/api/getTutor' }, access.signedIn());
    const freshTutor = async () => `${await registerTutor()}`;
    expectAccess(
      ctx,
      {
        method: 'patch',
        path: async () => `/api/tutorUpdate/${await freshTutor()}`,
        body: { role: 'admin' },
      },
      access.adminOnly(),
    );
    expectAccess(
      ctx,
      { method: 'delete', path: async () => `/api/tutorDelete/${await freshTutor()}` },
      access.adminOnly(),
    );

    describe('POST /api/tutorInfo (ID token, own e-mail)', () => {
      // Separate callers: registering changes them.
      const regCtx: AccessContext = {};
      beforeAll(async () => {
        Object.assign(regCtx, { target, identities: await createIdentities(target) });
      });
      const body = (who: IdentityName) =>
        tutorPayload(regCtx.identities![who].email ?? uniqueEmail('anonymous'));
      // student and tutor already have a profile: one per account and e-mail. The admin is the
      // shared ADMIN_EMAILS account here; auth.in-process registers a fresh admin.
      expectAccess(
        regCtx,
        { method: 'post', path: '/api/tutorInfo', body, credential: 'idToken' },
        { anonymous: 401, noProfile: 201, student: 409, tutor: 409 },
      );
      it('made the newcomer a tutor', async () => {
        const { noProfile } = regCtx.identities!;
        expect(await fetchMe(target, noProfile.token!)).toMatchObject({
          kind: 'tutor',
          role: 'tutor',
          name: 'Farhana Akter',
        });
      });
      it('answers 409 with the conflict message', async () => {
        const student = regCtx.identities!.student;
        const res = await api()
          .post('/api/tutorInfo')
          .set(authHeader(student, 'idToken'))
          .send(tutorPayload(student.email!));
        expect(res.body).toMatchObject({ statusCode: 409, message: CONFLICT.profileExists });
      });
    });
  });

  describe('POST /api/tutorInfo', () => {
    it('registers the caller and answers the account id; the list shows the normalised record', async () => {
      const { email, idToken, uid } = await newcomer();
      const tag = marker('reg');
      const res = await api()
        .post('/api/tutorInfo')
        .set('Authorization', `Bearer ${idToken}`)
        .send(
          tutorPayload(email.toUpperCase(), {
            name: `  Rahim ${tag}  `,
            number: '+880 1712-345678',
            teachingSubject: 'computer science',
            salary: '12000',
            onlineOffline: 'Online & Offline',
          }),
        )
        .expect(201);
      expect(res.body).toEqual({ insertedId: expect.any(String) });
      const user = await accountOf(target, { uid, email, idToken });
      expect(res.body.insertedId).toBe(user.id);

      const list = await api().get(`/api/getTutor?q=${tag}`).set(as(ids.student)).expect(200);
      expect(list.body).toEqual([
        {
          _id: user.id,
          role: 'tutor',
          name: `Rahim ${tag}`,
          image: mediaUrl('farhana'),
          email,
          number: '+8801712345678',
          study: 'University of Dhaka',
          subject: 'Physics',
          teachingSubject: 'Computer Science',
          salary: 12000,
          location: 'Dhanmondi, Dhaka',
          onlineOffline: 'both',
        } satisfies Tutor,
      ]);
    });

    it('also accepts the API token of an account without a profile', async () => {
      const who = await createAccount(target, 'noProfile');
      const res = await api()
        .post('/api/tutorInfo')
        .set(as(who))
        .send(tutorPayload(who.email!))
        .expect(201);
      expect(res.body.insertedId).toBe(who.user!.id);
    });

    it.each([['admin'], ['student'], ['Tutor '], [''], [1]])(
      'refuses role %p in the body (400) and stores nothing',
      async (role) => {
        const { email, idToken, uid } = await newcomer();
        const res = await api()
          .post('/api/tutorInfo')
          .set('Authorization', `Bearer ${idToken}`)
          .send(tutorPayload(email, { role: role as 'tutor' }))
          .expect(400);
        expect(res.body.errors).toEqual({ role: RULE_MESSAGES.tutorRole });
        expect((await accountOf(target, { uid, email, idToken })).kind).toBeNull();
      },
    );

    it('accepts a body without role (the endpoint decides it)', async () => {
      const { email, idToken } = await newcomer();
      const body = tutorPayload(email);
      delete body.role;
      await api()
        .post('/api/tutorInfo')
        .set('Authorization', `Bearer ${idToken}`)
        .send(body)
        .expect(201);
    });

    it('refuses an e-mail other than the signed-in one (403) and fills nothing', async () => {
      const account = await newcomer();
      const { idToken } = account;
      const res = await api()
        .post('/api/tutorInfo')
        .set('Authorization', `Bearer ${idToken}`)
        .send(tutorPayload(ids.tutor.email!))
        .expect(403);
      expect(res.body).toMatchObject({ statusCode: 403, message: RULE_MESSAGES.registrationEmail });
      expect((await accountOf(target, account)).kind).toBeNull();
    });

    it('registers once: a second tutor or student record is a 409', async () => {
      const { email, idToken } = await newcomer();
      const auth = { Authorization: `Bearer ${idToken}` };
      await api().post('/api/tutorInfo').set(auth).send(tutorPayload(email)).expect(201);
      const again = await api()
        .post('/api/tutorInfo')
        .set(auth)
        .send(tutorPayload(email))
        .expect(409);
      expect(again.body.message).toBe(CONFLICT.profileExists);
      const {
        role: _role,
        teachingSubject: _t,
        salary: _s,
        onlineOffline: _o,
        ...student
      } = tutorPayload(email);
      await api()
        .post('/api/studentInfo')
        .set(auth)
        .send({ ...student, role: 'student' })
        .expect(409);
    });

    it('answers every required field with its SPEC §5 message', async () => {
      const { idToken } = await newcomer();
      const res = await api()
        .post('/api/tutorInfo')
        .set('Authorization', `Bearer ${idToken}`)
        .send({})
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.errors).toEqual({
        name: M.name,
        image: M.image,
        email: M.email,
        number: M.number,
        study: M.study,
        subject: M.subject,
        teachingSubject: M.teachingSubject,
        salary: M.salary,
        location: M.location,
        onlineOffline: M.onlineOffline,
      });
      // Blank strings count as missing.
      const blank = await api()
        .post('/api/tutorInfo')
        .set('Authorization', `Bearer ${idToken}`)
        .send({
          name: '   ',
          image: '',
          email: '',
          number: ' ',
          study: '',
          subject: '',
          teachingSubject: '',
          salary: '',
          location: '',
          onlineOffline: '',
        })
        .expect(400);
      expect(blank.body.errors).toEqual(res.body.errors);
    });

    const tooLong = (n: number) => 'x'.repeat(n + 1);
    it.each<[string, unknown, string]>([
      ['email', 'not-an-email', RULE_MESSAGES.emailFormat],
      ['number', '01712-abc', RULE_MESSAGES.numberFormat],
      ['number', '12', RULE_MESSAGES.numberFormat],
      ['number', '+8801712345678901234', RULE_MESSAGES.numberFormat],
      ['number', { $gt: 1 }, M.number],
      ['salary', -1, RULE_MESSAGES.nonNegativeInteger],
      ['salary', 1500.5, RULE_MESSAGES.nonNegativeInteger],
      ['salary', '12k', RULE_MESSAGES.nonNegativeInteger],
      ['salary', { $gt: 1 }, RULE_MESSAGES.nonNegativeInteger],
      ['salary', 3_000_000_000, RULE_MESSAGES.nonNegativeInteger],
      ['teachingSubject', 'Cooking', RULE_MESSAGES.teachingSubject],
      ['teachingSubject', ['Physics'], RULE_MESSAGES.teachingSubject],
      ['onlineOffline', 'sometimes', RULE_MESSAGES.onlineOffline],
      ['onlineOffline', 'online and elsewhere', RULE_MESSAGES.onlineOffline],
      ['image', 'http://images.example.com/a.png', RULE_MESSAGES.imageUrl],
      ['image', 'javascript:alert(1)', RULE_MESSAGES.imageUrl],
      ['image', '/media/../etc/passwd', RULE_MESSAGES.imageUrl],
      ['image', 'https://', RULE_MESSAGES.imageUrl],
      ['name', tooLong(100), RULE_MESSAGES.tooLong(100)],
      ['name', 42, M.name],
      ['study', tooLong(200), RULE_MESSAGES.tooLong(200)],
      ['subject', tooLong(200), RULE_MESSAGES.tooLong(200)],
      ['location', tooLong(200), RULE_MESSAGES.tooLong(200)],
    ])('refuses %s = %p with its message', async (field, value, message) => {
      const { email, idToken, uid } = await newcomer();
      const res = await api()
        .post('/api/tutorInfo')
        .set('Authorization', `Bearer ${idToken}`)
        .send({ ...tutorPayload(email), [field]: value })
        .expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
      expect(res.body.message).toBe(message);
      expect((await accountOf(target, { uid, email, idToken })).kind).toBeNull();
    });

    it.each([
      ['online', 'online'],
      ['OFFLINE', 'offline'],
      ['both', 'both'],
      ['Online / Offline', 'both'],
      ['hybrid', 'both'],
    ])('normalises onlineOffline %p to %p', async (sent, stored) => {
      const tag = marker('mode');
      const id = await registerTutor({ name: `Mode ${tag}`, onlineOffline: sent });
      const res = await api().get(`/api/getTutor?q=${tag}`).set(as(ids.student)).expect(200);
      expect(res.body).toEqual([expect.objectContaining({ _id: id, onlineOffline: stored })]);
    });

    it('refuses unknown fields', async () => {
      const { email, idToken } = await newcomer();
      const res = await api()
        .post('/api/tutorInfo')
        .set('Authorization', `Bearer ${idToken}`)
        .send({ ...tutorPayload(email), kind: 'student', password: 'x' })
        .expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['kind', 'password']);
    });
  });

  describe('GET /api/getTutor', () => {
    const tag = marker('list');
    const made: Record<string, string> = {};
    beforeAll(async () => {
      // Registered oldest first; the list is newest first.
      const specs: Array<[string, Record<string, unknown>]> = [
        [
          'physOnline',
          {
            teachingSubject: 'Physics',
            onlineOffline: 'online',
            salary: 5000,
            location: `Mirpur ${tag}`,
          },
        ],
        [
          'physBoth',
          { teachingSubject: 'Physics', onlineOffline: 'both', salary: 9000, location: 'Uttara' },
        ],
        [
          'chemOffline',
          {
            teachingSubject: 'Chemistry',
            onlineOffline: 'offline',
            salary: 15000,
            location: 'Mirpur',
          },
        ],
        [
          'mathOnline',
          {
            teachingSubject: 'Mathematics',
            onlineOffline: 'online',
            salary: 20000,
            study: `BUET ${tag}`,
          },
        ],
      ];
      for (const [key, patch] of specs) {
        made[key] = await registerTutor({ name: `${key} ${tag}`, ...patch });
      }
    });
    const list = (query: string) => api().get(`/api/getTutor?q=${tag}&${query}`).set(as(ids.tutor));
    const names = (res: request.Response) => (res.body as Tutor[]).map((t) => t.name.split(' ')[0]);

    it('lists tutors newest first with X-Total-Count', async () => {
      const res = await list('').expect(200);
      expect(names(res)).toEqual(['mathOnline', 'chemOffline', 'physBoth', 'physOnline']);
      expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('4');
    });

    it('pages with ?page=&limit=', async () => {
      const first = await list('limit=3').expect(200);
      expect(names(first)).toEqual(['mathOnline', 'chemOffline', 'physBoth']);
      const second = await list('limit=3&page=2').expect(200);
      expect(names(second)).toEqual(['physOnline']);
      expect(second.headers['x-total-count']).toBe('4');
      const beyond = await list('limit=3&page=3').expect(200);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe('4');
    });

    it('defaults to 50 per page', async () => {
      const res = await api().get('/api/getTutor').set(as(ids.tutor)).expect(200);
      expect(res.body.length).toBeLessThanOrEqual(50);
      expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(res.body.length);
    });

    it('filters by teaching subject (any casing)', async () => {
      expect(names(await list('subject=physics').expect(200))).toEqual(['physBoth', 'physOnline']);
      expect(names(await list('subject=Chemistry').expect(200))).toEqual(['chemOffline']);
      expect(names(await list('subject=Music').expect(200))).toEqual([]);
    });

    it('filters by mode: online and offline include tutors teaching both', async () => {
      expect(names(await list('mode=online').expect(200))).toEqual([
        'mathOnline',
        'physBoth',
        'physOnline',
      ]);
      expect(names(await list('mode=Offline').expect(200))).toEqual(['chemOffline', 'physBoth']);
      expect(names(await list('mode=both').expect(200))).toEqual(['physBoth']);
    });

    it('filters by salary range (inclusive)', async () => {
      expect(names(await list('minSalary=9000').expect(200))).toEqual([
        'mathOnline',
        'chemOffline',
        'physBoth',
      ]);
      expect(names(await list('maxSalary=9000').expect(200))).toEqual(['physBoth', 'physOnline']);
      expect(names(await list('minSalary=6000&maxSalary=15000').expect(200))).toEqual([
        'chemOffline',
        'physBoth',
      ]);
    });

    it('filters by part of the location, case-insensitive', async () => {
      expect(names(await list('location=mirpur').expect(200))).toEqual([
        'chemOffline',
        'physOnline',
      ]);
      const own = await api()
        .get(`/api/getTutor?location=${tag.toUpperCase()}`)
        .set(as(ids.tutor))
        .expect(200);
      expect(names(own)).toEqual(['physOnline']);
    });

    it('searches name, study, subject and location with q; wildcards match literally', async () => {
      const byStudy = await api()
        .get(`/api/getTutor?q=buet%20${tag}`)
        .set(as(ids.tutor))
        .expect(200);
      expect(names(byStudy)).toEqual(['mathOnline']);
      const byLocation = await api()
        .get(`/api/getTutor?q=mirpur%20${tag}`)
        .set(as(ids.tutor))
        .expect(200);
      expect(names(byLocation)).toEqual(['physOnline']);
      const wild = await api().get(`/api/getTutor?q=${tag}%25`).set(as(ids.tutor)).expect(200);
      expect(wild.body).toEqual([]);
      const underscore = await api()
        .get(`/api/getTutor?q=${tag.slice(0, -1)}_`)
        .set(as(ids.tutor))
        .expect(200);
      expect(underscore.body).toEqual([]);
    });

    it('filters by role (admins stay in the tutor list)', async () => {
      await api()
        .patch(`/api/tutorUpdate/${made.physBoth}`)
        .set(as(ids.admin))
        .send({ role: 'admin' })
        .expect(200);
      const asAdmin = (query: string) => list(query).set(as(ids.admin));
      expect(names(await asAdmin('role=admin').expect(200))).toEqual(['physBoth']);
      expect(names(await asAdmin('role=tutor').expect(200))).toEqual([
        'mathOnline',
        'chemOffline',
        'physOnline',
      ]);
    });

    it.each(['noProfile', 'student', 'tutor'] as const)(
      'refuses the role filter to %s (it would list the admins): 403 in the error shape',
      async (who) => {
        for (const role of ['admin', 'tutor']) {
          const res = await list(`role=${role}`).set(as(ids[who])).expect(403);
          expect(res.body).toEqual({
            statusCode: 403,
            error: 'Forbidden',
            message: expect.any(String),
          });
        }
      },
    );

    it('lists tutors only, never students or accounts without a profile', async () => {
      const res = await api()
        .get(`/api/getTutor?q=${ids.student.email}`)
        .set(as(ids.tutor))
        .expect(200);
      expect(res.body).toEqual([]);
      const none = await api()
        .get(`/api/getTutor?q=${ids.noProfile.email}`)
        .set(as(ids.tutor))
        .expect(200);
      expect(none.body).toEqual([]);
    });

    it.each([
      ['subject=Cooking', 'subject', RULE_MESSAGES.teachingSubject],
      ['mode=sometimes', 'mode', RULE_MESSAGES.onlineOffline],
      ['minSalary=-5', 'minSalary', RULE_MESSAGES.nonNegativeInteger],
      ['maxSalary=abc', 'maxSalary', RULE_MESSAGES.nonNegativeInteger],
      ['minSalary=10&maxSalary=5', 'minSalary', RULE_MESSAGES.salaryRange],
      ['role=owner', 'role', RULE_MESSAGES.roleFilter],
      ['limit=0', 'limit', RULE_MESSAGES.limit],
      ['limit=101', 'limit', RULE_MESSAGES.limit],
      ['limit=ten', 'limit', RULE_MESSAGES.limit],
      ['page=0', 'page', RULE_MESSAGES.page],
      [`q=${'x'.repeat(101)}`, 'q', RULE_MESSAGES.queryText],
      ['q=a&q=b', 'q', RULE_MESSAGES.queryText],
      ['sort=name', 'sort', 'Unknown field: sort'],
    ])('refuses ?%s with a 400', async (query, field, message) => {
      const res = await api().get(`/api/getTutor?${query}`).set(as(ids.tutor)).expect(400);
      expect(res.body.errors).toEqual({ [field]: message });
    });
  });

  describe('PATCH /api/tutorUpdate/{id}', () => {
    it('promotes to admin once (1, then 0); the tutor stays in the tutor list and may act as admin', async () => {
      const who = await createAccount(target, 'tutor', { kind: 'tutor' });
      const first = await api()
        .patch(`/api/tutorUpdate/${who.user!.id}`)
        .set(as(ids.admin))
        .send({ role: 'admin' })
        .expect(200);
      expect(first.body).toEqual({ modifiedCount: 1 });
      const again = await api()
        .patch(`/api/tutorUpdate/${who.user!.id}`)
        .set(as(ids.admin))
        .send({ role: 'admin' })
        .expect(200);
      expect(again.body).toEqual({ modifiedCount: 0 });
      const listed = await api().get(`/api/getTutor?q=${who.email}`).set(as(who)).expect(200);
      expect(listed.body).toEqual([expect.objectContaining({ _id: who.user!.id, role: 'admin' })]);
      // The role is read from the database: the same token now passes admin checks.
      await api().get('/api/getStudent?limit=1').set(as(who)).expect(200);
    });

    it.each([[{ role: 'tutor' }], [{ role: 'superuser' }], [{}], [{ role: 'admin', name: 'x' }]])(
      'refuses body %p',
      async (body) => {
        const res = await api()
          .patch(`/api/tutorUpdate/${ids.tutor.user!.id}`)
          .set(as(ids.admin))
          .send(body)
          .expect(400);
        expect(res.body.statusCode).toBe(400);
        expect((await fetchMe(target, ids.tutor.token!)).role).toBe('tutor');
      },
    );

    it('answers 404 for a missing id or a student, 400 for a malformed id', async () => {
      const missing = await api()
        .patch(`/api/tutorUpdate/${randomUUID()}`)
        .set(as(ids.admin))
        .send({ role: 'admin' })
        .expect(404);
      expect(missing.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: NOT_FOUND.tutor,
      });
      await api()
        .patch(`/api/tutorUpdate/${ids.student.user!.id}`)
        .set(as(ids.admin))
        .send({ role: 'admin' })
        .expect(404);
      const malformed = await api()
        .patch('/api/tutorUpdate/not-a-uuid')
        .set(as(ids.admin))
        .send({ role: 'admin' })
        .expect(400);
      expect(malformed.body.message).toBe(RULE_MESSAGES.malformedId);
    });
  });

  describe('DELETE /api/tutorDelete/{id}', () => {
    it('removes the profile; their blog, review and course stay readable', async () => {
      const who = await createAccount(target, 'tutor', { kind: 'tutor' });
      const blog = await api().post('/api/postBlog').set(as(who)).send(blogPayload()).expect(201);
      const review = await api()
        .post('/api/tutorReview')
        .set(as(who))
        .send({ message: 'Great place' })
        .expect(201);
      const course = await api()
        .post('/api/coursePost')
        .set(as(who))
        .send(coursePayload())
        .expect(201);

      const res = await api()
        .delete(`/api/tutorDelete/${who.user!.id}`)
        .set(as(ids.admin))
        .expect(200);
      expect(res.body).toEqual({ deletedCount: 1 });

      const readBlog = await api()
        .get(`/api/getBlogs/${blog.body.insertedId}`)
        .set(as(ids.admin))
        .expect(200);
      expect(readBlog.body.email).toBe(who.email);
      const reviews = await api().get('/api/getTutorReview?limit=100').expect(200);
      expect(reviews.body).toContainEqual(
        expect.objectContaining({ _id: review.body.insertedId, name: 'Farhana Akter' }),
      );
      await api().get(`/api/getCourse/${course.body.insertedId}`).set(as(ids.admin)).expect(200);

      // Their API token no longer signs in; a second delete is a 404 with the message.
      await api().get('/api/getTutor').set(as(who)).expect(401);
      const again = await api()
        .delete(`/api/tutorDelete/${who.user!.id}`)
        .set(as(ids.admin))
        .expect(404);
      expect(again.body.message).toBe(NOT_FOUND.tutor);
    });

    it('answers 404 for a student id and 400 for a malformed id', async () => {
      await api().delete(`/api/tutorDelete/${ids.student.user!.id}`).set(as(ids.admin)).expect(404);
      await api().delete('/api/tutorDelete/123').set(as(ids.admin)).expect(400);
      expect((await fetchMe(target, ids.student.token!)).kind).toBe('student');
    });
  });
});
