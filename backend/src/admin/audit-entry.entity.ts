import type { AuditAction } from '@tutorhub/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

/** One change of an account's role or suspension, written in the transaction of the change. */
@Entity('audit_log')
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_audit_log' })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  action: AuditAction;

  /** The admin who made the change; null when ADMIN_EMAILS made it (or the admin is deleted). */
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actorId', foreignKeyConstraintName: 'FK_audit_log_actor' })
  actor: User | null;

  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  /** Null once the account is deleted; the entry stays. */
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'targetId', foreignKeyConstraintName: 'FK_audit_log_target' })
  target: User | null;

  @Column({ type: 'uuid', nullable: true })
  targetId: string | null;

  @Index('IDX_audit_log_created')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
