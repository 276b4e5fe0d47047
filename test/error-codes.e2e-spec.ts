import { randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  CONTACT_RULE_MESSAGES,
  CONVERSATION_MESSAGES,
  HIRE_MESSAGES,
  LIMITS,
  MEDIA_MESSAGES,
  NOT_FOUND,
  RULE_MESSAGES,
} from '@tutorhub/contracts';
import { expectErrorShape } from './support/error-shape';
import { targetForFile } from './support/file-setup';
import { hireConversation } from './support/conversations';
import { authHeader } from './support/identities';
import { hireIn, hirePayload, moveHire, newStudent, newTutor, requestHire } from './support/hires';

/**
 * Error answers carry the stable code and params of each message beside its unchanged English
 * text (`code` and `params` for `message`, `codes` and `fieldParams` per field), so the web app
 * can show it in the user's language; a refusal Nest or Fastify words keeps its text and has a
 * `request.*` code.
 */
describe('error codes', () => {
  const { target, api } = targetForFile();

  it('codes each invalid field of a 400 with its params', async () => {
    const res = await api()
      .post('/api/contact')
      .send({
        name: '',
        email: 'nope',
        message: 'x'.repeat(LIMITS.contactMessageMax + 1),
        phone: '1',
      })
      .expect(400);
    expectErrorShape(res);
    expect(res.body.errors).toEqual({
      name: 'Type your full name',
      email: RULE_MESSAGES.emailFormat,
      message: RULE_MESSAGES.tooLong(LIMITS.contactMessageMax),
      phone: 'Unknown field: phone',
    });
    expect(res.body.codes).toEqual({
      name: 'contactForm.name',
      email: 'rule.emailFormat',
      message: 'rule.tooLong',
      phone: 'rule.unknownField',
    });
    expect(res.body.fieldParams).toEqual({
      name: {},
      email: {},
      message: { max: LIMITS.contactMessageMax },
      phone: { field: 'phone' },
    });
    const field = Object.keys(res.body.errors).find((f) => res.body.errors[f] === res.body.message);
    expect(res.body.code).toBe(res.body.codes[field!]);
    expect(res.body.params).toEqual(res.body.fieldParams[field!]);
  });

  it('codes the message of a refused query and of a malformed id', async () => {
    const student = await newStudent(target);
    const query = await api().get('/api/hires?as=everyone').set(authHeader(student)).expect(400);
    expect(query.body).toMatchObject({
      message: HIRE_MESSAGES.side,
      code: 'hire.side',
      codes: { as: 'hire.side' },
    });
    const id = await api().get('/api/tutors/42').expect(400);
    expect(id.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: RULE_MESSAGES.malformedId,
      code: 'rule.malformedId',
      params: {},
    });
  });

  it('codes a 404 of a missing record', async () => {
    const res = await api().get(`/api/tutors/${randomUUID()}`).expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: NOT_FOUND.tutor,
      code: 'notFound.tutor',
      params: {},
    });
  });

  it('codes the refusals of the conversation calls', async () => {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    const conversation = await hireConversation(
      target,
      student,
      await requestHire(target, student, tutor),
    );
    const send = (body: object) =>
      api()
        .post(`/api/conversations/${conversation._id}/messages`)
        .set(authHeader(student))
        .send(body);
    const empty = await send({ text: ' ' }).expect(400);
    expectErrorShape(empty);
    expect(empty.body).toMatchObject({
      message: CONVERSATION_MESSAGES.text,
      codes: { text: 'conversation.text' },
    });
    const contact = await send({ text: 'WhatsApp 01712345678' }).expect(400);
    expect(contact.body).toMatchObject({
      message: CONTACT_RULE_MESSAGES.contactDetails,
      code: 'contactRule.contactDetails',
    });
    const missing = await api()
      .get(`/api/conversations/${randomUUID()}/messages`)
      .set(authHeader(student))
      .expect(404);
    expect(missing.body).toMatchObject({
      message: NOT_FOUND.conversation,
      code: 'notFound.conversation',
    });
    const cursor = await api()
      .get(`/api/conversations/${conversation._id}/messages?before=${randomUUID()}`)
      .set(authHeader(student))
      .expect(400);
    expect(cursor.body.code).toBe('conversation.before');
  });

  describe('409s of the hire calls', () => {
    it('codes a second open request to the same tutor', async () => {
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      await requestHire(target, student, tutor);
      const res = await api()
        .post('/api/hires')
        .set(authHeader(student))
        .send(hirePayload(tutor.user!.id))
        .expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: HIRE_MESSAGES.openHireExists,
        code: 'hire.openHireExists',
        params: {},
      });
    });

    it('codes a move to the status the hire already has, its status in the params', async () => {
      const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
      const id = await hireIn(target, student, tutor, 'accepted');
      const res = await moveHire(target, tutor, id, 'accepted').expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: HIRE_MESSAGES.alreadyInStatus('accepted'),
        code: 'hire.alreadyInStatus',
        params: { status: 'accepted' },
      });
    });
  });

  it('codes the refusals of the sign-in and access checks and of an upload', async () => {
    const student = await newStudent(target);
    const anonymous = await api().get('/api/me').expect(401);
    expect(anonymous.body).toMatchObject({
      message: AUTH_MESSAGES.signInRequired,
      code: 'auth.signInRequired',
    });
    const forged = await api().get('/api/me').set('Authorization', 'Bearer a.b.c').expect(401);
    expect(forged.body).toMatchObject({
      message: AUTH_MESSAGES.invalidToken,
      code: 'auth.invalidToken',
    });
    const notAdmin = await api().get('/api/stats').set(authHeader(student)).expect(403);
    expect(notAdmin.body).toMatchObject({
      message: AUTH_MESSAGES.forbidden,
      code: 'auth.forbidden',
    });
    const noImage = await api()
      .post('/api/images')
      .set(authHeader(student))
      .field('note', 'no file here')
      .expect(400);
    expect(noImage.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: MEDIA_MESSAGES.missing,
      code: 'media.missing',
      params: {},
    });
  });

  it.each([
    ['an unknown route (Nest)', () => api().get('/api/no-such-call'), 404, 'request.noSuchCall'],
    [
      'malformed JSON (Fastify)',
      () => api().post('/api/contact').set('Content-Type', 'application/json').send('{"name":'),
      400,
      'request.unreadable',
    ],
  ] as const)(
    "keeps the framework's text and codes it by status: %s",
    async (_, call, status, code) => {
      const res = await call().expect(status);
      expectErrorShape(res);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body).toMatchObject({ code, params: {} });
      expect(res.body).not.toHaveProperty('codes');
    },
  );
});
