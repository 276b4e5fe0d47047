import type { AuditAction } from '@tutorhub/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { AccountIdColumn, AccountLink } from '../users/account-link';
import type { User } from '../users/user.entity';

/**
 * One admin act (a role or suspension change, a review, a verification document opened),
 * written in the transaction of the change.
 */
@Entity('audit_log')
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_audit_log' })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  action: AuditAction;

  /** The admin who made the change; null when ADMIN_EMAILS made it (or the admin is deleted). */
  @AccountLink({ column: 'actorId', onDelete: 'SET NULL', foreignKey: 'FK_audit_log_actor' })
  actor: User | null;

  @AccountIdColumn('SET NULL')
  actorId: string | null;

  /** Null once the account is deleted; the entry stays. */
  @AccountLink({ column: 'targetId', onDelete: 'SET NULL', foreignKey: 'FK_audit_log_target' })
  target: User | null;

  @AccountIdColumn('SET NULL')
  targetId: string | null;

  /** What the entry concerned beyond the two accounts: a document's id, a reason given. */
  @Column({ type: 'varchar', length: 600, nullable: true })
  note: string | null;

  @Index('IDX_audit_log_created')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
