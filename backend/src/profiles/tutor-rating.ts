import type { User } from '../users/user.entity';

/** A tutor's rating as answers show it: the mean to one decimal, null while unrated. */
export interface TutorRating {
  average: number | null;
  count: number;
}

/** One decimal, computed from whole sums so 4.25 rounds up like a person would. */
function oneDecimal(sum: number, count: number): number {
  return Math.round((sum * 10) / count) / 10;
}

/**
 * The stored rating columns of a tutor from the count and sum of their reviews' ratings (read in
 * the transaction of the review insert or delete that changes them).
 */
export function ratingColumns(
  count: number,
  sum: number,
): Pick<User, 'ratingCount' | 'ratingAverage'> {
  return { ratingCount: count, ratingAverage: count > 0 ? oneDecimal(sum, count) : null };
}

/** The stored columns as an answer's `rating` (the real column is rounded back to one decimal). */
export function toRating(tutor: Pick<User, 'ratingCount' | 'ratingAverage'>): TutorRating {
  return {
    average:
      tutor.ratingCount > 0 && tutor.ratingAverage !== null
        ? Math.round(tutor.ratingAverage * 10) / 10
        : null,
    count: tutor.ratingCount,
  };
}
