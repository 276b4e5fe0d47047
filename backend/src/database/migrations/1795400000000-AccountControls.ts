import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin accountability: where an admin role came from, verified e-mail, suspension, and the
 * audit log of role and suspension changes. Existing admins without a profile can only have
 * come from ADMIN_EMAILS, so they are marked `config` (revoked once their email leaves it);
 * admins with a profile were promoted by an admin (`grant`).
 */
export class AccountControls1795400000000 implements MigrationInterface {
  name = 'AccountControls1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD "adminSource" character varying(16), ADD "emailVerified" boolean NOT NULL DEFAULT false, ADD "suspended" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `UPDATE "users" SET "adminSource" = CASE WHEN "kind" IS NULL THEN 'config' ELSE 'grant' END WHERE "role" = 'admin'`,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "action" character varying(16) NOT NULL, "actorId" uuid, "targetId" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_audit_log" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_audit_log_created" ON "audit_log" ("createdAt") `,
    );
    await queryRunner.query(
      `ALTER TABLE "audit_log" ADD CONSTRAINT "FK_audit_log_actor" FOREIGN KEY ("actorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "audit_log" ADD CONSTRAINT "FK_audit_log_target" FOREIGN KEY ("targetId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_log"`);
    await queryRunner.query(
      `ALTER TABLE "users" DROP COLUMN "suspended", DROP COLUMN "emailVerified", DROP COLUMN "adminSource"`,
    );
  }
}
