import type { EmailTopic, EmailType } from '@tutorhub/contracts';
import type { User } from '../users/user.entity';

/** The kind of an email, as the reader turns it on and off. */
export function topicOf(type: EmailType): EmailTopic {
  switch (type) {
    case 'message.unread':
      return 'messages';
    case 'job.digest':
      return 'jobDigest';
    case 'review.received':
      return 'reviews';
    default:
      return 'hires';
  }
}

/** The account column that holds the reader's choice for a kind of email. */
export const TOPIC_COLUMNS = {
  hires: 'emailHires',
  reviews: 'emailReviews',
  messages: 'emailMessages',
  jobDigest: 'emailJobDigest',
} as const satisfies Record<EmailTopic, keyof User>;

export function wantsEmail(
  user: Pick<User, 'emailHires' | 'emailReviews' | 'emailMessages' | 'emailJobDigest'>,
  type: EmailType,
): boolean {
  return user[TOPIC_COLUMNS[topicOf(type)]];
}
