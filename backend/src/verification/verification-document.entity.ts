import type {
  VerificationContentType,
  VerificationDocumentKind,
  VerificationSide,
} from '@tutorhub/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { VerificationRequest } from './verification-request.entity';

/** One file of a verification request, kept in the private document store under `storageKey`. */
@Entity('verification_documents')
// The daily upload quota counts a tutor's documents with their images.
@Index('IDX_verification_documents_owner_uploaded', ['ownerId', 'uploadedAt'])
export class VerificationDocument {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_verification_documents' })
  id: string;

  @ManyToOne(() => VerificationRequest, (r) => r.documents, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'requestId', foreignKeyConstraintName: 'FK_verification_documents_request' })
  request?: VerificationRequest;

  @Index('IDX_verification_documents_request')
  @Column({ type: 'uuid' })
  requestId: string;

  @Column({ type: 'varchar', length: 32 })
  kind: VerificationDocumentKind;

  /** front or back of a card; null for a certificate. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  side: VerificationSide | null;

  @Column({ type: 'varchar', length: 32 })
  contentType: VerificationContentType;

  /** Bytes as stored (an image after re-encoding). */
  @Column({ type: 'integer' })
  size: number;

  /** A random key: it says nothing of the tutor or the file, and cannot be guessed. */
  @Index('UQ_verification_documents_key', { unique: true })
  @Column({ type: 'varchar', length: 80 })
  storageKey: string;

  /** The account that uploaded it, kept so uploads count against the daily upload quota. */
  @Column({ type: 'uuid' })
  ownerId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  uploadedAt: Date;
}
