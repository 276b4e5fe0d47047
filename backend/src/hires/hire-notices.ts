import type { HireReason, HireStatus, NoticeParams } from '@tutorhub/contracts';
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

function notice(
  to: Pick<User, 'id'> | null,
  status: HireStatus,
  hire: NoticeHire,
  params: NoticeParams,
): NewNotification[] {
  return to ? [{ userId: to.id, type: `hire.${status}`, hireId: hire.id, params }] : [];
}

/** The tutor's notice of a new request. */
export function requestNotices(hire: NoticeHire): NewNotification[] {
  return notice(hire.tutor, 'requested', hire, {
    student: hire.student?.name ?? null,
    subject: hire.subject,
    classLevel: hire.classLevel,
    days: hire.daysPerWeek,
    salary: hire.salary,
  });
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
  const { subject } = hire;
  const tutor = hire.tutor?.name ?? null;
  const student = hire.student?.name ?? null;
  switch (to) {
    case 'accepted':
      return notice(hire.student, to, hire, { tutor, subject });
    case 'declined':
      return notice(hire.student, to, hire, { tutor, subject, reason });
    case 'cancelled':
      return notice(hire.tutor, to, hire, { student, subject, reason });
    case 'ended':
      if (by.tutor) {
        return notice(hire.student, to, hire, { by: 'tutor', tutor, subject, reason });
      }
      if (by.student) {
        return notice(hire.tutor, to, hire, { by: 'student', student, subject, reason });
      }
      return [hire.tutor, hire.student].flatMap((party) =>
        notice(party, to, hire, { by: 'admin', subject, reason }),
      );
    case 'requested':
      return [];
  }
}
