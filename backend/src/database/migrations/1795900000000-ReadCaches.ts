import type { MigrationInterface, QueryRunner } from 'typeorm';
import { unwatchTable, watchTable } from '../change-feed-triggers';

/** Tables newly read through the answer cache: a tutor's reviews and each account's unread count. */
const WATCHED = ['tutor_reviews', 'notifications'];

/** Every replica hears of writes to tutor reviews and notifications (the change feed). */
export class ReadCaches1795900000000 implements MigrationInterface {
  name = 'ReadCaches1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of WATCHED.flatMap(watchTable)) {
      await queryRunner.query(sql);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of WATCHED.flatMap(unwatchTable)) {
      await queryRunner.query(sql);
    }
  }
}
