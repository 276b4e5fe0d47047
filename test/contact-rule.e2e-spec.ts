import { CONTACT_RULE_MESSAGES, TOTAL_COUNT_HEADER } from '@tutorhub/contracts';
import { randomBytes } from 'node:crypto';
import type request from 'supertest';
import { http } from './support/app';
import { expectErrorShape } from './support/error-shape';
import {
  authHeader,
  createAccount,
  fetchMe,
  signInAdmin,
  type TestIdentity,
} from './support/identities';
import { targetForFile } from './support/file-setup';
import { hirePayload, itInProcess, newStudent, newTutor, ranHire } from './support/hires';
import { postJob } from './support/jobs';
import { blogPayload, coursePayload, studentPayload, tutorPayload } from './support/payloads';

const REFUSED = CONTACT_RULE_MESSAGES.contactDetails;
const CODE = 'contactRule.contactDetails';

/** One disguise of each kind, in both languages. */
const DISGUISES = [
  'Call 01712345678',
  'নম্বর ০১৭১২-৩৪৫৬৭৮',
  '017\u200B1234\u200B5678',
  'rahim at gmail dot com',
  'wa.me/8801712345678',
  'ফেসবুকে নক দিন',
];

/** Letters only: a marker to find a test's rows by, which never adds digits to a text. */
const tag = () => [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

function expectRefused(res: request.Response, field: string): void {
  expect(res.status).toBe(400);
  expectErrorShape(res);
  expect(res.body).toMatchObject({
    message: REFUSED,
    code: CODE,
    errors: { [field]: REFUSED },
    codes: { [field]: CODE },
  });
}

/**
 * The contact rule on every text the other party or the public reads, as each caller who can
 * write it: refused with 400 naming the field and nothing stored; ordinary text stored.
 */
describe('the contact rule', () => {
  const { target, api } = targetForFile();

  describe('registration (POST tutorInfo, studentInfo)', () => {
    const kinds = [
      ['tutor', tutorPayload, ['name', 'study', 'subject', 'location']],
      ['student', studentPayload, ['name', 'study', 'subject', 'location']],
    ] as const;

    describe.each(kinds)('a %s profile', (kind, payload, fields) => {
      const register = (who: TestIdentity, patch: Record<string, unknown>) =>
        api().post(`/api/${kind}Info`).set(authHeader(who)).send(payload(who.email!, patch));

      it.each(fields)('refuses contact details in %s and registers nothing', async (field) => {
        const who = await createAccount(target, 'noProfile');
        for (const text of DISGUISES) {
          expectRefused(await register(who, { [field]: text }), field);
        }
        expect((await fetchMe(target, who.token!)).kind).toBeNull();
        // Nothing was stored: the same account still registers once.
        await register(who, {}).expect(201);
      });

      it('refuses a number split over two fields at the field that completes it', async () => {
        const who = await createAccount(target, 'noProfile');
        const res = await register(who, { study: 'Dhaka College 0171', subject: '234 5678' });
        expectRefused(res, 'subject');
        expect(res.body.errors).not.toHaveProperty('study');
      });

      it('registers ordinary text: levels, years, grades, addresses, Bangla numbers', async () => {
        const who = await createAccount(target, 'noProfile');
        const ordinary = {
          name: 'নুসরাত জাহান',
          study: 'Dhaka College, HSC 2021, GPA 5.00',
          subject: 'Science (Class 8-10), chapters 1-10',
          location: 'House 12, Road 5, Dhanmondi ১২০৯',
        };
        await register(who, ordinary).expect(201);
        expect(await fetchMe(target, who.token!)).toMatchObject({ name: ordinary.name });
      });
    });
  });

  describe('own profile (PATCH me/profile)', () => {
    const edit = (who: TestIdentity, body: object) =>
      api().patch('/api/me/profile').set(authHeader(who)).send(body);

    const kinds = [
      ['tutor', newTutor, ['name', 'about', 'study', 'subject', 'location']],
      ['student', newStudent, ['name', 'study', 'subject', 'location']],
    ] as const;

    describe.each(kinds)('as a %s', (_, make, fields) => {
      let who: TestIdentity;
      const current = {
        name: 'Ayesha Rahman',
        about: 'Ten years of SSC and HSC maths, 5000-6000 Tk.',
        study: 'BUET 2015-2019',
        subject: 'EEE',
        location: 'Uttara Sector 7',
      };
      const own = (field: string) => current[field as keyof typeof current];

      beforeAll(async () => {
        who = await make(target);
        const start = Object.fromEntries(fields.map((field) => [field, own(field)]));
        await edit(who, start).expect(200);
      });

      it.each(fields)('refuses contact details in %s and changes nothing', async (field) => {
        for (const text of DISGUISES) {
          expectRefused(await edit(who, { [field]: text }), field);
        }
        // The field still holds its text: sending it again changes nothing.
        expect((await edit(who, { [field]: own(field) }).expect(200)).body).toEqual({
          modifiedCount: 0,
        });
      });

      it('refuses a number split over two fields of one edit', async () => {
        expectRefused(
          await edit(who, { study: 'Dhaka College 0171', subject: '2345678' }),
          'subject',
        );
        const unchanged = { study: own('study'), subject: own('subject') };
        expect((await edit(who, unchanged).expect(200)).body).toEqual({ modifiedCount: 0 });
      });

      it('refuses a number typed one field per edit, in either order, at the edit completing it', async () => {
        await edit(who, { study: 'Dhaka College 0171' }).expect(200);
        expectRefused(await edit(who, { subject: '2345678' }), 'subject');
        await edit(who, { study: own('study') }).expect(200);
        await edit(who, { subject: '2345678' }).expect(200);
        expectRefused(await edit(who, { study: 'Dhaka College 0171' }), 'study');
        await edit(who, { study: own('study'), subject: own('subject') }).expect(200);
      });

      it('stores ordinary text', async () => {
        const ordinary = Object.fromEntries(
          fields.map((field) => [field, `${own(field)}, Class 8 and HSC 2nd year, ৳৫,০০০`]),
        );
        expect((await edit(who, ordinary).expect(200)).body).toEqual({ modifiedCount: 1 });
        await edit(who, Object.fromEntries(fields.map((field) => [field, own(field)])));
      });
    });

    it("keeps the tutor's public page free of a refused about", async () => {
      const tutor = await newTutor(target);
      expectRefused(await edit(tutor, { about: 'Call 01712345678' }), 'about');
      const page = await api().get(`/api/tutors/${tutor.user!.id}`).expect(200);
      expect(page.body.about).toBeNull();
    });
  });

  describe('tuition jobs (PATCH jobs/{id}), as their owner', () => {
    const patch = (who: TestIdentity, id: string, body: object) =>
      api().patch(`/api/jobs/${id}`).set(authHeader(who)).send(body);
    const stored = async (who: TestIdentity, id: string) =>
      (await api().get(`/api/jobs/${id}`).set(authHeader(who)).expect(200)).body as {
        classLevel: string;
        location: string;
        details: string | null;
      };

    it('refuses a number typed one field per edit, read with the stored fields', async () => {
      const owner = await newStudent(target);
      const id = await postJob(target, owner, { classLevel: 'Class 8', details: 'Call 0171' });
      // Each piece passes alone; with the stored details it is 01712345678.
      expectRefused(await patch(owner, id, { location: '2345678 Dhanmondi' }), 'location');
      expect((await stored(owner, id)).location).toBe('Dhanmondi, Dhaka');
      // The other way round: the stored location holds the rest, the edit adds the start.
      const other = await postJob(target, owner, { location: '2345678 Dhanmondi', details: '' });
      expectRefused(await patch(owner, other, { classLevel: 'Class 8, 0171' }), 'classLevel');
      expect((await stored(owner, other)).classLevel).toBe('Class 8');
    });

    it('stores an ordinary edit beside ordinary stored text', async () => {
      const owner = await newStudent(target);
      const id = await postJob(target, owner, { details: 'Chapters 1-10, 3 days a week' });
      await patch(owner, id, { location: 'House 12, Road 5, Dhanmondi' }).expect(200);
      expect((await stored(owner, id)).location).toBe('House 12, Road 5, Dhanmondi');
    });
  });

  describe('hire requests (POST hires), as a student', () => {
    let student: TestIdentity;
    let tutor: TestIdentity;
    const post = (body: object) => api().post('/api/hires').set(authHeader(student)).send(body);
    const requests = async () =>
      (await api().get('/api/hires?as=student').set(authHeader(student)).expect(200)).headers[
        TOTAL_COUNT_HEADER.toLowerCase()
      ];

    beforeAll(async () => {
      [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    });

    it.each(['classLevel', 'area', 'message'])(
      'refuses contact details in %s and stores no request',
      async (field) => {
        for (const text of DISGUISES) {
          expectRefused(await post(hirePayload(tutor.user!.id, { [field]: text })), field);
        }
        expect(await requests()).toBe('0');
      },
    );

    it('refuses a number split over the class, the area and the message', async () => {
      const res = await post(
        hirePayload(tutor.user!.id, { classLevel: 'Class 9, 0171', area: '234', message: '5678' }),
      );
      expectRefused(res, 'message');
      expect(await requests()).toBe('0');
    });

    it('stores ordinary terms', async () => {
      await post(
        hirePayload(tutor.user!.id, {
          classLevel: 'HSC 2nd year',
          area: 'House 12, Road 5, Dhanmondi',
          message: 'Chapters 1-10 before the test, 5000-6000 Tk, Sat 4:30-6:00 pm. সপ্তাহে ৩ দিন।',
        }),
      ).expect(201);
      expect(await requests()).toBe('1');
    });
  });

  describe('ratings of tutors (POST tutors/{id}/reviews), as a student the tutor accepted', () => {
    // The rating needs a tuition that ran 28 days, dated back in the database: in-process only.
    itInProcess(
      'refuses contact details in the message and stores no rating; stores ordinary text',
      async () => {
        const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
        await ranHire(target, student, tutor, 'accepted');
        const path = `/api/tutors/${tutor.user!.id}/reviews`;
        const post = (message: string) =>
          api().post(path).set(authHeader(student)).send({ rating: 5, message });
        for (const text of DISGUISES) {
          expectRefused(await post(text), 'message');
        }
        expect((await api().get(path).expect(200)).body).toEqual([]);
        await post('GPA 4.50 to 5.00 in a year: chapters 1-10 twice, দারুণ শিক্ষক').expect(201);
        expect((await api().get(path).expect(200)).body).toHaveLength(1);
      },
    );
  });

  describe('site reviews (POST tutorReview) and blogs (POST postBlog), as every signed-in kind', () => {
    const callers = {} as Record<'noProfile' | 'student' | 'tutor' | 'admin', TestIdentity>;

    beforeAll(async () => {
      const [noProfile, student, tutor, admin] = await Promise.all([
        createAccount(target, 'noProfile'),
        newStudent(target),
        newTutor(target),
        signInAdmin(target),
      ]);
      Object.assign(callers, { noProfile, student, tutor, admin });
    });

    const kinds = ['noProfile', 'student', 'tutor', 'admin'] as const;
    const listed = async (path: string, marker: string) =>
      JSON.stringify((await api().get(`${path}?limit=100`).expect(200)).body).includes(marker);

    it.each(kinds)('refuses a site review carrying contact details from %s', async (kind) => {
      const marker = tag();
      for (const text of DISGUISES) {
        const res = await api()
          .post('/api/tutorReview')
          .set(authHeader(callers[kind]))
          .send({ message: `${marker} ${text}` });
        expectRefused(res, 'message');
      }
      expect(await listed('/api/getTutorReview', marker)).toBe(false);
      await api()
        .post('/api/tutorReview')
        .set(authHeader(callers[kind]))
        .send({ message: `${marker} found a Class 8 tutor for ৳৫,০০০ a month` })
        .expect(201);
      expect(await listed('/api/getTutorReview', marker)).toBe(true);
    });

    it.each(kinds)('refuses a blog carrying contact details from %s', async (kind) => {
      const marker = tag();
      const post = (patch: object) =>
        api().post('/api/postBlog').set(authHeader(callers[kind])).send(blogPayload(patch));
      for (const text of DISGUISES) {
        expectRefused(await post({ name: `${marker} ${text}` }), 'name');
        expectRefused(await post({ name: marker, description: text }), 'description');
      }
      expectRefused(
        await post({ name: `${marker} call 01712`, description: '345678 after 5pm' }),
        'description',
      );
      expect(await listed('/api/getBlogs', marker)).toBe(false);
      await post({
        name: `${marker}: HSC 2021 physics, chapters 1-10`,
        description: 'SSC 2019, GPA 5.00, A+. সময় বিকেল ৪:৩০ থেকে ৬:০০, ২০১৯-২০২৩।',
      }).expect(201);
      expect(await listed('/api/getBlogs', marker)).toBe(true);
    });
  });

  it("leaves a course's published contact email and number to its author", async () => {
    const author = await newTutor(target);
    await http(target)
      .post('/api/coursePost')
      .set(authHeader(author))
      .send(coursePayload({ email: 'courses@example.com', number: '01712345678' }))
      .expect(201);
  });
});
