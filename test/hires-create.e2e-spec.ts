import {
  CONTACT_RULE_MESSAGES,
  HIRE_MESSAGES as M,
  NOT_FOUND,
  RULE_MESSAGES,
} from '@tutorhub/contracts';
import { http } from './support/app';
import { expectErrorShape } from './support/error-shape';
import { targetForFile } from './support/file-setup';
import { authHeader, type TestIdentity } from './support/identities';
import { hirePayload, newStudent, newTutor, requestHire, siteDate } from './support/hires';

/** POST /api/hires: the terms' rules, contact details in free text, 404 and 409. */
describe('hires: requesting a tutor', () => {
  const { target } = targetForFile();
  let student: TestIdentity;
  let tutor: TestIdentity;

  beforeAll(async () => {
    [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
  });

  const post = (body: object, who = student) =>
    http(target).post('/api/hires').set(authHeader(who)).send(body);

  it('stores the terms as sent (trimmed), answers 201 {insertedId}', async () => {
    const t = await newTutor(target);
    const res = await post(
      hirePayload(t.user!.id, {
        subject: 'mathematics',
        classLevel: '  HSC 1st year ',
        daysPerWeek: '4',
        salary: 12000,
        startDate: siteDate(0),
        mode: 'Online',
        area: '',
        message: '  Calculus, please. ',
      }),
    ).expect(201);
    expect(res.body).toEqual({ insertedId: expect.any(String) });
    const hire = await http(target)
      .get(`/api/hires/${res.body.insertedId}`)
      .set(authHeader(student))
      .expect(200);
    expect(hire.body).toEqual({
      _id: res.body.insertedId,
      status: 'requested',
      reason: null,
      subject: 'Mathematics',
      classLevel: 'HSC 1st year',
      daysPerWeek: 4,
      salary: 12000,
      startDate: siteDate(0),
      mode: 'online',
      area: null,
      message: 'Calculus, please.',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      tutor: { _id: t.user!.id, name: t.user!.name, image: t.user!.image },
      student: { _id: student.user!.id, name: student.user!.name, image: student.user!.image },
    });
  });

  describe('a message per field', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['no tutorId', { tutorId: undefined }, 'tutorId', M.tutorId],
      ['a malformed tutorId', { tutorId: 'abc' }, 'tutorId', M.tutorId],
      ['no subject', { subject: undefined }, 'subject', M.subject],
      ['an unknown subject', { subject: 'Astrology' }, 'subject', M.subject],
      ['no class', { classLevel: '  ' }, 'classLevel', M.classLevel],
      [
        'a class over 50 characters',
        { classLevel: 'x'.repeat(51) },
        'classLevel',
        RULE_MESSAGES.tooLong(50),
      ],
      ['0 days', { daysPerWeek: 0 }, 'daysPerWeek', M.daysPerWeek],
      ['8 days', { daysPerWeek: 8 }, 'daysPerWeek', M.daysPerWeek],
      ['2.5 days', { daysPerWeek: 2.5 }, 'daysPerWeek', M.daysPerWeek],
      ['no days', { daysPerWeek: undefined }, 'daysPerWeek', M.daysPerWeek],
      ['a salary of 499', { salary: 499 }, 'salary', M.salary],
      ['a salary over 1,000,000', { salary: 1_000_001 }, 'salary', M.salary],
      ['a salary as words', { salary: 'eight thousand' }, 'salary', M.salary],
      ['no start date', { startDate: undefined }, 'startDate', M.startDate],
      ['a start date as D/M/Y', { startDate: '01/12/2030' }, 'startDate', M.startDate],
      ['an impossible start date', { startDate: '2030-02-30' }, 'startDate', M.startDate],
      ['a start date yesterday', { startDate: siteDate(-1) }, 'startDate', M.startDatePast],
      ['no mode', { mode: undefined }, 'mode', M.mode],
      ['mode both', { mode: 'both' }, 'mode', M.mode],
      ['offline without an area', { mode: 'offline', area: ' ' }, 'area', M.area],
      [
        'an area over 200 characters',
        { area: 'x'.repeat(201) },
        'area',
        RULE_MESSAGES.tooLong(200),
      ],
      [
        'a message over 2,000 characters',
        { message: 'x'.repeat(2001) },
        'message',
        RULE_MESSAGES.tooLong(2000),
      ],
      ['an unknown field', { urgent: true }, 'urgent', 'Unknown field: urgent'],
    ];
    it.each(cases)('refuses %s', async (_, patch, field, message) => {
      const res = await post(hirePayload(tutor.user!.id, patch)).expect(400);
      expectErrorShape(res);
      expect(res.body.errors).toMatchObject({ [field]: message });
    });
  });

  describe('contact details are refused before the tutor accepts', () => {
    it.each([
      ['message', 'Call me on 01712-345678 after 5pm'],
      ['message', 'WhatsApp: +880 1712 345678'],
      ['message', 'আমার নম্বর ০১৭১২৩৪৫৬৭৮'],
      ['message', 'Mail me: guardian.rahman@gmail.com'],
      ['classLevel', 'Class 9 01912345678'],
      ['area', 'Mirpur 10, call 01812345678'],
    ])('in the %s: %j', async (field, text) => {
      const res = await post(hirePayload(tutor.user!.id, { [field]: text })).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        message: CONTACT_RULE_MESSAGES.contactDetails,
        errors: { [field]: CONTACT_RULE_MESSAGES.contactDetails },
      });
    });
  });

  it('answers 404 for an unknown tutor and for a student id', async () => {
    const unknown = await post(hirePayload('00000000-0000-4000-8000-000000000000')).expect(404);
    expect(unknown.body).toMatchObject({ message: NOT_FOUND.tutor });
    const other = await newStudent(target);
    await post(hirePayload(other.user!.id)).expect(404);
  });

  it('answers 409 for a second request while one is requested or accepted, allows one after', async () => {
    const t = await newTutor(target);
    const first = await requestHire(target, student, t);
    const again = await post(hirePayload(t.user!.id)).expect(409);
    expect(again.body).toMatchObject({ statusCode: 409, message: M.openHireExists });
    await http(target)
      .patch(`/api/hires/${first}`)
      .set(authHeader(t))
      .send({ status: 'accepted' })
      .expect(200);
    await post(hirePayload(t.user!.id)).expect(409);
    await http(target)
      .patch(`/api/hires/${first}`)
      .set(authHeader(student))
      .send({ status: 'ended' })
      .expect(200);
    await post(hirePayload(t.user!.id)).expect(201);
  });

  it('lets exactly one of simultaneous identical requests through', async () => {
    const t = await newTutor(target);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(hirePayload(t.user!.id))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const mine = await http(target).get('/api/hires?as=tutor').set(authHeader(t)).expect(200);
    expect(mine.body).toHaveLength(1);
  });
});
