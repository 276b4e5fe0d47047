import type { MigrationInterface, QueryRunner } from 'typeorm';
import { unwatchTable, watchTable } from '../change-feed-triggers';

/**
 * The tutor list's salary orders served by an index (each ends in the (createdAt, id) tie-break
 * the list sorts by, so a page is an index walk, not a sort of every tutor), and hires on the
 * change feed: the tutors whose contact a student may see are cached until a hire changes.
 */
export class ListReads1795700000000 implements MigrationInterface {
  name = 'ListReads1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_users_kind_salary_created_id" ON "users" ("kind", "salary" ASC NULLS LAST, "createdAt" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_users_kind_salary_desc_created_id" ON "users" ("kind", "salary" DESC NULLS LAST, "createdAt" DESC, "id" DESC)`,
    );
    for (const sql of watchTable('hires')) {
      await queryRunner.query(sql);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of unwatchTable('hires')) {
      await queryRunner.query(sql);
    }
    await queryRunner.query(`DROP INDEX "public"."IDX_users_kind_salary_desc_created_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_users_kind_salary_created_id"`);
  }
}
