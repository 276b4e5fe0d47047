import path from 'node:path';
import type { DataSourceOptions } from 'typeorm';

/** How long the API waits on the database before a call answers 503 (settings DB_*_MS). */
export interface DatabaseWaits {
  /** Longest a statement runs before PostgreSQL cancels it. */
  statementTimeoutMs: number;
  /** Longest a request waits for a pooled connection (all busy, or the database unreachable). */
  poolWaitMs: number;
}

/**
 * A statement's answer may be this much later than its timeout before the client gives up on
 * it: PostgreSQL cancels a slow statement itself, and this only catches a server that stopped
 * answering at all.
 */
const SILENT_SERVER_GRACE_MS = 2000;

/**
 * One definition of the connection for the app, the CLI and the tests; they hand in the entity
 * list (`ENTITIES` in entities.ts), which names the features' tables. Without `waits` (the CLI
 * and tests that migrate) statements run as long as they need.
 */
export function typeormOptions(
  url: string,
  entities: DataSourceOptions['entities'],
  waits?: DatabaseWaits,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: [path.join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsRun: false,
    synchronize: false,
    // Dropped connections are replaced on the next query. The waits apply to the migrations
    // run at boot too: one that needs longer sets its own (SET LOCAL statement_timeout = 0).
    extra: {
      max: 10,
      ...(waits && {
        connectionTimeoutMillis: waits.poolWaitMs,
        statement_timeout: waits.statementTimeoutMs,
        query_timeout: waits.statementTimeoutMs + SILENT_SERVER_GRACE_MS,
      }),
    },
  };
}
