import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The hiring loop: tutor profile fields (about, verified badge, stored rating), hire requests
 * with monthly terms, students' reviews of tutors, and notifications.
 * - `UQ_hires_open_pair` lets a pair have one open (requested or accepted) hire at a time, even
 *   under simultaneous requests.
 * - The rating sort index carries column orders TypeORM cannot describe; the entity marks it
 *   `synchronize: false`.
 */
export class HiringLoop1795600000000 implements MigrationInterface {
  name = 'HiringLoop1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD "about" character varying(2000), ADD "verified" boolean NOT NULL DEFAULT false, ADD "ratingCount" integer NOT NULL DEFAULT 0, ADD "ratingAverage" real`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_users_kind_verified_created_id" ON "users" ("kind", "verified", "createdAt", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_users_kind_rating_created_id" ON "users" ("kind", "ratingAverage" DESC NULLS LAST, "createdAt" DESC, "id" DESC)`,
    );

    await queryRunner.query(
      `CREATE TABLE "hires" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "tutorId" uuid, "studentId" uuid, "status" character varying(16) NOT NULL, "reason" character varying(32), "subject" character varying(64) NOT NULL, "classLevel" character varying(50) NOT NULL, "daysPerWeek" smallint NOT NULL, "salary" integer NOT NULL, "startDate" date NOT NULL, "mode" character varying(8) NOT NULL, "area" character varying(200), "message" character varying(2000), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_hires" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_hires_student_created" ON "hires" ("studentId", "createdAt")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_hires_tutor_created" ON "hires" ("tutorId", "createdAt")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_hires_status_created" ON "hires" ("status", "createdAt")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_hires_open_pair" ON "hires" ("tutorId", "studentId") WHERE "status" IN ('requested', 'accepted')`,
    );
    await queryRunner.query(
      `ALTER TABLE "hires" ADD CONSTRAINT "FK_hires_tutor" FOREIGN KEY ("tutorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "hires" ADD CONSTRAINT "FK_hires_student" FOREIGN KEY ("studentId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );

    await queryRunner.query(
      `CREATE TABLE "tutor_reviews" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "tutorId" uuid NOT NULL, "studentId" uuid, "studentName" character varying(100) NOT NULL, "studentImage" character varying(2048), "rating" smallint NOT NULL, "message" character varying(2000) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_tutor_reviews_tutor_student" UNIQUE ("tutorId", "studentId"), CONSTRAINT "PK_tutor_reviews" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_tutor_reviews_tutor_created" ON "tutor_reviews" ("tutorId", "createdAt")`,
    );
    await queryRunner.query(
      `ALTER TABLE "tutor_reviews" ADD CONSTRAINT "FK_tutor_reviews_tutor" FOREIGN KEY ("tutorId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tutor_reviews" ADD CONSTRAINT "FK_tutor_reviews_student" FOREIGN KEY ("studentId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );

    await queryRunner.query(
      `CREATE TABLE "notifications" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "userId" uuid NOT NULL, "type" character varying(32) NOT NULL, "hireId" uuid, "text" character varying(300) NOT NULL, "read" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_notifications" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_notifications_user_created" ON "notifications" ("userId", "createdAt")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_notifications_user_unread" ON "notifications" ("userId") WHERE NOT "read"`,
    );
    await queryRunner.query(
      `ALTER TABLE "notifications" ADD CONSTRAINT "FK_notifications_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "notifications"`);
    await queryRunner.query(`DROP TABLE "tutor_reviews"`);
    await queryRunner.query(`DROP TABLE "hires"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_users_kind_rating_created_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_users_kind_verified_created_id"`);
    await queryRunner.query(
      `ALTER TABLE "users" DROP COLUMN "ratingAverage", DROP COLUMN "ratingCount", DROP COLUMN "verified", DROP COLUMN "about"`,
    );
  }
}
