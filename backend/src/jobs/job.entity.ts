import type {
  Curriculum,
  JobRejectReason,
  JobStatus,
  TeachingMode,
  TutorGender,
} from '@tutorhub/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { AccountIdColumn, AccountLink } from '../users/account-link';
import type { User } from '../users/user.entity';

/** A family's tuition need: posted by a student account, checked by an admin, applied to by tutors. */
@Entity('jobs')
// The public board: open jobs, newest approved first (scanned backwards).
@Index('IDX_jobs_status_approved_id', ['status', 'approvedAt', 'id'])
// The owner's list, and the count of their pending and open jobs.
@Index('IDX_jobs_owner_status', ['ownerId', 'status'])
@Index('IDX_jobs_owner_created', ['ownerId', 'createdAt'])
export class Job {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_jobs' })
  id: string;

  /** The student account that posted it; its jobs go with it. */
  @AccountLink({ column: 'ownerId', onDelete: 'CASCADE', foreignKey: 'FK_jobs_owner' })
  owner?: User;

  @AccountIdColumn('CASCADE')
  ownerId: string;

  @Column({ type: 'varchar', length: 16 })
  status: JobStatus;

  @Column({ type: 'varchar', length: 64 })
  subject: string;

  @Column({ type: 'varchar', length: 40 })
  classLevel: string;

  @Column({ type: 'varchar', length: 16 })
  curriculum: Curriculum;

  /** An area, never an exact address. */
  @Column({ type: 'varchar', length: 60 })
  location: string;

  @Column({ type: 'varchar', length: 8 })
  mode: TeachingMode;

  @Column({ type: 'smallint' })
  daysPerWeek: number;

  /** Whole BDT per month. */
  @Column({ type: 'integer' })
  salaryMin: number;

  @Column({ type: 'integer' })
  salaryMax: number;

  @Column({ type: 'varchar', length: 8 })
  tutorGender: TutorGender;

  @Column({ type: 'smallint' })
  students: number;

  /** `YYYY-MM-DD` in the site time zone. */
  @Column({ type: 'date' })
  startDate: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  details: string | null;

  /** When an admin opened it (site clock); it expires 30 days later. Null until then. */
  @Column({ type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  rejectReason: JobRejectReason | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /** Raised by every write to the job (TypeORM's update adds 1), so a review names what it read. */
  @VersionColumn({ default: 1 })
  version: number;
}
