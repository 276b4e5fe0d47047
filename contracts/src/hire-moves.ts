import type { HireStatus } from './constants';

/** Who may move a hire: its tutor, its student, or an admin who is neither. */
export type HireMover = 'tutor' | 'student' | 'admin';

/**
 * The hire state machine, the one table the API enforces and the web app offers its actions
 * from: from each status, the statuses a hire may move to and who may move it there.
 */
export const HIRE_MOVES: Readonly<
  Record<HireStatus, Partial<Record<HireStatus, readonly HireMover[]>>>
> = {
  requested: { accepted: ['tutor'], declined: ['tutor'], cancelled: ['student'] },
  accepted: { ended: ['tutor', 'student', 'admin'] },
  declined: {},
  cancelled: {},
  ended: {},
};

/** The statuses `mover` may move a hire in status `from` to, in the table's order. */
export function movesFor(from: HireStatus, mover: HireMover): HireStatus[] {
  return (Object.entries(HIRE_MOVES[from]) as [HireStatus, readonly HireMover[]][])
    .filter(([, movers]) => movers.includes(mover))
    .map(([to]) => to);
}
