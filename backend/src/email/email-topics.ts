import type { EmailTopic, EmailType } from '@tutorhub/contracts';
import type { User } from '../users/user.entity';

/** The kind of email a notification makes, as the reader turns it on and off. */
export function topicOf(type: EmailType): Exclude<EmailTopic, 'jobDigest'> {
  if (type === 'message.unread') {
    return 'messages';
  }
  return type === 'review.received' ? 'reviews' : 'hires';
}

/** The account column that holds the reader's choice for a kind of email. */
export const TOPIC_COLUMNS = {
  hires: 'emailHires',
  reviews: 'emailReviews',
  messages: 'emailMessages',
  jobDigest: 'emailJobDigest',
} as const satisfies Record<EmailTopic, keyof User>;

export function wantsEmail(
  user: Pick<User, 'emailHires' | 'emailReviews' | 'emailMessages'>,
  type: EmailType,
): boolean {
  return user[TOPIC_COLUMNS[topicOf(type)]];
}
