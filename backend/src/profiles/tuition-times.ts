import type { HireStatus } from '@tutorhub/contracts';

/** A tuition must have run this long (from acceptance) before its student may rate the tutor. */
export const RATING_AFTER_DAYS = 28;

/** The parties of a tuition they ended themselves keep each other's contacts this long. */
export const CONTACTS_AFTER_END_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The parts of a hire the time rules read. */
export interface TuitionTimes {
  status: HireStatus;
  /** When the tutor accepted; null before (and for requests never accepted). */
  acceptedAt: Date | null;
  /** When it was ended; null while it runs. */
  endedAt: Date | null;
  /** An admin ended it (e.g. after a report): contacts stop at once. */
  closedByAdmin: boolean;
}

/**
 * From when this hire lets its student rate the tutor: 28 days after acceptance, while it runs
 * or once it ended after running that long. Null when it never will (never accepted, or ended
 * sooner).
 */
export function ratableFrom(hire: TuitionTimes): Date | null {
  if (!hire.acceptedAt || (hire.status !== 'accepted' && hire.status !== 'ended')) {
    return null;
  }
  const from = new Date(hire.acceptedAt.getTime() + RATING_AFTER_DAYS * DAY_MS);
  if (hire.status === 'ended' && (!hire.endedAt || hire.endedAt < from)) {
    return null;
  }
  return from;
}

/** Whether this hire lets its student rate the tutor at `now`. */
export function mayRate(hire: TuitionTimes, now: Date): boolean {
  const from = ratableFrom(hire);
  return from !== null && from <= now;
}

/**
 * Until when (ms since the epoch) the two parties see each other's email and number: for ever
 * while the tuition runs, 30 days past an end the parties made, never before acceptance nor
 * after an admin closed it. Null: not at all.
 */
function contactsUntil(hire: TuitionTimes): number | null {
  if (hire.status === 'accepted') {
    return Infinity;
  }
  if (hire.status === 'ended' && hire.endedAt && !hire.closedByAdmin) {
    return hire.endedAt.getTime() + CONTACTS_AFTER_END_DAYS * DAY_MS;
  }
  return null;
}

/** True when the two parties of `hire` see each other's email and number at `now`. */
export function sharesContacts(hire: TuitionTimes, now: Date): boolean {
  const until = contactsUntil(hire);
  return until !== null && now.getTime() < until;
}

/**
 * The next instant after `now` at which one of `hires` stops sharing contacts, so an answer
 * built from them is dropped then (undefined: none will without a write).
 */
export function nextContactsChange(hires: readonly TuitionTimes[], now: Date): number | undefined {
  const ends = hires
    .map(contactsUntil)
    .filter((until): until is number => until !== null && Number.isFinite(until))
    .filter((until) => until > now.getTime());
  return ends.length ? Math.min(...ends) : undefined;
}
