import type { EmailType, MessageParams } from '@tutorhub/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { AccountIdColumn, AccountLink } from '../users/account-link';
import type { User } from '../users/user.entity';

/** Where an email is: waiting for the worker, handed to the SMTP server, or given up on. */
export const EMAIL_STATES = ['queued', 'sent', 'failed'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

/**
 * One email to an account, written in the transaction of the notification it tells of. The row
 * is the delivery's ledger: the worker sends only a `queued` row, under its lock, and marks it
 * `sent` in the same transaction, so a second job for it finds nothing to do.
 */
@Entity('emails')
@Index('IDX_emails_state_created', ['state', 'createdAt'])
// The one queued email of a hire per account, which later moves fold into.
@Index('UQ_emails_queued_hire', ['userId', 'hireId'], {
  unique: true,
  where: `"state" = 'queued' AND "hireId" IS NOT NULL`,
})
// The one queued email of a conversation per account: later messages wait for it.
@Index('UQ_emails_queued_conversation', ['userId', 'conversationId'], {
  unique: true,
  where: `"state" = 'queued' AND "conversationId" IS NOT NULL`,
})
export class Email {
  /** Also the idempotency key: the Message-ID is made from it. */
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_emails' })
  id: string;

  /** Queued emails go with the account; sent ones with it too (they name it). */
  @AccountLink({
    column: 'userId',
    onDelete: 'CASCADE',
    foreignKey: 'FK_emails_user',
    index: 'IDX_emails_user',
  })
  user?: User;

  @AccountIdColumn('CASCADE')
  userId: string;

  /** The notification's type (or an unread message's): which email preference applies. */
  @Column({ type: 'varchar', length: 32 })
  type: EmailType;

  /** The latest notification it tells of (later moves of the same hire replace it); null for
   * an unread message, which is no notification. */
  @Column({ type: 'uuid', nullable: true })
  notificationId: string | null;

  /** The conversation of an unread message it tells of. */
  @Column({ type: 'uuid', nullable: true })
  conversationId: string | null;

  @Column({ type: 'uuid', nullable: true })
  hireId: string | null;

  /** What happened, as a message code and its arguments, rendered in the reader's language. */
  @Column({ type: 'varchar', length: 64 })
  code: string;

  @Column({ type: 'jsonb' })
  params: MessageParams;

  /** Earlier moves of the hire folded into this email. */
  @Column({ type: 'integer', default: 0 })
  folded: number;

  @Column({ type: 'varchar', length: 8, default: 'queued' })
  state: EmailState;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** Why the last attempt failed (a permanent failure's reason once `failed`). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
