import type { ChargeLedgerKind, ChargeStatus } from '@tutorhub/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Hire } from '../hires/hire.entity';

/**
 * The service charge a tutor owes for an accepted hire, one per hire. Its tutor is the hire's,
 * so an account's charges are read through its hires.
 */
@Entity('charges')
// The overdue check and the admins' filters look for due charges by due date.
@Index('IDX_charges_status_due', ['status', 'dueAt'])
@Index('IDX_charges_created', ['createdAt'])
export class Charge {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_charges' })
  id: string;

  /** `TH-<year>-<sequence>`, shown to the tutor and quoted when paying. */
  @Index('UQ_charges_invoice', { unique: true })
  @Column({ type: 'varchar', length: 20 })
  invoice: string;

  @ManyToOne(() => Hire, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'hireId', foreignKeyConstraintName: 'FK_charges_hire' })
  hire?: Hire;

  @Index('UQ_charges_hire', { unique: true })
  @Column({ type: 'uuid' })
  hireId: string;

  /** Whole BDT owed when it was created. */
  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 16 })
  status: ChargeStatus;

  @Column({ type: 'timestamptz' })
  dueAt: Date;

  /** When it was paid in full; null until then. */
  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** Why an admin waived it; null otherwise. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * One movement of taka on a charge, never changed once written: the sum of a charge's rows is
 * what its tutor still owes.
 */
@Entity('charge_ledger')
@Index('IDX_charge_ledger_charge', ['chargeId', 'createdAt'])
export class ChargeLedgerEntry {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_charge_ledger' })
  id: string;

  @ManyToOne(() => Charge, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'chargeId', foreignKeyConstraintName: 'FK_charge_ledger_charge' })
  charge?: Charge;

  @Column({ type: 'uuid' })
  chargeId: string;

  @Column({ type: 'varchar', length: 16 })
  kind: ChargeLedgerKind;

  /** Whole BDT: positive adds to what is owed, negative takes it off. */
  @Column({ type: 'integer' })
  amount: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
