import { NOT_FOUND } from '@tutorhub/contracts';
import { http } from './support/app';
import { type ConversationBody, hireConversation, sent } from './support/conversations';
import { expectHireAccess, hireAccess, hireCallersForFile, requestHire } from './support/hires';
import { authHeader } from './support/identities';

/**
 * Every conversation call × {anonymous, no profile, student, other student, tutor, other tutor,
 * admin}. The conversation is the one of a hire between `student` and `tutor`; the "other"
 * accounts and the admin are no party of it, and nothing of it is reported.
 */
describe('conversations: who may call', () => {
  const { target, callers, ctx } = hireCallersForFile();
  let hireId: string;
  let conversation: ConversationBody;
  let messageId: string;

  beforeAll(async () => {
    hireId = await requestHire(target, callers.student, callers.tutor);
    conversation = await hireConversation(target, callers.student, hireId);
    messageId = (await sent(target, callers.tutor, conversation._id, 'Hello! Which chapter?'))._id;
  });

  const partiesOnly = (ok: number) => ({
    anonymous: 401,
    noProfile: 404,
    student: ok,
    tutor: ok,
    otherStudent: 404,
    otherTutor: 404,
    admin: 404,
  });

  expectHireAccess(
    ctx,
    'GET /api/conversations',
    { method: 'get', path: '/api/conversations' },
    hireAccess.signedIn(),
  );

  expectHireAccess(
    ctx,
    'GET /api/conversations/unread-count',
    { method: 'get', path: '/api/conversations/unread-count' },
    hireAccess.signedIn(),
  );

  expectHireAccess(
    ctx,
    'GET /api/conversations/of/hire/{id}',
    { method: 'get', path: async () => `/api/conversations/of/hire/${hireId}` },
    partiesOnly(200),
  );

  expectHireAccess(
    ctx,
    'GET /api/conversations/{id}',
    { method: 'get', path: async () => `/api/conversations/${conversation._id}` },
    partiesOnly(200),
  );

  expectHireAccess(
    ctx,
    'GET /api/conversations/{id}/messages',
    { method: 'get', path: async () => `/api/conversations/${conversation._id}/messages` },
    partiesOnly(200),
  );

  expectHireAccess(
    ctx,
    'POST /api/conversations/{id}/messages',
    {
      method: 'post',
      path: async () => `/api/conversations/${conversation._id}/messages`,
      body: { text: 'Sunday at 7 pm suits me.' },
    },
    partiesOnly(201),
  );

  expectHireAccess(
    ctx,
    'POST /api/conversations/{id}/read',
    { method: 'post', path: async () => `/api/conversations/${conversation._id}/read` },
    partiesOnly(200),
  );

  expectHireAccess(
    ctx,
    'DELETE /api/conversations/{id}/messages/{messageId}',
    {
      method: 'delete',
      path: async (who) =>
        who === 'tutor'
          ? `/api/conversations/${conversation._id}/messages/${(await sent(target, callers.tutor, conversation._id, 'Oops'))._id}`
          : `/api/conversations/${conversation._id}/messages/${messageId}`,
    },
    // The student is a party but not the sender.
    { ...partiesOnly(200), student: 403 },
  );

  expectHireAccess(
    ctx,
    'GET /api/blocks',
    { method: 'get', path: '/api/blocks' },
    hireAccess.signedIn(),
  );

  it('answers a conversation nobody has with 404 in the error shape', async () => {
    const res = await http(target)
      .get('/api/conversations/00000000-0000-4000-8000-000000000000/messages')
      .set(authHeader(callers.student));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      message: NOT_FOUND.conversation,
      code: 'notFound.conversation',
    });
  });

  it('shows each party the other, the last message and what they have not read', async () => {
    const list = await http(target).get('/api/conversations').set(authHeader(callers.student));
    expect(list.status).toBe(200);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    const item = (list.body as ConversationBody[]).find((c) => c._id === conversation._id);
    expect(item).toMatchObject({
      kind: 'hire',
      refId: hireId,
      other: { _id: callers.tutor.user!.id },
      contactRule: true,
      readOnly: false,
      blocked: false,
    });
    expect(item!.lastMessage).toMatchObject({ mine: false });
    const forTutor = await hireConversation(target, callers.tutor, hireId);
    expect(forTutor).toMatchObject({
      _id: conversation._id,
      other: { _id: callers.student.user!.id },
    });
  });
});
