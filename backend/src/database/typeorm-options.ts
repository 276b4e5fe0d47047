import path from 'node:path';
import type { DataSourceOptions } from 'typeorm';

/** How long acquiring a pooled connection may take before the call fails as unavailable. */
const DB_CONNECT_TIMEOUT_MS = 3000;

/**
 * One definition of the connection for the app, the CLI and the tests; they hand in the entity
 * list (`ENTITIES` in entities.ts), which names the features' tables.
 */
export function typeormOptions(
  url: string,
  entities: DataSourceOptions['entities'],
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations: [path.join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsRun: false,
    synchronize: false,
    // A request waits at most this long for a connection while the database is down or every
    // connection is busy, then answers 503; dropped connections are replaced on the next query.
    extra: { max: 10, connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS },
  };
}
