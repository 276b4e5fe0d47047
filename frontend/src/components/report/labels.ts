import type { ReportReason, ReportTargetType } from '@tutorhub/contracts';
import type { MessageKey } from '../../i18n';

/** How the web app names each reason of a report. */
export const REASON_LABELS: Record<ReportReason, MessageKey> = {
  'contact-details': 'reports.reason.contact-details',
  'fake-profile': 'reports.reason.fake-profile',
  abuse: 'reports.reason.abuse',
  scam: 'reports.reason.scam',
  other: 'reports.reason.other',
};

/** How the web app names each kind of reported item. */
export const TARGET_LABELS: Record<ReportTargetType, MessageKey> = {
  tutor: 'reports.target.tutor',
  student: 'reports.target.student',
  'tutor-review': 'reports.target.tutor-review',
  review: 'reports.target.review',
  blog: 'reports.target.blog',
  message: 'reports.target.message',
};

/** The accessible name of the Report action on each kind of item, naming it with `{name}`. */
export const ACTION_LABELS: Record<ReportTargetType, MessageKey> = {
  tutor: 'reports.label.profile',
  student: 'reports.label.profile',
  'tutor-review': 'reports.label.review',
  review: 'reports.label.review',
  blog: 'reports.label.blog',
  message: 'reports.label.message',
};
