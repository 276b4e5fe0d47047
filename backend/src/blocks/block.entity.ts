import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** One member's block of another: no messages, hire requests or applications between them. */
@Entity('blocks')
@Index('IDX_blocks_blocked', ['blockedId'])
export class Block {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_blocks' })
  blockerId: string;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_blocks' })
  blockedId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blockerId', foreignKeyConstraintName: 'FK_blocks_blocker' })
  blocker?: User;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blockedId', foreignKeyConstraintName: 'FK_blocks_blocked' })
  blocked?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
