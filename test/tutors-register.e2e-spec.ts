import { CONFLICT, RULE_MESSAGES, TUTOR_FORM_MESSAGES as M } from '@tutorhub/contracts';
import type { Tutor } from '../frontend/src/store/apiTypes';
import { identitiesForFile } from './support/file-setup';
import { accountOf, authHeader, createAccount, type TestIdentity } from './support/identities';
import { marker, mediaUrl, tutorPayload } from './support/payloads';
import { newcomer, registerTutor } from './support/tutors';

describe('tutors: registration', () => {
  const { target, api, ids } = identitiesForFile();
  const as = (who: TestIdentity) => authHeader(who);

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

      // Admins see every tutor's contact details (other callers: see tutor-list-options).
      const list = await api().get(`/api/getTutor?q=${tag}`).set(as(ids.admin)).expect(200);
      expect(list.body).toEqual([
        {
          _id: user.id,
          role: 'tutor',
          name: `Rahim ${tag}`,
          image: mediaUrl('farhana'),
          email,
          number: '+8801712345678',
          // Typed in the form, not the account's verified mobile number.
          numberVerified: false,
          study: 'University of Dhaka',
          subject: 'Physics',
          teachingSubject: 'Computer Science',
          salary: 12000,
          location: 'Dhanmondi, Dhaka',
          onlineOffline: 'both',
          suspended: false,
          verified: false,
          rating: { average: null, count: 0 },
          // Admins see how the account signs in, and its verified mobile number (none here).
          signInMethods: ['password'],
          phone: null,
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

    it('answers every required field with its form message', async () => {
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
      const id = await registerTutor(target, { name: `Mode ${tag}`, onlineOffline: sent });
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
});
