import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AccountIdColumn, AccountLink } from '../users/account-link';
import type { User } from '../users/user.entity';
import { Conversation } from './conversation.entity';

/** One message of a conversation. Never edited; its sender may delete it for a short while. */
@Entity('messages')
@Index('IDX_messages_conversation_created', ['conversationId', 'createdAt', 'id'])
export class Message {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_messages' })
  id: string;

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversationId', foreignKeyConstraintName: 'FK_messages_conversation' })
  conversation?: Conversation;

  @Column({ type: 'uuid' })
  conversationId: string;

  /** Null once the sender's account is deleted. */
  @AccountLink({ column: 'senderId', onDelete: 'SET NULL', foreignKey: 'FK_messages_sender' })
  sender?: User | null;

  @AccountIdColumn('SET NULL')
  senderId: string | null;

  /** Null once its sender deleted it. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  text: string | null;

  /** Written on the site clock, which the read-only and deletion windows are measured on. */
  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
