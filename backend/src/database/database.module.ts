import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { Env } from '../config/env.validation';
import { ChangeFeed } from './change-feed';
import { migrateLocked } from './migrate-locked';
import { typeormOptions } from './typeorm-options';

/** Global: every feature may inject the change feed to keep its caches fresh. */
@Global()
@Module({})
export class DatabaseModule {
  /** The connection to DATABASE_URL for `entities` (the app's list: ENTITIES in entities.ts). */
  static forRoot(entities: DataSourceOptions['entities']): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [ConfigService],
          useFactory: (config: ConfigService<Env, true>) => ({
            ...typeormOptions(config.get('DATABASE_URL', { infer: true }), entities, {
              statementTimeoutMs: config.get('DB_STATEMENT_TIMEOUT_MS', { infer: true }),
              poolWaitMs: config.get('DB_POOL_WAIT_MS', { infer: true }),
            }),
            // Read by dataSourceFactory: TypeORM's own run would not take the migration lock.
            migrationsRun: config.get('MIGRATE_ON_BOOT', { infer: true }),
          }),
          // Pending migrations are applied at boot (unless MIGRATE_ON_BOOT=false: the migration
          // Job does), under the migration lock, before any module reads a table.
          dataSourceFactory: async (options?: DataSourceOptions) => {
            const { migrationsRun, ...rest } = options!;
            const dataSource = await new DataSource({ ...rest, migrationsRun: false }).initialize();
            if (migrationsRun) {
              await migrateLocked(dataSource);
            }
            return dataSource;
          },
        }),
      ],
      providers: [
        {
          provide: ChangeFeed,
          inject: [ConfigService, getDataSourceToken()],
          useFactory: (config: ConfigService<Env, true>, dataSource: DataSource) =>
            new ChangeFeed(
              // The pg library TypeORM already loaded: one driver, and no second copy to type.
              () =>
                new (dataSource.driver as PostgresDriver).postgres.Client({
                  connectionString: config.get('DATABASE_URL', { infer: true }),
                  connectionTimeoutMillis: 3000,
                  // A peer that vanished without closing (host or network down) is noticed too.
                  keepAlive: true,
                }),
            ),
        },
      ],
      exports: [ChangeFeed],
    };
  }
}
