import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { AccountIdColumn, AccountLink } from '../users/account-link';
import type { User } from '../users/user.entity';

/** A student's rating of a tutor they hired; one per student and tutor. */
@Entity('tutor_reviews')
@Unique('UQ_tutor_reviews_tutor_student', ['tutorId', 'studentId'])
@Index('IDX_tutor_reviews_tutor_created', ['tutorId', 'createdAt'])
export class TutorReview {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_tutor_reviews' })
  id: string;

  @AccountLink({ column: 'tutorId', onDelete: 'CASCADE', foreignKey: 'FK_tutor_reviews_tutor' })
  tutor?: User;

  @AccountIdColumn('CASCADE')
  tutorId: string;

  /** Null once the student's account is deleted; the review stays with its snapshot below. */
  @AccountLink({
    column: 'studentId',
    onDelete: 'SET NULL',
    foreignKey: 'FK_tutor_reviews_student',
  })
  student?: User | null;

  @AccountIdColumn('SET NULL')
  studentId: string | null;

  /** The student's name and image when the review was written, as shown beside it. */
  @Column({ type: 'varchar', length: 100 })
  studentName: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  studentImage: string | null;

  @Column({ type: 'smallint' })
  rating: number;

  @Column({ type: 'varchar', length: 2000 })
  message: string;

  /**
   * Given without a tuition that had run 28 days (before that rule): kept, and marked for
   * admins wherever reviews are listed to them.
   */
  @Column({ type: 'boolean', default: false })
  flagged: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
