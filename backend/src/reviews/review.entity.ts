import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { AccountIdColumn, AccountLink } from '../users/account-link';
import type { User } from '../users/user.entity';

@Entity('reviews')
export class Review {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null once the author's account is deleted: the review stays, with its stored name. */
  @AccountLink({ column: 'authorId', onDelete: 'SET NULL', index: 'IDX_reviews_author' })
  author: User | null;

  @AccountIdColumn('SET NULL')
  authorId: string | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The author's, when the account has one. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  image: string | null;

  @Column({ type: 'varchar', length: 2000 })
  message: string;

  @Column({ type: 'smallint', default: 5 })
  rating: number;

  @Index('IDX_reviews_created')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
