import {
  type EmailType,
  type MessageParams,
  type NoticeParams,
  noticeMessage,
  type NotificationType,
} from '@tutorhub/contracts';

/** What an email tells: the notice's message code and its arguments. */
export interface EmailContent {
  type: EmailType;
  code: string;
  params: MessageParams;
}

/** The code of a text no template knows; its email repeats the text as written. */
export const PLAIN_TEXT_CODE = 'text';

/**
 * The message code and arguments of a notification (its English words for a missing party and
 * a reason, which the templates put in the reader's language).
 */
export function emailContentOf(notification: {
  type: NotificationType;
  params: NoticeParams;
}): EmailContent {
  const { code, params } = noticeMessage(notification.type, notification.params);
  return { type: notification.type, code, params };
}
