import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Columns `q` searches with ILIKE '%…%' (tutor and student lists); trigram GIN per column. */
const SEARCHED = ['name', 'email', 'study', 'subject', 'location'] as const;

/**
 * Indexes for the list filters and sorts that the initial schema does not cover:
 * - `q` and `location` (ILIKE '%text%') → pg_trgm GIN indexes, combined by a BitmapOr;
 * - the unfiltered tutor/student lists (kind = …, ORDER BY createdAt DESC, id DESC);
 * - the `mode` filter (kind, onlineOffline).
 * TypeORM cannot describe trigram indexes on the entity; they are marked `synchronize: false`
 * there (or must be) so `migration:generate` leaves them alone.
 */
export class SearchIndexes1795348500000 implements MigrationInterface {
  name = 'SearchIndexes1795348500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const column of SEARCHED) {
      await queryRunner.query(
        `CREATE INDEX "IDX_users_${column}_trgm" ON "users" USING gin ("${column}" gin_trgm_ops)`,
      );
    }
    await queryRunner.query(
      `CREATE INDEX "IDX_users_kind_created_id" ON "users" ("kind", "createdAt", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_users_kind_mode" ON "users" ("kind", "onlineOffline")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_users_kind_mode"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_users_kind_created_id"`);
    for (const column of SEARCHED) {
      await queryRunner.query(`DROP INDEX "public"."IDX_users_${column}_trgm"`);
    }
  }
}
