import {
  HIRE_NOTICES,
  HIRE_REASON_LABELS,
  type HireReason,
  type HireStatus,
} from '@tutorhub/contracts';
import type { NewNotification } from '../notifications/notifications.service';
import type { User } from '../users/user.entity';
import type { HireRoles } from './hire-moves';

/** The parts of a hire a notice names. */
export interface NoticeHire {
  id: string;
  subject: string;
  classLevel: string;
  daysPerWeek: number;
  salary: number;
  tutor: Pick<User, 'id' | 'name'> | null;
  student: Pick<User, 'id' | 'name'> | null;
}

const tutorName = (hire: NoticeHire) => hire.tutor?.name ?? HIRE_NOTICES.someTutor;
const studentName = (hire: NoticeHire) => hire.student?.name ?? HIRE_NOTICES.someStudent;

function notice(
  to: Pick<User, 'id'> | null,
  status: HireStatus,
  hire: NoticeHire,
  text: string,
): NewNotification[] {
  return to ? [{ userId: to.id, type: `hire.${status}`, hireId: hire.id, text }] : [];
}

/** The tutor's notice of a new request. */
export function requestNotices(hire: NoticeHire): NewNotification[] {
  return notice(
    hire.tutor,
    'requested',
    hire,
    HIRE_NOTICES.requested(
      studentName(hire),
      hire.subject,
      hire.classLevel,
      hire.daysPerWeek,
      hire.salary,
    ),
  );
}

/** The text of an ending notice, with the reason when one was given. */
function endedText(party: string | null, subject: string, reason: string | null): string {
  if (party === null) {
    return reason
      ? HIRE_NOTICES.endedByAdminWithReason(subject, reason)
      : HIRE_NOTICES.endedByAdmin(subject);
  }
  return reason
    ? HIRE_NOTICES.endedWithReason(party, subject, reason)
    : HIRE_NOTICES.ended(party, subject);
}

/**
 * Who hears of a move and what they read: the other party; when an admin who is not a party
 * ends a tuition, both parties.
 */
export function moveNotices(
  hire: NoticeHire,
  to: HireStatus,
  reason: HireReason | null,
  by: HireRoles,
): NewNotification[] {
  const why = reason ? HIRE_REASON_LABELS[reason] : null;
  const { subject } = hire;
  switch (to) {
    case 'accepted':
      return notice(hire.student, to, hire, HIRE_NOTICES.accepted(tutorName(hire), subject));
    case 'declined':
      return notice(
        hire.student,
        to,
        hire,
        why
          ? HIRE_NOTICES.declinedWithReason(tutorName(hire), subject, why)
          : HIRE_NOTICES.declined(tutorName(hire), subject),
      );
    case 'cancelled':
      return notice(
        hire.tutor,
        to,
        hire,
        why
          ? HIRE_NOTICES.cancelledWithReason(studentName(hire), subject, why)
          : HIRE_NOTICES.cancelled(studentName(hire), subject),
      );
    case 'ended':
      if (by.tutor) {
        return notice(hire.student, to, hire, endedText(tutorName(hire), subject, why));
      }
      if (by.student) {
        return notice(hire.tutor, to, hire, endedText(studentName(hire), subject, why));
      }
      return [hire.tutor, hire.student].flatMap((party) =>
        notice(party, to, hire, endedText(null, subject, why)),
      );
    case 'requested':
      return [];
  }
}
