import type { DataSource, Migration } from 'typeorm';

/**
 * The advisory lock key every process of the app migrates under, so replicas booting together
 * (or the migration Job beside an API that migrates at boot) apply each migration once.
 */
export const MIGRATION_LOCK_KEY = 727_464_001;

/** How often a process waiting for another's migrations asks for the lock again. */
const LOCK_POLL_MS = 250;

/**
 * Applies the pending migrations of `dataSource` (initialised) while holding the migration lock
 * on one connection of its own. The lock is asked for with pg_try_advisory_lock in a loop
 * rather than waited on, so the wait is never cut by the statement timeout; the second process
 * in finds nothing pending. Answers the migrations applied.
 */
export async function migrateLocked(dataSource: DataSource): Promise<Migration[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    for (;;) {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS "locked"', [
        MIGRATION_LOCK_KEY,
      ])) as Array<{ locked: boolean }>;
      if (locked) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
    try {
      return await dataSource.runMigrations();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}
