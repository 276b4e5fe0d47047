import { type MessageParams, messageCode, type NotificationType } from '@tutorhub/contracts';

/** What an email tells: the notice's message code and its arguments. */
export interface EmailContent {
  type: NotificationType;
  code: string;
  params: MessageParams;
}

/** The code of a text no template knows; its email repeats the text as written. */
export const PLAIN_TEXT_CODE = 'text';

/**
 * The message code and arguments of a notification, read back from its English text, so its
 * email can be written in the reader's language.
 */
export function emailContentOf(notification: {
  type: NotificationType;
  text: string;
}): EmailContent {
  const read = messageCode(notification.text);
  return read
    ? { type: notification.type, code: read.code, params: read.params }
    : { type: notification.type, code: PLAIN_TEXT_CODE, params: { text: notification.text } };
}
