import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  CREATE_NOTIFY_FUNCTION,
  DROP_NOTIFY_FUNCTION,
  unwatchTable,
  watchTable,
} from '../change-feed-triggers';

/** Tables whose reads the API caches: every write to them notifies every replica. */
const WATCHED = ['users', 'blogs', 'courses', 'reviews', 'team_members'];

/** The change feed: statement-level triggers that `pg_notify` each change of a cached table. */
export class ChangeFeed1795500000000 implements MigrationInterface {
  name = 'ChangeFeed1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(CREATE_NOTIFY_FUNCTION);
    for (const sql of WATCHED.flatMap(watchTable)) {
      await queryRunner.query(sql);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of WATCHED.flatMap(unwatchTable)) {
      await queryRunner.query(sql);
    }
    await queryRunner.query(DROP_NOTIFY_FUNCTION);
  }
}
