import type { NotificationType, SmsKind } from '@tutorhub/contracts';
import type { User } from '../users/user.entity';

/** The notices that go by SMS, by kind: the rest (reviews, reports, admins' verdicts) do not. */
const KIND_OF: Partial<Record<NotificationType, SmsKind>> = {
  'hire.requested': 'hires',
  'hire.accepted': 'hires',
  'hire.declined': 'hires',
  'hire.cancelled': 'hires',
  'hire.ended': 'hires',
  'application.received': 'applications',
  'application.shortlisted': 'applications',
  'application.hired': 'applications',
  'application.rejected': 'applications',
  'application.withdrawn': 'applications',
  'application.closed': 'applications',
  'application.trial': 'trials',
};

/** The SMS kind of a notice, or undefined when it never goes by SMS. */
export function smsKindOf(type: NotificationType): SmsKind | undefined {
  return KIND_OF[type];
}

export type SmsChoices = Pick<
  User,
  'kind' | 'smsHires' | 'smsApplications' | 'smsTrials' | 'smsJobAlerts'
>;

/**
 * Whether the member takes a kind by SMS. Hires and job alerts stored as null follow the
 * account's kind (on for a tutor: the one a hire request asks; job alerts are for tutors only),
 * so a student promoted to tutor gets a tutor's defaults.
 */
export function wantsSms(user: SmsChoices, kind: SmsKind): boolean {
  const tutor = user.kind === 'tutor';
  switch (kind) {
    case 'hires':
      return user.smsHires ?? tutor;
    case 'applications':
      return user.smsApplications;
    case 'trials':
      return user.smsTrials;
    case 'jobAlerts':
      return tutor && (user.smsJobAlerts ?? true);
  }
}

/** The account column of each kind. */
export const SMS_KIND_COLUMNS = {
  hires: 'smsHires',
  applications: 'smsApplications',
  trials: 'smsTrials',
  jobAlerts: 'smsJobAlerts',
} as const satisfies Record<SmsKind, keyof User>;
