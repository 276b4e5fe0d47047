import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trust rules that depend on time and on sign-out:
 * - hires record when they were accepted and ended, and whether an admin ended them. Hires
 *   accepted before this have only their last move's time: an accepted hire was accepted then;
 *   an ended one is taken as accepted when requested (the earliest it can have been).
 * - users carry the version their API tokens must match (bumped by signing out).
 * - ratings given before the tuition had run 28 days are kept and flagged for admins.
 */
export class TuitionTrust1795960000000 implements MigrationInterface {
  name = 'TuitionTrust1795960000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "hires" ADD "acceptedAt" TIMESTAMP WITH TIME ZONE, ADD "endedAt" TIMESTAMP WITH TIME ZONE, ADD "closedByAdmin" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `UPDATE "hires" SET "acceptedAt" = "updatedAt" WHERE "status" = 'accepted'`,
    );
    await queryRunner.query(
      `UPDATE "hires" SET "acceptedAt" = "createdAt", "endedAt" = "updatedAt" WHERE "status" = 'ended'`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "tokenVersion" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `ALTER TABLE "tutor_reviews" ADD "flagged" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `UPDATE "tutor_reviews" r SET "flagged" = true WHERE NOT EXISTS (
         SELECT 1 FROM "hires" h
         WHERE h."tutorId" = r."tutorId" AND h."studentId" = r."studentId"
           AND h."acceptedAt" <= r."createdAt" - interval '28 days'
           AND (h."status" = 'accepted'
             OR (h."status" = 'ended' AND h."endedAt" >= h."acceptedAt" + interval '28 days')))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tutor_reviews" DROP COLUMN "flagged"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "tokenVersion"`);
    await queryRunner.query(
      `ALTER TABLE "hires" DROP COLUMN "closedByAdmin", DROP COLUMN "endedAt", DROP COLUMN "acceptedAt"`,
    );
  }
}
