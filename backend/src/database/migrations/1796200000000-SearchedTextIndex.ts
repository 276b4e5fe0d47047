import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The columns `q` searches for everyone, in the order of the searched text. */
const SEARCHED = ['name', 'study', 'subject', 'location'] as const;

/** The trigram indexes of single columns (SearchIndexes). */
const TRIGRAM_INDEXES = ['name', 'email', 'study', 'subject', 'location'] as const;

/**
 * One trigram index over the searched columns as one lower-cased text (the tutor and student
 * lists' `q`): a search reads one index instead of one per column, or every row. The expression
 * must stay exactly the one the lists filter by (profiles.service.ts). Without a pending list
 * (fastupdate off) a search never scans the rows written since the last vacuum: profiles are
 * read far more often than written; the same for the trigram indexes of single columns.
 */
export class SearchedTextIndex1796200000000 implements MigrationInterface {
  name = 'SearchedTextIndex1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const searchedText = SEARCHED.map((c) => `coalesce("${c}", '')`).join(` || E'\\n' || `);
    await queryRunner.query(
      `CREATE INDEX "IDX_users_searched_trgm" ON "users" USING gin ((lower(${searchedText})) gin_trgm_ops) WITH (fastupdate = off)`,
    );
    for (const column of TRIGRAM_INDEXES) {
      await queryRunner.query(`ALTER INDEX "IDX_users_${column}_trgm" SET (fastupdate = off)`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of TRIGRAM_INDEXES) {
      await queryRunner.query(`ALTER INDEX "IDX_users_${column}_trgm" RESET (fastupdate)`);
    }
    await queryRunner.query(`DROP INDEX "public"."IDX_users_searched_trgm"`);
  }
}
