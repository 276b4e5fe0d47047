import { CONVERSATION_MESSAGES } from '@tutorhub/contracts';
import { DataSource } from 'typeorm';
import { hireConversation, sendMessage, sent } from './support/conversations';
import { targetForFile } from './support/file-setup';
import { newStudent, newTutor, requestHire } from './support/hires';

/** At most RATE_LIMIT_CHAT messages per account per minute; each account counts alone. */
describe('conversations: the message limit', () => {
  const { target } = targetForFile({ RATE_LIMIT_CHAT: '3', RATE_LIMIT_CHAT_WINDOW_SECONDS: '60' });

  beforeAll(async () => {
    // Files run before this one counted their requests under the suite's high limits.
    await target.app!.get(DataSource).query(`DELETE FROM rate_limit_counters`);
  });

  it('answers the fourth message in a minute 429 with Retry-After, and spares the other party', async () => {
    const [student, tutor] = await Promise.all([newStudent(target), newTutor(target)]);
    const conversation = await hireConversation(
      target,
      student,
      await requestHire(target, student, tutor),
    );
    for (const text of ['one', 'two', 'three']) {
      await sent(target, student, conversation._id, text);
    }
    const refused = await sendMessage(target, student, conversation._id, 'four');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      statusCode: 429,
      code: 'conversation.tooMany',
      message: CONVERSATION_MESSAGES.tooMany,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await sent(target, tutor, conversation._id, 'I can still answer');
  });
});
