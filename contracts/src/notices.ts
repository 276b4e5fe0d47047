import {
  type HireReason,
  type JobRejectReason,
  type NotificationType,
  type ReportResolution,
  SITE,
  type VerificationRejectReason,
} from './constants';
import { coded, type CodedMessage, type MessageParams, messageText } from './message-codes';

/** Who made the move a notice tells of; `deletion`: the named party deleted their account. */
export type NoticeActor = 'tutor' | 'student' | 'admin' | 'deletion';

/**
 * What a notification tells, stored beside its type and rendered by the reader in their
 * language: the parties' names as they were (null when that account is gone), the hire's
 * terms, the reason given and who acted.
 */
export interface NoticeParams {
  student?: string | null;
  tutor?: string | null;
  subject?: string;
  classLevel?: string;
  days?: number;
  salary?: number;
  reason?: HireReason | null;
  by?: NoticeActor;
  rating?: number;
  /** How an admin resolved the reader's report. */
  resolution?: ReportResolution;
  /** The tuition job concerned, and the application. */
  jobId?: string;
  applicationId?: string;
  /** Why an admin rejected the reader's job. */
  jobReason?: JobRejectReason;
  /** When the trial class is (ISO date-time). */
  trialAt?: string;
  /** Why an admin rejected the reader's verification documents. */
  verificationReason?: VerificationRejectReason;
  /** The admin's note with it: what to send again. */
  note?: string;
}

/** A trial class's day (YYYY-MM-DD) and time (HH:mm, 24-hour) in the site's time zone. */
export function siteDayAndTime(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: SITE.timeZone }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: SITE.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { date, time };
}

/** Renders one of the notice's own words (a stand-in name, a reason's label) in a language. */
export type NoticeWord = (message: CodedMessage) => string;

/**
 * The message a notification shows: its code by type and params, with the stand-in of a party
 * whose account is gone and the label of the reason rendered by `word` (English by default).
 */
export function noticeMessage(
  type: NotificationType,
  params: NoticeParams,
  word: NoticeWord = messageText,
): CodedMessage {
  const tutor = params.tutor ?? word(coded('hireNotice.someTutor'));
  const student = params.student ?? word(coded('hireNotice.someStudent'));
  const subject = params.subject ?? '';
  const reason = params.reason ? { reason: word(coded(`hireReason.${params.reason}`)) } : null;
  const withReason = (plain: CodedMessage, code: CodedMessage['code']): CodedMessage =>
    reason ? coded(code, { ...plain.params, ...reason }) : plain;
  switch (type) {
    case 'hire.requested':
      return coded('hireNotice.requested', {
        student,
        subject,
        classLevel: params.classLevel ?? '',
        days: params.days ?? 0,
        salary: params.salary ?? 0,
      });
    case 'hire.accepted':
      return coded('hireNotice.accepted', { tutor, subject });
    case 'hire.declined':
      return withReason(
        coded('hireNotice.declined', { tutor, subject }),
        'hireNotice.declinedWithReason',
      );
    case 'hire.cancelled':
      if (params.by === 'deletion') {
        return coded('profile.accountRemovedCancelled', { name: params.tutor ?? student });
      }
      return withReason(
        coded('hireNotice.cancelled', { student, subject }),
        'hireNotice.cancelledWithReason',
      );
    case 'hire.ended':
      return endedMessage(params, tutor, student, subject, withReason);
    case 'review.received':
      return coded('profile.reviewReceived', { student, rating: params.rating ?? 0 });
    case 'report.resolved':
      return coded(`reportNotice.${params.resolution ?? 'dismissed'}`);
    case 'verification.rejected': {
      const reason = word(coded(`verificationReason.${params.verificationReason ?? 'other'}`));
      return params.note
        ? coded('verificationNotice.rejectedWithNote', { reason, note: params.note })
        : coded('verificationNotice.rejected', { reason });
    }
    default:
      return jobMessage(type, params, tutor, student, subject, word);
  }
}

/** The notices of tuition jobs and their applications. */
function jobMessage(
  type: NotificationType,
  params: NoticeParams,
  tutor: string,
  student: string,
  subject: string,
  word: NoticeWord,
): CodedMessage {
  const classLevel = params.classLevel ?? '';
  switch (type) {
    case 'job.approved':
      return coded('jobNotice.approved', { subject, classLevel });
    case 'job.rejected':
      return coded('jobNotice.rejected', {
        subject,
        classLevel,
        reason: word(coded(`jobReason.${params.jobReason ?? 'other'}`)),
      });
    case 'application.received':
      return coded('jobNotice.received', { tutor, subject, salary: params.salary ?? 0 });
    case 'application.shortlisted':
      return coded('jobNotice.shortlisted', { subject });
    case 'application.trial':
      return coded('jobNotice.trial', { subject, ...siteDayAndTime(params.trialAt ?? '') });
    case 'application.hired':
      return coded('jobNotice.hired', { student, subject });
    case 'application.rejected':
      return coded('jobNotice.applicationRejected', { subject });
    case 'application.withdrawn':
      return coded('jobNotice.withdrawn', { tutor, subject });
    default:
      return coded('jobNotice.closed', { subject });
  }
}

function endedMessage(
  params: NoticeParams,
  tutor: string,
  student: string,
  subject: string,
  withReason: (plain: CodedMessage, code: CodedMessage['code']) => CodedMessage,
): CodedMessage {
  switch (params.by) {
    case 'deletion':
      return coded('profile.accountRemovedEnded', { name: params.tutor ?? student });
    case 'admin':
      return withReason(
        coded('hireNotice.endedByAdmin', { subject }),
        'hireNotice.endedByAdminWithReason',
      );
    default: {
      const party: MessageParams = { party: params.by === 'tutor' ? tutor : student, subject };
      return withReason(coded('hireNotice.ended', party), 'hireNotice.endedWithReason');
    }
  }
}

/** A notification in English: what the API answers beside its type and params. */
export function noticeText(type: NotificationType, params: NoticeParams): string {
  return messageText(noticeMessage(type, params));
}
