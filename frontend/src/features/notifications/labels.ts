import type { NotificationType } from '@tutorhub/contracts';
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
  'job.approved': 'notifications.type.jobApproved',
  'job.rejected': 'notifications.type.jobRejected',
  'application.received': 'notifications.type.applicationReceived',
  'application.shortlisted': 'notifications.type.applicationShortlisted',
  'application.trial': 'notifications.type.applicationTrial',
  'application.hired': 'notifications.type.applicationHired',
  'application.rejected': 'notifications.type.applicationRejected',
  'application.withdrawn': 'notifications.type.applicationWithdrawn',
  'application.closed': 'notifications.type.applicationClosed',
};
