import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

@Entity('reviews')
export class Review {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null once the author's account is deleted: the review stays, with its stored name. */
  @Index('IDX_reviews_author')
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'authorId' })
  author: User | null;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

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
