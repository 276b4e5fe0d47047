/** True for PostgreSQL's unique_violation (23505), as raised through TypeORM. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.driverError?.code === '23505';
}
