import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How each account may sign in (password, mobile number, Google), as the identity provider said
 * at its last token exchange: admins see it beside the verified number. Accounts that have not
 * signed in since have none recorded until their next exchange.
 */
export class SignInMethods1796800000000 implements MigrationInterface {
  name = 'SignInMethods1796800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD "signInMethods" text array NOT NULL DEFAULT '{}'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "signInMethods"`);
  }
}
