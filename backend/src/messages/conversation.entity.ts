import type { ConversationKind } from '@tutorhub/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { AccountIdColumn, AccountLink } from '../users/account-link';
import type { User } from '../users/user.entity';

/**
 * The one conversation of an application or a hire, between its two parties: the student (the
 * job's owner, or the hire's student) and the tutor.
 */
@Entity('conversations')
@Index('UQ_conversations_ref', ['kind', 'refId'], { unique: true })
@Index('IDX_conversations_student_last', ['studentId', 'lastMessageAt'])
@Index('IDX_conversations_tutor_last', ['tutorId', 'lastMessageAt'])
export class Conversation {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_conversations' })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  kind: ConversationKind;

  /** The application's or the hire's id. */
  @Column({ type: 'uuid' })
  refId: string;

  /** Null once the account is deleted; the conversation stays in the other party's list. */
  @AccountLink({
    column: 'studentId',
    onDelete: 'SET NULL',
    foreignKey: 'FK_conversations_student',
  })
  student?: User | null;

  @AccountIdColumn('SET NULL')
  studentId: string | null;

  @AccountLink({ column: 'tutorId', onDelete: 'SET NULL', foreignKey: 'FK_conversations_tutor' })
  tutor?: User | null;

  @AccountIdColumn('SET NULL')
  tutorId: string | null;

  /** When the latest message was written; null before the first. */
  @Column({ type: 'timestamptz', nullable: true })
  lastMessageAt: Date | null;

  /** Up to when the student has read it. */
  @Column({ type: 'timestamptz', nullable: true })
  studentReadAt: Date | null;

  /** Up to when the tutor has read it. */
  @Column({ type: 'timestamptz', nullable: true })
  tutorReadAt: Date | null;

  /** When either party was last emailed about an unread message in it. */
  @Column({ type: 'timestamptz', nullable: true })
  lastEmailedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
