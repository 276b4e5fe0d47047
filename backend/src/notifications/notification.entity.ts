import type { NoticeParams, NotificationType } from '@tutorhub/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { AccountIdColumn, AccountLink } from '../users/account-link';
import type { User } from '../users/user.entity';

/** A line in an account's bell: something another party did that concerns it. */
@Entity('notifications')
@Index('IDX_notifications_user_created', ['userId', 'createdAt'])
// The unread count reads only this small partial index.
@Index('IDX_notifications_user_unread', ['userId'], { where: `NOT "read"` })
export class Notification {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_notifications' })
  id: string;

  @AccountLink({ column: 'userId', onDelete: 'CASCADE', foreignKey: 'FK_notifications_user' })
  user?: User;

  @AccountIdColumn('CASCADE')
  userId: string;

  @Column({ type: 'varchar', length: 32 })
  type: NotificationType;

  /** The hire it is about, if any; kept as a plain id so the line outlives the hire. */
  @Column({ type: 'uuid', nullable: true })
  hireId: string | null;

  /** What it tells, rendered with `type` in the reader's language (`noticeMessage`). */
  @Column({ type: 'jsonb' })
  params: NoticeParams;

  @Column({ type: 'boolean', default: false })
  read: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
