import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An account may be proved by a mobile number instead of an email: the email becomes optional
 * (on the account and on what it writes) and the verified number (E.164) is kept, one account
 * per number.
 */
export class PhoneIdentity1796600000000 implements MigrationInterface {
  name = 'PhoneIdentity1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "users" ADD "phone" character varying(16)`);
    // A blog's or review's author without an email.
    await queryRunner.query(`ALTER TABLE "blogs" ALTER COLUMN "email" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "reviews" ALTER COLUMN "email" DROP NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_phone" ON "users" ("phone")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_users_phone"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "phone"`);
    await queryRunner.query(`DELETE FROM "users" WHERE "email" IS NULL`);
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "email" SET NOT NULL`);
  }
}
