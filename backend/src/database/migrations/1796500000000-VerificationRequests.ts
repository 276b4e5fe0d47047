import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tutors' verification requests (one per tutor, gone with the account) and their documents'
 * records (the files are in the private document store); a note on audit entries says which
 * document an admin opened or why a badge was removed.
 */
export class VerificationRequests1796500000000 implements MigrationInterface {
  name = 'VerificationRequests1796500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "verification_requests" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "tutorId" uuid NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'draft', "consentedAt" TIMESTAMP WITH TIME ZONE, "submittedAt" TIMESTAMP WITH TIME ZONE, "reason" character varying(32), "note" character varying(500), "decidedAt" TIMESTAMP WITH TIME ZONE, "decidedById" uuid, "documentsDeletedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_verification_requests" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_verification_requests_tutor" ON "verification_requests" ("tutorId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_verification_requests_status_submitted" ON "verification_requests" ("status", "submittedAt", "id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "verification_requests" ADD CONSTRAINT "FK_verification_requests_tutor" FOREIGN KEY ("tutorId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "verification_requests" ADD CONSTRAINT "FK_verification_requests_decided_by" FOREIGN KEY ("decidedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "verification_documents" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "requestId" uuid NOT NULL, "kind" character varying(32) NOT NULL, "side" character varying(8), "contentType" character varying(32) NOT NULL, "size" integer NOT NULL, "storageKey" character varying(80) NOT NULL, "ownerId" uuid NOT NULL, "uploadedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_verification_documents" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_verification_documents_request" ON "verification_documents" ("requestId")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_verification_documents_key" ON "verification_documents" ("storageKey")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_verification_documents_owner_uploaded" ON "verification_documents" ("ownerId", "uploadedAt")`,
    );
    await queryRunner.query(
      `ALTER TABLE "verification_documents" ADD CONSTRAINT "FK_verification_documents_request" FOREIGN KEY ("requestId") REFERENCES "verification_requests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "audit_log" ADD "note" character varying(600)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_log" DROP COLUMN "note"`);
    await queryRunner.query(`DROP TABLE "verification_documents"`);
    await queryRunner.query(`DROP TABLE "verification_requests"`);
  }
}
