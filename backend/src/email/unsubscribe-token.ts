import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_TOPICS, type EmailTopic } from '@tutorhub/contracts';

/**
 * The token of a one-click unsubscribe link: the account and the kind of email, signed, so
 * the link works without signing in and cannot be made for someone else's account.
 */
export function unsubscribeToken(secret: string, userId: string, topic: EmailTopic): string {
  const body = `${userId}.${topic}`;
  return `${body}.${sign(secret, body)}`;
}

/** The account and kind of email a token stands for, or undefined when it is not ours. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; topic: EmailTopic } | undefined {
  const [userId, topic, signature] = token.split('.');
  if (!userId || !signature || !(EMAIL_TOPICS as readonly string[]).includes(topic)) {
    return undefined;
  }
  const expected = Buffer.from(sign(secret, `${userId}.${topic}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { userId, topic: topic as EmailTopic }
    : undefined;
}

function sign(secret: string, body: string): string {
  // A key of its own, so an unsubscribe signature is never valid as anything else.
  return createHmac('sha256', `unsubscribe:${secret}`).update(body).digest('base64url');
}
