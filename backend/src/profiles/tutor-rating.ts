import type { User } from '../users/user.entity';

/** One decimal, computed from whole sums so 4.25 rounds up like a person would. */
function oneDecimal(sum: number, count: number): number {
  return Math.round((sum * 10) / count) / 10;
}

/**
 * The stored rating columns of a tutor from the count and sum of their reviews' ratings (read in
 * the transaction of the review insert or delete that changes them). Answers show them through
 * the tutors' `toRating`.
 */
export function ratingColumns(
  count: number,
  sum: number,
): Pick<User, 'ratingCount' | 'ratingAverage'> {
  return { ratingCount: count, ratingAverage: count > 0 ? oneDecimal(sum, count) : null };
}
