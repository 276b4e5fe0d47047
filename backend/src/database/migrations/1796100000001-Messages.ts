import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations between the two parties of an application or a hire (one per item:
 * `UQ_conversations_ref`), their messages, members' blocks of each other, and the email of a
 * message left unread (`emails."conversationId"`, one queued per reader and conversation; such
 * an email tells of no notification) with the readers' choice to take it (`emailMessages`).
 */
export class Messages1796100000001 implements MigrationInterface {
  name = 'Messages1796100000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "blocks" ("blockerId" uuid NOT NULL, "blockedId" uuid NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_blocks" PRIMARY KEY ("blockerId", "blockedId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_blocks_blocked" ON "blocks" ("blockedId")`);
    await queryRunner.query(
      `CREATE TABLE "conversations" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "kind" character varying(16) NOT NULL, "refId" uuid NOT NULL, "studentId" uuid, "tutorId" uuid, "lastMessageAt" TIMESTAMP WITH TIME ZONE, "studentReadAt" TIMESTAMP WITH TIME ZONE, "tutorReadAt" TIMESTAMP WITH TIME ZONE, "lastEmailedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_conversations" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_conversations_tutor_last" ON "conversations" ("tutorId", "lastMessageAt")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_conversations_student_last" ON "conversations" ("studentId", "lastMessageAt")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_conversations_ref" ON "conversations" ("kind", "refId")`,
    );
    await queryRunner.query(
      `CREATE TABLE "messages" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "conversationId" uuid NOT NULL, "senderId" uuid, "text" character varying(1000), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL, "deletedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_messages" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_messages_conversation_created" ON "messages" ("conversationId", "createdAt", "id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD "emailMessages" boolean NOT NULL DEFAULT true`,
    );
    await queryRunner.query(`ALTER TABLE "emails" ADD "conversationId" uuid`);
    await queryRunner.query(`ALTER TABLE "emails" ALTER COLUMN "notificationId" DROP NOT NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_emails_queued_conversation" ON "emails" ("userId", "conversationId") WHERE "state" = 'queued' AND "conversationId" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "blocks" ADD CONSTRAINT "FK_blocks_blocker" FOREIGN KEY ("blockerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "blocks" ADD CONSTRAINT "FK_blocks_blocked" FOREIGN KEY ("blockedId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "conversations" ADD CONSTRAINT "FK_conversations_student" FOREIGN KEY ("studentId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "conversations" ADD CONSTRAINT "FK_conversations_tutor" FOREIGN KEY ("tutorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "FK_messages_conversation" FOREIGN KEY ("conversationId") REFERENCES "conversations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "FK_messages_sender" FOREIGN KEY ("senderId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_emails_queued_conversation"`);
    await queryRunner.query(`DELETE FROM "emails" WHERE "notificationId" IS NULL`);
    await queryRunner.query(`ALTER TABLE "emails" ALTER COLUMN "notificationId" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "emails" DROP COLUMN "conversationId"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "emailMessages"`);
    await queryRunner.query(`DELETE FROM "reports" WHERE "targetType" = 'message'`);
    await queryRunner.query(`DROP TABLE "messages"`);
    await queryRunner.query(`DROP TABLE "conversations"`);
    await queryRunner.query(`DROP TABLE "blocks"`);
  }
}
