import type { CourseStatus } from '@tutorhub/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { AccountIdColumn, AccountLink } from '../users/account-link';
import type { User } from '../users/user.entity';

@Entity('courses')
@Index('IDX_courses_status_created', ['status', 'createdAt'])
export class Course {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Null once the owner's account is deleted: the course stays, unattributed. */
  @AccountLink({ column: 'ownerId', onDelete: 'SET NULL', index: 'IDX_courses_owner' })
  owner: User | null;

  @AccountIdColumn('SET NULL')
  ownerId: string | null;

  @Column({ type: 'varchar', length: 100 })
  courseName: string;

  @Column({ type: 'varchar', length: 2048 })
  image: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 20 })
  number: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 200 })
  duration: string;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'varchar', length: 200 })
  prerequisites: string;

  @Column({ type: 'varchar', length: 200 })
  targetAudience: string;

  @Column({ type: 'varchar', length: 16, default: 'Pending' })
  status: CourseStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
