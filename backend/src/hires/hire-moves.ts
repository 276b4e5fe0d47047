import { HIRE_MESSAGES, type HireStatus } from '@tutorhub/contracts';

/** What the caller is to a hire: its tutor, its student, an admin (any of them at once). */
export interface HireRoles {
  tutor: boolean;
  student: boolean;
  admin: boolean;
}

/** Moves that close a hire; only these may carry a reason. */
export const CLOSING_STATUSES: readonly HireStatus[] = ['declined', 'cancelled', 'ended'];

/**
 * The state machine: requested → accepted | declined (the tutor), requested → cancelled (the
 * student), accepted → ended (either party or an admin). Answers why a move is refused (the
 * 409 message), or null when the caller may make it. `roles` describes a party or an admin.
 */
export function refusedMove(from: HireStatus, to: HireStatus, roles: HireRoles): string | null {
  if (from === to) {
    return HIRE_MESSAGES.alreadyInStatus(to);
  }
  switch (to) {
    case 'requested':
      return HIRE_MESSAGES.noReturn;
    case 'accepted':
    case 'declined':
      if (from !== 'requested') {
        return HIRE_MESSAGES.onlyRequested;
      }
      return roles.tutor ? null : HIRE_MESSAGES.tutorAnswers;
    case 'cancelled':
      if (from !== 'requested') {
        return HIRE_MESSAGES.onlyRequested;
      }
      return roles.student ? null : HIRE_MESSAGES.studentCancels;
    case 'ended':
      // Either party or an admin: everyone else never sees the hire (404 before this).
      return from === 'accepted' ? null : HIRE_MESSAGES.onlyAccepted;
  }
}
