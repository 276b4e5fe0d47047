import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The columns `q` searches for everyone, in the order of the searched text. */
const SEARCHED = ['name', 'study', 'subject', 'location'] as const;

/**
 * An index of the searched text's three-character windows (the tutor and student lists' `q`):
 * a search asks it for the windows of its term that few rows hold, so it reads short lists,
 * where the trigram index of the same text (SearchedTextIndex) reads every trigram of the term,
 * including those every row holds ("hou" of "House"). The expression must stay exactly the one the lists
 * filter by (profiles.service.ts); `text_windows` cuts windows as search-windows.ts does. Its
 * cost tells the planner to read the index rather than cut every row's windows. ANALYZE gives
 * the frequencies of the windows the search chooses by.
 */
export class SearchedWindows1796310000000 implements MigrationInterface {
  name = 'SearchedWindows1796310000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Indexing every profile may take longer than a request's statement may.
    await queryRunner.query(`SET LOCAL statement_timeout = 0`);
    await queryRunner.query(
      `CREATE FUNCTION text_windows(text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
       COST 1000 AS $$ SELECT coalesce(array_agg(DISTINCT substr($1, i, 3)), '{}')
             FROM generate_series(1, length($1) - 2) AS i $$`,
    );
    const searchedText = SEARCHED.map((c) => `coalesce("${c}", '')`).join(` || E'\\n' || `);
    await queryRunner.query(
      `CREATE INDEX "IDX_users_searched_windows" ON "users" USING gin ((text_windows(lower(${searchedText})))) WITH (fastupdate = off)`,
    );
    await queryRunner.query(`ANALYZE "users"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_users_searched_windows"`);
    await queryRunner.query(`DROP FUNCTION text_windows(text)`);
  }
}
