import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { AccountIdColumn, AccountLink } from '../users/account-link';
import type { User } from '../users/user.entity';

@Entity('blogs')
export class Blog {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null once the author's account is deleted: the post stays readable. */
  @AccountLink({ column: 'authorId', onDelete: 'SET NULL', index: 'IDX_blogs_author' })
  author: User | null;

  @AccountIdColumn('SET NULL')
  authorId: string | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 2048 })
  image: string;

  /** The author's, when the account has one. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'text' })
  description: string;

  @Index('IDX_blogs_published')
  @Column({ type: 'timestamptz', default: () => 'now()' })
  publishedAt: Date;
}
