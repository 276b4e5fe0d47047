import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A job's version, raised by every write to it: an admin's review sends the version it was
 * shown, so a job edited since is not approved unread.
 */
export class JobVersion1796450000000 implements MigrationInterface {
  name = 'JobVersion1796450000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "jobs" ADD "version" integer NOT NULL DEFAULT 1`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "jobs" DROP COLUMN "version"`);
  }
}
