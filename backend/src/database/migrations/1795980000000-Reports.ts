import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members' reports of profiles and posts. `UQ_reports_open_reporter_target` allows one open
 * report per reporter and item, even under simultaneous posts; the queue counts open reports
 * per item on `IDX_reports_open_target`.
 */
export class Reports1795980000000 implements MigrationInterface {
  name = 'Reports1795980000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "reports" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "reporterId" uuid, "targetType" character varying(16) NOT NULL, "targetId" uuid NOT NULL, "reportedUserId" uuid, "reason" character varying(32) NOT NULL, "note" character varying(500), "resolution" character varying(32), "resolvedById" uuid, "resolvedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_reports" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_reports_open_reporter_target" ON "reports" ("reporterId", "targetType", "targetId") WHERE "resolution" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_reports_open_target" ON "reports" ("targetType", "targetId") WHERE "resolution" IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_reports_created" ON "reports" ("createdAt")`);
    await queryRunner.query(`CREATE INDEX "IDX_reports_resolved" ON "reports" ("resolvedAt")`);
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "FK_reports_reporter" FOREIGN KEY ("reporterId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "FK_reports_reported_user" FOREIGN KEY ("reportedUserId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "reports" ADD CONSTRAINT "FK_reports_resolver" FOREIGN KEY ("resolvedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "reports"`);
  }
}
