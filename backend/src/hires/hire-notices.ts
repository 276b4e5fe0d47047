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

/** `from`: the party whose act it reports (none for an admin's). */
function notice(
  to: Pick<User, 'id'> | null,
  status: HireStatus,
  hire: NoticeHire,
  params: NoticeParams,
  from: Pick<User, 'id'> | null = null,
): NewNotification[] {
  return to
    ? [{ userId: to.id, type: `hire.${status}`, hireId: hire.id, params, fromId: from?.id ?? null }]
    : [];
}

/** The tutor's notice of a new request. */
export function requestNotices(hire: NoticeHire): NewNotification[] {
  return notice(
    hire.tutor,
    'requested',
    hire,
    {
      student: hire.student?.name ?? null,
      subject: hire.subject,
      classLevel: hire.classLevel,
      days: hire.daysPerWeek,
      salary: hire.salary,
    },
    hire.student,
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
  const { subject } = hire;
  const tutor = hire.tutor?.name ?? null;
  const student = hire.student?.name ?? null;
  switch (to) {
    case 'accepted':
      return notice(hire.student, to, hire, { tutor, subject }, hire.tutor);
    case 'declined':
      return notice(hire.student, to, hire, { tutor, subject, reason }, hire.tutor);
    case 'cancelled':
      return notice(hire.tutor, to, hire, { student, subject, reason }, hire.student);
    case 'ended':
      if (by.tutor) {
        return notice(hire.student, to, hire, { by: 'tutor', tutor, subject, reason }, hire.tutor);
      }
      if (by.student) {
        return notice(
          hire.tutor,
          to,
          hire,
          { by: 'student', student, subject, reason },
          hire.student,
        );
      }
      return [hire.tutor, hire.student].flatMap((party) =>
        notice(party, to, hire, { by: 'admin', subject, reason }),
      );
    case 'requested':
      return [];
  }
}
