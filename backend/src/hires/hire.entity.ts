import type { HireMode, HireReason, HireStatus } from '@tutorhub/contracts';
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
import { JobApplication } from '../jobs/job-application.entity';
import { AccountIdColumn, AccountLink } from '../users/account-link';
import type { User } from '../users/user.entity';

/** A student's request to hire a tutor on monthly terms, and where it went from there. */
@Entity('hires')
@Index('IDX_hires_student_created', ['studentId', 'createdAt'])
@Index('IDX_hires_tutor_created', ['tutorId', 'createdAt'])
@Index('IDX_hires_status_created', ['status', 'createdAt'])
// One open hire per pair; the database enforces it, so two simultaneous requests cannot both pass.
@Index('UQ_hires_open_pair', ['tutorId', 'studentId'], {
  unique: true,
  where: `"status" IN ('requested', 'accepted')`,
})
// A hired application makes one hire at most.
@Index('UQ_hires_application', ['applicationId'], {
  unique: true,
  where: `"applicationId" IS NOT NULL`,
})
export class Hire {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_hires' })
  id: string;

  /** Null once the tutor's account is deleted; the hire stays in the other party's history. */
  @AccountLink({ column: 'tutorId', onDelete: 'SET NULL', foreignKey: 'FK_hires_tutor' })
  tutor: User | null;

  @AccountIdColumn('SET NULL')
  tutorId: string | null;

  @AccountLink({ column: 'studentId', onDelete: 'SET NULL', foreignKey: 'FK_hires_student' })
  student: User | null;

  @AccountIdColumn('SET NULL')
  studentId: string | null;

  @Column({ type: 'varchar', length: 16 })
  status: HireStatus;

  /** Why it was declined, cancelled or ended; null until given. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  reason: HireReason | null;

  @Column({ type: 'varchar', length: 64 })
  subject: string;

  @Column({ type: 'varchar', length: 50 })
  classLevel: string;

  @Column({ type: 'smallint' })
  daysPerWeek: number;

  /** Whole BDT per month. */
  @Column({ type: 'integer' })
  salary: number;

  /** `YYYY-MM-DD` in the site time zone. */
  @Column({ type: 'date' })
  startDate: string;

  @Column({ type: 'varchar', length: 8 })
  mode: HireMode;

  @Column({ type: 'varchar', length: 200, nullable: true })
  area: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  message: string | null;

  /** When the tutor accepted (site clock); null before. */
  @Column({ type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  /** When the tuition was ended (site clock); null while it runs. */
  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  /** An admin ended it: the parties' contacts stop at once. */
  @Column({ type: 'boolean', default: false })
  closedByAdmin: boolean;

  /** The job application it was hired from; null for a hire request (or once it is deleted). */
  @ManyToOne(() => JobApplication, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'applicationId', foreignKeyConstraintName: 'FK_hires_application' })
  application?: JobApplication | null;

  @Column({ type: 'uuid', nullable: true })
  applicationId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
