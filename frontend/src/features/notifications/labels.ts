import type { EmailType, NotificationType } from '@tutorhub/contracts';
import type { MessageKey } from '../../i18n';

/** What each kind of notification is called in lists. */
export const NOTIFICATION_LABELS: Record<NotificationType, MessageKey> = {
  'hire.requested': 'notifications.type.hireRequested',
  'hire.accepted': 'notifications.type.hireAccepted',
  'hire.declined': 'notifications.type.hireDeclined',
  'hire.cancelled': 'notifications.type.hireCancelled',
  'hire.ended': 'notifications.type.hireEnded',
  'review.received': 'notifications.type.reviewReceived',
  'report.resolved': 'notifications.type.reportResolved',
};

/** How the admins' email report names each kind of email: the notifications', and messages. */
export const EMAIL_LABELS: Record<EmailType, MessageKey> = {
  ...NOTIFICATION_LABELS,
  'message.unread': 'notifications.type.messageUnread',
};
