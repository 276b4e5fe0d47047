import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The email outbox, and each account's language and email preferences. */
export class Email1795737110839 implements MigrationInterface {
  name = 'Email1795737110839';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "emails" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "userId" uuid NOT NULL, "type" character varying(32) NOT NULL, "notificationId" uuid NOT NULL, "hireId" uuid, "code" character varying(64) NOT NULL, "params" jsonb NOT NULL, "folded" integer NOT NULL DEFAULT '0', "state" character varying(8) NOT NULL DEFAULT 'queued', "attempts" integer NOT NULL DEFAULT '0', "error" character varying(500), "sentAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_emails" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_emails_queued_hire" ON "emails" ("userId", "hireId") WHERE "state" = 'queued' AND "hireId" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_emails_state_created" ON "emails" ("state", "createdAt") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_emails_user" ON "emails" ("userId") `);
    await queryRunner.query(
      `ALTER TABLE "emails" ADD CONSTRAINT "FK_emails_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD "language" character varying(2) NOT NULL DEFAULT 'en'`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "emailHires" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "users" ADD "emailReviews" boolean NOT NULL DEFAULT true`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "emailReviews"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "emailHires"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "language"`);
    await queryRunner.query(`DROP TABLE "emails"`);
  }
}
