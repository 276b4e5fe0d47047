import type { HireStatus } from '@tutorhub/contracts';
import type { EntityManager } from 'typeorm';
import type { User } from '../users/user.entity';

/** Hire states in which the two parties see each other's email and number. */
export const CONTACT_SHARING_STATUSES: readonly HireStatus[] = ['accepted', 'ended'];

/** Who asks; null for an anonymous caller. */
export type ContactCaller = Pick<User, 'id' | 'role'> | null;

/**
 * The contact rule before any hire is looked up: admins and the tutor themself always see a
 * tutor's email and number, anonymous callers never, anyone else once that tutor accepted
 * their hire request (`ifHired`).
 */
export function contactRule(
  caller: ContactCaller,
  tutorId: string,
): 'shown' | 'hidden' | 'ifHired' {
  if (!caller) {
    return 'hidden';
  }
  return caller.role === 'admin' || caller.id === tutorId ? 'shown' : 'ifHired';
}

/**
 * Among `tutorIds`, the tutors whose email and number `caller` may see: at most one query, over
 * the caller's own hires (the gating rule of every read that shows a tutor's contact details).
 */
export async function tutorsWithVisibleContact(
  db: Pick<EntityManager, 'query'>,
  caller: ContactCaller,
  tutorIds: readonly string[],
): Promise<Set<string>> {
  const shown = new Set(tutorIds.filter((id) => contactRule(caller, id) === 'shown'));
  const unknown = tutorIds.filter((id) => contactRule(caller, id) === 'ifHired');
  if (caller && unknown.length > 0) {
    const rows = (await db.query(
      `SELECT DISTINCT "tutorId" FROM "hires"
       WHERE "studentId" = $1 AND "tutorId" = ANY($2::uuid[]) AND "status" = ANY($3::varchar[])`,
      [caller.id, unknown, CONTACT_SHARING_STATUSES],
    )) as Array<{ tutorId: string }>;
    rows.forEach((row) => shown.add(row.tutorId));
  }
  return shown;
}

/** A tutor's contact details as an answer carries them: both keys, or neither (never null). */
export function contactFields(
  tutor: Pick<User, 'email' | 'number'>,
  visible: boolean,
): { email?: string; number?: string } {
  return visible ? { email: tutor.email, number: tutor.number ?? '' } : {};
}
