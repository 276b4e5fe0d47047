import type { VerificationRejectReason, VerificationStatus } from '@tutorhub/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { AccountIdColumn, AccountLink } from '../users/account-link';
import type { User } from '../users/user.entity';
import { VerificationDocument } from './verification-document.entity';

/**
 * A tutor's one verification request: their consent, their documents while needed, and the
 * admin's decision (kept after the documents are deleted).
 */
@Entity('verification_requests')
// The admins' queue: by status, oldest submitted first.
@Index('IDX_verification_requests_status_submitted', ['status', 'submittedAt', 'id'])
export class VerificationRequest {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_verification_requests' })
  id: string;

  /** The tutor; one request each, gone with the account. */
  @AccountLink({
    column: 'tutorId',
    onDelete: 'CASCADE',
    foreignKey: 'FK_verification_requests_tutor',
  })
  tutor?: User;

  @Index('UQ_verification_requests_tutor', { unique: true })
  @AccountIdColumn('CASCADE')
  tutorId: string;

  @Column({ type: 'varchar', length: 16, default: 'draft' })
  status: VerificationStatus;

  /** When the tutor agreed to how their documents are kept; nothing is uploaded before. */
  @Column({ type: 'timestamptz', nullable: true })
  consentedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  /** Why an admin rejected it. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  reason: VerificationRejectReason | null;

  /** The admin's words to the tutor (required with reason `other`). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** The admin who decided; null once that account is deleted (the decision stays). */
  @AccountLink({
    column: 'decidedById',
    onDelete: 'SET NULL',
    foreignKey: 'FK_verification_requests_decided_by',
  })
  decidedBy?: User | null;

  @AccountIdColumn('SET NULL')
  decidedById: string | null;

  /** When retention deleted the documents of this decision (or of this unsent draft). */
  @Column({ type: 'timestamptz', nullable: true })
  documentsDeletedAt: Date | null;

  @OneToMany(() => VerificationDocument, (d) => d.request)
  documents?: VerificationDocument[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
