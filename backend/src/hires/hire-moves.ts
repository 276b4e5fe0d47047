import {
  coded,
  type CodedMessage,
  HIRE_MOVES,
  type HireMover,
  type HireStatus,
} from '@tutorhub/contracts';
import { CONTACT_SHARING_STATUSES } from '../profiles/profiles.service';

/** What the caller is to a hire: its tutor, its student, an admin (any of them at once). */
export type HireRoles = Record<HireMover, boolean>;

/** Moves that close a hire; only these may carry a reason. */
export const CLOSING_STATUSES: readonly HireStatus[] = ['declined', 'cancelled', 'ended'];

/** Why a move to each status is refused from a status the table has no such move from. */
const WRONG_STATUS: Record<HireStatus, CodedMessage> = {
  requested: coded('hire.noReturn'),
  accepted: coded('hire.onlyRequested'),
  declined: coded('hire.onlyRequested'),
  cancelled: coded('hire.onlyRequested'),
  ended: coded('hire.onlyAccepted'),
};

/** Why a move to each status is refused to a caller the table does not let make it. */
const WRONG_MOVER: Record<HireStatus, CodedMessage> = {
  requested: coded('hire.noReturn'),
  accepted: coded('hire.tutorAnswers'),
  declined: coded('hire.tutorAnswers'),
  cancelled: coded('hire.studentCancels'),
  ended: coded('auth.forbidden'),
};

/**
 * Why the state machine (`HIRE_MOVES`) refuses a move (the 409 message), or null when the
 * caller may make it. `roles` describes a party or an admin; everyone else never sees the hire
 * (404 before this).
 */
export function refusedMove(
  from: HireStatus,
  to: HireStatus,
  roles: HireRoles,
): CodedMessage | null {
  if (from === to) {
    return coded('hire.alreadyInStatus', { status: to });
  }
  const movers = HIRE_MOVES[from][to];
  if (!movers) {
    return WRONG_STATUS[to];
  }
  return movers.some((mover) => roles[mover]) ? null : WRONG_MOVER[to];
}

/** True when the two parties see each other's email and phone number (the tutor-profile rule). */
export function sharesContacts(status: HireStatus): boolean {
  return CONTACT_SHARING_STATUSES.includes(status);
}
