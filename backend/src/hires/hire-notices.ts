import { HIRE_REASON_LABELS, type HireReason, type HireStatus } from '@tutorhub/contracts';
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

const tutorName = (hire: NoticeHire) => hire.tutor?.name ?? 'Your tutor';
const studentName = (hire: NoticeHire) => hire.student?.name ?? 'Your student';

function reasonText(reason: HireReason | null): string {
  return reason ? ` Reason: ${HIRE_REASON_LABELS[reason]}.` : '';
}

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
  const salary = hire.salary.toLocaleString('en-US');
  return notice(
    hire.tutor,
    'requested',
    hire,
    `${studentName(hire)} asked to hire you for ${hire.subject} (${hire.classLevel}), ` +
      `${hire.daysPerWeek} days a week, ${salary} BDT a month.`,
  );
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
  const why = reasonText(reason);
  switch (to) {
    case 'accepted':
      return notice(
        hire.student,
        to,
        hire,
        `${tutorName(hire)} accepted your request for ${hire.subject}. ` +
          `Their phone number and email are now on My tuitions.`,
      );
    case 'declined':
      return notice(
        hire.student,
        to,
        hire,
        `${tutorName(hire)} declined your request for ${hire.subject}.${why}`,
      );
    case 'cancelled':
      return notice(
        hire.tutor,
        to,
        hire,
        `${studentName(hire)} cancelled the request for ${hire.subject}.${why}`,
      );
    case 'ended':
      if (by.tutor) {
        return notice(
          hire.student,
          to,
          hire,
          `${tutorName(hire)} ended the ${hire.subject} tuition.${why}`,
        );
      }
      if (by.student) {
        return notice(
          hire.tutor,
          to,
          hire,
          `${studentName(hire)} ended the ${hire.subject} tuition.${why}`,
        );
      }
      return [hire.tutor, hire.student].flatMap((party) =>
        notice(party, to, hire, `An admin ended the ${hire.subject} tuition.${why}`),
      );
    case 'requested':
      return [];
  }
}
