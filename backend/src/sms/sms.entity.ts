import type { SmsEncoding, SmsState, SmsType } from '@tutorhub/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { AccountIdColumn, AccountLink } from '../users/account-link';
import type { User } from '../users/user.entity';

/**
 * One SMS to an account, written in the transaction of the notice it tells of, with its text
 * as sent (rendered once, in the reader's language) and its cost in parts. The row is the
 * delivery's ledger: the worker claims a `queued` row (`sending`, committed before the gateway
 * is called), then marks it `sent` with the gateway's id; its id is the SSL Wireless csms_id.
 */
@Entity('sms')
@Index('IDX_sms_state_created', ['state', 'createdAt'])
@Index('IDX_sms_created', ['createdAt'])
// A notice never gets two SMS.
@Index('UQ_sms_user_notification', ['userId', 'notificationId'], {
  unique: true,
  where: `"notificationId" IS NOT NULL`,
})
// A tutor gets one job alert a site day.
@Index('UQ_sms_user_alert_day', ['userId', 'alertDay'], {
  unique: true,
  where: `"alertDay" IS NOT NULL`,
})
export class Sms {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_sms' })
  id: string;

  @AccountLink({
    column: 'userId',
    onDelete: 'CASCADE',
    foreignKey: 'FK_sms_user',
    index: 'IDX_sms_user',
  })
  user?: User;

  @AccountIdColumn('CASCADE')
  userId: string;

  /** The number it went to (E.164, +8801…), as the account had it then. */
  @Column({ type: 'varchar', length: 16 })
  to: string;

  @Column({ type: 'varchar', length: 32 })
  type: SmsType;

  @Column({ type: 'varchar', length: 2 })
  language: string;

  @Column({ type: 'varchar', length: 1000 })
  text: string;

  @Column({ type: 'integer' })
  parts: number;

  @Column({ type: 'varchar', length: 8 })
  encoding: SmsEncoding;

  @Column({ type: 'varchar', length: 8, default: 'queued' })
  state: SmsState;

  /** Calls to the gateway, each counted before it is made. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** Why the last attempt failed (the reason once `failed`, the limit once `limited`). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  providerMessageId: string | null;

  @Column({ type: 'uuid', nullable: true })
  notificationId: string | null;

  /** The site day of a job alert. */
  @Column({ type: 'date', nullable: true })
  alertDay: string | null;

  /** By the site clock, which the daily limit counts by. */
  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
