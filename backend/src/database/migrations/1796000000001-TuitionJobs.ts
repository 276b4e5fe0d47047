import type { MigrationInterface, QueryRunner } from 'typeorm';
import { unwatchTable, watchTable } from '../change-feed-triggers';

/** Cached reads depend on both: every write to them notifies every replica. */
const WATCHED = ['jobs', 'job_applications'];

/**
 * Tuition jobs and tutors' applications to them. `UQ_job_applications_job_tutor` allows one
 * application per tutor and job; a hire made from an application links to it, one hire at most
 * per application (`UQ_hires_application`). Tutors may state their gender for jobs that ask.
 */
export class TuitionJobs1796000000001 implements MigrationInterface {
  name = 'TuitionJobs1796000000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "jobs" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "ownerId" uuid NOT NULL, "status" character varying(16) NOT NULL, "subject" character varying(64) NOT NULL, "classLevel" character varying(40) NOT NULL, "curriculum" character varying(16) NOT NULL, "location" character varying(60) NOT NULL, "mode" character varying(8) NOT NULL, "daysPerWeek" smallint NOT NULL, "salaryMin" integer NOT NULL, "salaryMax" integer NOT NULL, "tutorGender" character varying(8) NOT NULL, "students" smallint NOT NULL, "startDate" date NOT NULL, "details" character varying(1000), "approvedAt" TIMESTAMP WITH TIME ZONE, "rejectReason" character varying(32), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_jobs" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_status_approved_id" ON "jobs" ("status", "approvedAt", "id")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_jobs_owner_status" ON "jobs" ("ownerId", "status")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_jobs_owner_created" ON "jobs" ("ownerId", "createdAt")`,
    );
    await queryRunner.query(
      `ALTER TABLE "jobs" ADD CONSTRAINT "FK_jobs_owner" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "job_applications" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "jobId" uuid NOT NULL, "tutorId" uuid NOT NULL, "status" character varying(16) NOT NULL, "note" character varying(500), "expectedSalary" integer NOT NULL, "trialAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_job_applications" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_job_applications_job_tutor" ON "job_applications" ("jobId", "tutorId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_job_applications_tutor_created" ON "job_applications" ("tutorId", "createdAt")`,
    );
    await queryRunner.query(
      `ALTER TABLE "job_applications" ADD CONSTRAINT "FK_job_applications_job" FOREIGN KEY ("jobId") REFERENCES "jobs"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "job_applications" ADD CONSTRAINT "FK_job_applications_tutor" FOREIGN KEY ("tutorId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "hires" ADD "applicationId" uuid`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_hires_application" ON "hires" ("applicationId") WHERE "applicationId" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "hires" ADD CONSTRAINT "FK_hires_application" FOREIGN KEY ("applicationId") REFERENCES "job_applications"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "gender" character varying(8)`);
    for (const sql of WATCHED.flatMap(watchTable)) {
      await queryRunner.query(sql);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of WATCHED.flatMap(unwatchTable)) {
      await queryRunner.query(sql);
    }
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "gender"`);
    await queryRunner.query(`ALTER TABLE "hires" DROP CONSTRAINT "FK_hires_application"`);
    await queryRunner.query(`DROP INDEX "UQ_hires_application"`);
    await queryRunner.query(`ALTER TABLE "hires" DROP COLUMN "applicationId"`);
    await queryRunner.query(`DROP TABLE "job_applications"`);
    await queryRunner.query(`DROP TABLE "jobs"`);
  }
}
