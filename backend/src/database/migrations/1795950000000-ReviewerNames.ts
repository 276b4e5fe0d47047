import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Site reviews whose author had no name were signed with the local part of the login email:
 * they are signed as a Tutor Hub member instead. A name the author's account really has is kept.
 */
export class ReviewerNames1795950000000 implements MigrationInterface {
  name = 'ReviewerNames1795950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE reviews r SET name = $1
        WHERE r.name = left(split_part(r.email, '@', 1), 100)
          AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = r."authorId" AND u.name = r.name)`,
      ['Tutor Hub member'],
    );
  }

  /** The email parts are not put back: they were the leak. */
  public async down(): Promise<void> {}
}
