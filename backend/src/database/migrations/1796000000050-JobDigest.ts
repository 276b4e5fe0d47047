import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tutors' opt-in to a daily email of new jobs, and the day the last one went out. */
export class JobDigest1796000000050 implements MigrationInterface {
  name = 'JobDigest1796000000050';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD "emailJobDigest" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "jobDigestOn" date`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "jobDigestOn"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "emailJobDigest"`);
  }
}
