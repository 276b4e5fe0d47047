import { MigrationInterface, QueryRunner } from "typeorm";

export class Initial1795348438135 implements MigrationInterface {
    name = 'Initial1795348438135'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "firebaseUid" character varying(128) NOT NULL, "email" character varying(254) NOT NULL, "name" character varying(100), "image" character varying(2048), "kind" character varying(16), "role" character varying(16), "number" character varying(20), "study" character varying(200), "subject" character varying(200), "location" character varying(200), "teachingSubject" character varying(64), "salary" integer, "onlineOffline" character varying(8), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_e621f267079194e5428e19af2f3" UNIQUE ("firebaseUid"), CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_users_location" ON "users"  ("location") `);
        await queryRunner.query(`CREATE INDEX "IDX_users_kind_salary" ON "users"  ("kind", "salary") `);
        await queryRunner.query(`CREATE INDEX "IDX_users_kind_subject_created" ON "users"  ("kind", "teachingSubject", "createdAt") `);
        await queryRunner.query(`CREATE INDEX "IDX_users_kind_role_created" ON "users"  ("kind", "role", "createdAt") `);
        await queryRunner.query(`CREATE TABLE "blogs" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "authorId" uuid, "name" character varying(100) NOT NULL, "image" character varying(2048) NOT NULL, "email" character varying(254) NOT NULL, "description" text NOT NULL, "publishedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e113335f11c926da929a625f118" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_blogs_author" ON "blogs"  ("authorId") `);
        await queryRunner.query(`CREATE INDEX "IDX_blogs_published" ON "blogs"  ("publishedAt") `);
        await queryRunner.query(`CREATE TABLE "contact_messages" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "message" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_contact_messages_created" ON "contact_messages"  ("createdAt") `);
        await queryRunner.query(`CREATE TABLE "newsletter_subscribers" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "email" character varying(254) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_0dc48416511f011f7de7b2a8f83" UNIQUE ("email"), CONSTRAINT "PK_38f9333e9961b2fdb589128d19b" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE TABLE "courses" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "ownerId" uuid, "courseName" character varying(100) NOT NULL, "image" character varying(2048) NOT NULL, "email" character varying(254) NOT NULL, "number" character varying(20) NOT NULL, "description" text NOT NULL, "duration" character varying(200) NOT NULL, "amount" integer NOT NULL, "prerequisites" character varying(200) NOT NULL, "targetAudience" character varying(200) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'Pending', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3f70a487cc718ad8eda4e6d58c9" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_courses_owner" ON "courses"  ("ownerId") `);
        await queryRunner.query(`CREATE INDEX "IDX_courses_status_created" ON "courses"  ("status", "createdAt") `);
        await queryRunner.query(`CREATE TABLE "reviews" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "authorId" uuid, "name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "image" character varying(2048), "message" character varying(2000) NOT NULL, "rating" smallint NOT NULL DEFAULT '5', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_231ae565c273ee700b283f15c1d" PRIMARY KEY ("id"))`);
        await queryRunner.query(`CREATE INDEX "IDX_reviews_author" ON "reviews"  ("authorId") `);
        await queryRunner.query(`CREATE INDEX "IDX_reviews_created" ON "reviews"  ("createdAt") `);
        await queryRunner.query(`CREATE TABLE "team_members" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "image" character varying(2048) NOT NULL, "name" character varying(100) NOT NULL, "role" character varying(100) NOT NULL, "sortOrder" integer NOT NULL, CONSTRAINT "UQ_bc0ac1753bcb33e598932f3f74a" UNIQUE ("sortOrder"), CONSTRAINT "PK_ca3eae89dcf20c9fd95bf7460aa" PRIMARY KEY ("id"))`);
        await queryRunner.query(`ALTER TABLE "blogs" ADD CONSTRAINT "FK_05aa4239904d894452e339e5139" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "courses" ADD CONSTRAINT "FK_fac3c07d4f0a48be26f3332393d" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE "reviews" ADD CONSTRAINT "FK_48770372f891b9998360e4434f3" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "reviews" DROP CONSTRAINT "FK_48770372f891b9998360e4434f3"`);
        await queryRunner.query(`ALTER TABLE "courses" DROP CONSTRAINT "FK_fac3c07d4f0a48be26f3332393d"`);
        await queryRunner.query(`ALTER TABLE "blogs" DROP CONSTRAINT "FK_05aa4239904d894452e339e5139"`);
        await queryRunner.query(`DROP TABLE "team_members"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_reviews_created"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_reviews_author"`);
        await queryRunner.query(`DROP TABLE "reviews"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_courses_status_created"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_courses_owner"`);
        await queryRunner.query(`DROP TABLE "courses"`);
        await queryRunner.query(`DROP TABLE "newsletter_subscribers"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_contact_messages_created"`);
        await queryRunner.query(`DROP TABLE "contact_messages"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_blogs_published"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_blogs_author"`);
        await queryRunner.query(`DROP TABLE "blogs"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_users_kind_role_created"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_users_kind_subject_created"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_users_kind_salary"`);
        await queryRunner.query(`DROP INDEX "public"."IDX_users_location"`);
        await queryRunner.query(`DROP TABLE "users"`);
    }

}
