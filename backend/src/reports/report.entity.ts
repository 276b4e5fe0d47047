import type { ReportReason, ReportResolution, ReportTargetType } from '@tutorhub/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { AccountIdColumn, AccountLink } from '../users/account-link';
import type { User } from '../users/user.entity';

/** A member's report of a profile or a post; open until an admin resolves it. */
@Entity('reports')
// One open report per reporter and item; a resolved one does not stop a new report.
@Index('UQ_reports_open_reporter_target', ['reporterId', 'targetType', 'targetId'], {
  unique: true,
  where: `"resolution" IS NULL`,
})
@Index('IDX_reports_open_target', ['targetType', 'targetId'], { where: `"resolution" IS NULL` })
@Index('IDX_reports_created', ['createdAt'])
@Index('IDX_reports_resolved', ['resolvedAt'])
export class Report {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_reports' })
  id: string;

  /** Null once the reporter's account is deleted; the report stays for the admins. */
  @AccountLink({ column: 'reporterId', onDelete: 'SET NULL', foreignKey: 'FK_reports_reporter' })
  reporter?: User | null;

  @AccountIdColumn('SET NULL')
  reporterId: string | null;

  @Column({ type: 'varchar', length: 16 })
  targetType: ReportTargetType;

  /** The reported item's id; a plain id, so the report outlives the item. */
  @Column({ type: 'uuid' })
  targetId: string;

  /** The item's author when it was reported: the account a suspension applies to. */
  @AccountLink({
    column: 'reportedUserId',
    onDelete: 'SET NULL',
    foreignKey: 'FK_reports_reported_user',
  })
  reportedUser?: User | null;

  @AccountIdColumn('SET NULL')
  reportedUserId: string | null;

  @Column({ type: 'varchar', length: 32 })
  reason: ReportReason;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  /** Null while the report is open. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  resolution: ReportResolution | null;

  @AccountLink({ column: 'resolvedById', onDelete: 'SET NULL', foreignKey: 'FK_reports_resolver' })
  resolvedBy?: User | null;

  @AccountIdColumn('SET NULL')
  resolvedById: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
