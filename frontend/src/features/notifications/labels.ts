import type { EmailType, NotificationType, SmsType } from '@tutorhub/contracts';
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
  'job.digest': 'notifications.type.jobDigest',
  'job.approved': 'notifications.type.jobApproved',
  'job.rejected': 'notifications.type.jobRejected',
  'application.received': 'notifications.type.applicationReceived',
  'application.shortlisted': 'notifications.type.applicationShortlisted',
  'application.trial': 'notifications.type.applicationTrial',
  'application.hired': 'notifications.type.applicationHired',
  'application.rejected': 'notifications.type.applicationRejected',
  'application.withdrawn': 'notifications.type.applicationWithdrawn',
  'application.closed': 'notifications.type.applicationClosed',
  'verification.rejected': 'notifications.type.verificationRejected',
};

/**
 * The page a notification opens: the guardian's jobs for their job's news, the tutor's
 * applications for theirs, My tuitions for a hire (a hired application included), the profile
 * for a review; a report's outcome is all in its text and opens none.
 */
export const NOTIFICATION_PAGES: Record<NotificationType, string | null> = {
  'hire.requested': '/tuitions',
  'hire.accepted': '/tuitions',
  'hire.declined': '/tuitions',
  'hire.cancelled': '/tuitions',
  'hire.ended': '/tuitions',
  'review.received': '/profile',
  'report.resolved': null,
  'job.approved': '/jobs/mine',
  'job.rejected': '/jobs/mine',
  'application.received': '/jobs/mine',
  'application.shortlisted': '/applications',
  'application.trial': '/applications',
  'application.hired': '/tuitions',
  'application.rejected': '/applications',
  'application.withdrawn': '/jobs/mine',
  'application.closed': '/applications',
  'verification.rejected': '/verification',
};

/** What an SMS is called in Dashboard › SMS: its notice's name, or the tutors' daily job alert. */
export function smsKindLabel(type: SmsType): MessageKey {
  return type === 'job.alert' ? 'notifications.type.jobAlert' : NOTIFICATION_LABELS[type];
}
