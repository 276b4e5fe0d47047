import type { ApplicationStatus } from './constants';

/** Who may move an application: the owner of its job, or the tutor who sent it. */
export type ApplicationMover = 'owner' | 'tutor';

/**
 * The application state machine, the one table the API enforces and the web app offers its
 * actions from: from each status, the statuses an application may move to and who may move it
 * there. `closed` is never a move: the job's owner closes or fills the job.
 */
export const APPLICATION_MOVES: Readonly<
  Record<ApplicationStatus, Partial<Record<ApplicationStatus, readonly ApplicationMover[]>>>
> = {
  applied: { shortlisted: ['owner'], rejected: ['owner'], withdrawn: ['tutor'] },
  shortlisted: { trial: ['owner'], hired: ['owner'], rejected: ['owner'], withdrawn: ['tutor'] },
  trial: { hired: ['owner'], withdrawn: ['tutor'] },
  hired: {},
  rejected: {},
  withdrawn: {},
  closed: {},
};

/** The statuses `mover` may move an application in status `from` to, in the table's order. */
export function applicationMovesFor(
  from: ApplicationStatus,
  mover: ApplicationMover,
): ApplicationStatus[] {
  return (
    Object.entries(APPLICATION_MOVES[from]) as [ApplicationStatus, readonly ApplicationMover[]][]
  )
    .filter(([, movers]) => movers.includes(mover))
    .map(([to]) => to);
}

/** Statuses of an application still in the running: the job's end closes these. */
export const LIVE_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'applied',
  'shortlisted',
  'trial',
];
