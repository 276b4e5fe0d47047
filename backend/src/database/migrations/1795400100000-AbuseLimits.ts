import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Request counters shared by every API replica (rate limits), and the record of uploaded
 * images (daily upload quota, removal of images nothing uses).
 */
export class AbuseLimits1795400100000 implements MigrationInterface {
  name = 'AbuseLimits1795400100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "rate_limit_counters" ("key" character varying(200) NOT NULL, "windowEnd" TIMESTAMP WITH TIME ZONE NOT NULL, "hits" integer NOT NULL, CONSTRAINT "PK_ad665f1998311a7bd0e8265365d" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_rate_limit_counters_window_end" ON "rate_limit_counters" ("windowEnd") `,
    );
    await queryRunner.query(
      `CREATE TABLE "uploaded_images" ("key" character varying(100) NOT NULL, "url" character varying(2048) NOT NULL, "ownerId" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_136015aa3d22a841dea378c294c" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_uploaded_images_created" ON "uploaded_images" ("createdAt") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_uploaded_images_owner_created" ON "uploaded_images" ("ownerId", "createdAt") `,
    );
    await queryRunner.query(
      `ALTER TABLE "uploaded_images" ADD CONSTRAINT "FK_b026398d3b81b8e66f57e30c20c" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "uploaded_images" DROP CONSTRAINT "FK_b026398d3b81b8e66f57e30c20c"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_uploaded_images_owner_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_uploaded_images_created"`);
    await queryRunner.query(`DROP TABLE "uploaded_images"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_rate_limit_counters_window_end"`);
    await queryRunner.query(`DROP TABLE "rate_limit_counters"`);
  }
}
