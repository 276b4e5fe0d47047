import type { EmailType } from '@tutorhub/contracts';
import type { MessageKey } from '../../i18n';

/** What each kind of notification (and of email, an unread message too) is called in lists. */
export const NOTIFICATION_LABELS: Record<EmailType, MessageKey> = {
  'hire.requested': 'notifications.type.hireRequested',
  'hire.accepted': 'notifications.type.hireAccepted',
  'hire.declined': 'notifications.type.hireDeclined',
  'hire.cancelled': 'notifications.type.hireCancelled',
  'hire.ended': 'notifications.type.hireEnded',
  'review.received': 'notifications.type.reviewReceived',
  'report.resolved': 'notifications.type.reportResolved',
  'message.unread': 'notifications.type.messageUnread',
};
