import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { validateEnv } from './config/env.validation';
import { migrateLocked } from './database/migrate-locked';
import { typeormOptions } from './database/typeorm-options';
import { ENTITIES } from './entities';

/**
 * `npm run migrate` (the migration Job of a release): applies the pending migrations under the
 * migration lock and exits 0, or prints why not and exits 1.
 */
async function migrate(): Promise<void> {
  const env = validateEnv(process.env);
  const dataSource = await new DataSource(typeormOptions(env.DATABASE_URL, ENTITIES)).initialize();
  try {
    const applied = await migrateLocked(dataSource);
    console.log(
      applied.length === 0
        ? 'Migrations: none pending'
        : `Migrations applied: ${applied.map((m) => m.name).join(', ')}`,
    );
  } finally {
    await dataSource.destroy();
  }
}

migrate().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(`Migration failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  },
);
