import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SMS for members with a verified mobile number: the `sms` ledger (one row a notice, or a
 * tutor's job alert of the day) and each member's choice per kind. Hires and job alerts start
 * null, the default of the account's kind (on for tutors); applications and trials start off.
 */
export class Sms1796700000000 implements MigrationInterface {
  name = 'Sms1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "smsHires" boolean`);
    await queryRunner.query(`ALTER TABLE "users" ADD "smsApplications" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "users" ADD "smsTrials" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "users" ADD "smsJobAlerts" boolean`);
    await queryRunner.query(
      `CREATE TABLE "sms" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "userId" uuid NOT NULL, "to" character varying(16) NOT NULL, "type" character varying(32) NOT NULL, "language" character varying(2) NOT NULL, "text" character varying(1000) NOT NULL, "parts" integer NOT NULL, "encoding" character varying(8) NOT NULL, "state" character varying(8) NOT NULL DEFAULT 'queued', "attempts" integer NOT NULL DEFAULT '0', "lastError" character varying(500), "providerMessageId" character varying(100), "notificationId" uuid, "alertDay" date, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL, "sentAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_sms" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_sms_user" ON "sms" ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_sms_state_created" ON "sms" ("state", "createdAt") `);
    await queryRunner.query(`CREATE INDEX "IDX_sms_created" ON "sms" ("createdAt") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_sms_user_notification" ON "sms" ("userId", "notificationId") WHERE "notificationId" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_sms_user_alert_day" ON "sms" ("userId", "alertDay") WHERE "alertDay" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "sms" ADD CONSTRAINT "FK_sms_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sms"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "smsJobAlerts"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "smsTrials"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "smsApplications"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "smsHires"`);
  }
}
