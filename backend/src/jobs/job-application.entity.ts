import type { ApplicationStatus } from '@tutorhub/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { AccountIdColumn, AccountLink } from '../users/account-link';
import type { User } from '../users/user.entity';
import { Job } from './job.entity';

/** A tutor's application to a job, moved by the table in `contracts/src/application-moves.ts`. */
@Entity('job_applications')
// One application per tutor and job; the database enforces it, even under a race.
@Index('UQ_job_applications_job_tutor', ['jobId', 'tutorId'], { unique: true })
// The tutor's list, and their applications of the day.
@Index('IDX_job_applications_tutor_created', ['tutorId', 'createdAt'])
export class JobApplication {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_job_applications' })
  id: string;

  @ManyToOne(() => Job, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'jobId', foreignKeyConstraintName: 'FK_job_applications_job' })
  job?: Job;

  @Column({ type: 'uuid' })
  jobId: string;

  /** The applying tutor; their applications go with their account. */
  @AccountLink({ column: 'tutorId', onDelete: 'CASCADE', foreignKey: 'FK_job_applications_tutor' })
  tutor?: User;

  @AccountIdColumn('CASCADE')
  tutorId: string;

  @Column({ type: 'varchar', length: 16 })
  status: ApplicationStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  /** Whole BDT per month. */
  @Column({ type: 'integer' })
  expectedSalary: number;

  /** The trial class, once the job's owner sets one. */
  @Column({ type: 'timestamptz', nullable: true })
  trialAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
