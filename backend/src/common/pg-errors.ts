type PgErrorLike = { code?: unknown; driverError?: { code?: unknown }; message?: unknown } | null;

/** The SQLSTATE (or Node socket error code) of an error raised through TypeORM or pg. */
function codeOf(error: unknown): string | undefined {
  const e = error as PgErrorLike;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/** True for PostgreSQL's unique_violation (23505), as raised through TypeORM. */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === '23505';
}

/** The constraint or unique index a unique violation broke, as raised through TypeORM. */
export function violatedConstraint(error: unknown): string | undefined {
  const e = error as { constraint?: unknown; driverError?: { constraint?: unknown } } | null;
  const name = e?.driverError?.constraint ?? e?.constraint;
  return typeof name === 'string' ? name : undefined;
}

/**
 * True for PostgreSQL's class 22 "data exception" (22P05 untranslatable character, 22021 bad
 * encoding, 22003 out of range, 22P02 bad text representation…): a value the request carried,
 * which validation should have refused.
 */
export function isDataException(error: unknown): boolean {
  return codeOf(error)?.startsWith('22') ?? false;
}

const UNAVAILABLE_CODES = new Set([
  // The socket: server down, restarting or unreachable.
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // Class 08 connection exceptions, 53300 too many connections, 57P01-57P03 shutdown/starting.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  '57P01',
  '57P02',
  '57P03',
  // 57014: a statement ran past DB_STATEMENT_TIMEOUT_MS (a stuck or overloaded database).
  '57014',
]);

// What pg and its pool say when a connection drops, none can be had in time, or the server
// stopped answering a statement (query_timeout).
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|not queryable|Query read timeout/i;

/** True when the database cannot be reached right now (a 503, not a bug). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined && UNAVAILABLE_CODES.has(code)) {
    return true;
  }
  const message = (error as PgErrorLike)?.message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
}
