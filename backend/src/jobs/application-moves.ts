import {
  APPLICATION_MOVES,
  type ApplicationMover,
  type ApplicationStatus,
  coded,
  type CodedMessage,
} from '@tutorhub/contracts';

/** What the caller is to an application: its job's owner, its tutor. */
export type ApplicationRoles = Record<ApplicationMover, boolean>;

/**
 * Why the state machine (`APPLICATION_MOVES`) refuses a move (the 409 message, naming the
 * current status), or null when the caller may make it. Callers who are neither the owner nor
 * the tutor never see the application (404 before this).
 */
export function refusedApplicationMove(
  from: ApplicationStatus,
  to: ApplicationStatus,
  roles: ApplicationRoles,
): CodedMessage | null {
  const movers = APPLICATION_MOVES[from][to];
  if (!movers) {
    return coded('job.applicationIs', { status: from });
  }
  if (movers.some((mover) => roles[mover])) {
    return null;
  }
  return coded(to === 'withdrawn' ? 'job.tutorWithdraws' : 'job.ownerMoves');
}
