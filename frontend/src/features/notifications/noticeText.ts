import { type CodedMessage, type NoticeParams, noticeMessage } from '@tutorhub/contracts';
import type { AppNotification } from '../../store/hireTypes';
import { translateCoded } from '../../i18n';

/** A word of the notice (a stand-in name, a reason's label): every catalog has one per code. */
const word = (message: CodedMessage) => translateCoded(message.code, message.params, '');

/**
 * A notification in the active language, rendered from its type and params as the API renders
 * its English (`noticeMessage`); the API's English `text` when the language is English.
 */
export function noticeText(notification: AppNotification): string {
  const message = noticeMessage(notification.type, notification.params as NoticeParams, word);
  return translateCoded(message.code, message.params, notification.text);
}
