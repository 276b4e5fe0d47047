import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The tutors' service charges (one per accepted hire, numbered from a sequence for their
 * invoices) and the ledger of every movement of taka on them.
 */
export class Charges1796900000000 implements MigrationInterface {
  name = 'Charges1796900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE "charge_invoice_seq"`);
    await queryRunner.query(
      `CREATE TABLE "charges" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "invoice" character varying(20) NOT NULL, "hireId" uuid NOT NULL, "amount" integer NOT NULL, "status" character varying(16) NOT NULL, "dueAt" TIMESTAMP WITH TIME ZONE NOT NULL, "paidAt" TIMESTAMP WITH TIME ZONE, "reason" character varying(500), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_charges" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_charges_invoice" ON "charges" ("invoice")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_charges_hire" ON "charges" ("hireId")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_charges_status_due" ON "charges" ("status", "dueAt")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_charges_created" ON "charges" ("createdAt")`);
    await queryRunner.query(
      `ALTER TABLE "charges" ADD CONSTRAINT "FK_charges_hire" FOREIGN KEY ("hireId") REFERENCES "hires"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "charge_ledger" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "chargeId" uuid NOT NULL, "kind" character varying(16) NOT NULL, "amount" integer NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_charge_ledger" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_charge_ledger_charge" ON "charge_ledger" ("chargeId", "createdAt")`,
    );
    await queryRunner.query(
      `ALTER TABLE "charge_ledger" ADD CONSTRAINT "FK_charge_ledger_charge" FOREIGN KEY ("chargeId") REFERENCES "charges"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "charge_ledger"`);
    await queryRunner.query(`DROP TABLE "charges"`);
    await queryRunner.query(`DROP SEQUENCE "charge_invoice_seq"`);
  }
}
