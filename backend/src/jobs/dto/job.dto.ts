import { ApiProperty } from '@nestjs/swagger';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  CURRICULA,
  type Curriculum,
  JOB_REJECT_REASONS,
  JOB_STATUSES,
  type JobRejectReason,
  type JobStatus,
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  type TeachingMode,
  TUTOR_GENDERS,
  type TutorGender,
} from '@tutorhub/contracts';

/** A job as the board shows it: never its owner's identity or contact. */
export class JobDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ enum: TEACHING_SUBJECTS })
  subject: string;

  @ApiProperty()
  classLevel: string;

  @ApiProperty({ enum: CURRICULA })
  curriculum: Curriculum;

  @ApiProperty({ description: 'An area, never an address' })
  location: string;

  @ApiProperty({ enum: TEACHING_MODES })
  mode: TeachingMode;

  @ApiProperty({ type: 'integer' })
  daysPerWeek: number;

  @ApiProperty({ type: 'integer', description: 'Whole BDT a month' })
  salaryMin: number;

  @ApiProperty({ type: 'integer', description: 'Whole BDT a month' })
  salaryMax: number;

  @ApiProperty({ enum: TUTOR_GENDERS })
  tutorGender: TutorGender;

  @ApiProperty({ type: 'integer' })
  students: number;

  @ApiProperty({ format: 'date' })
  startDate: string;

  @ApiProperty({ type: String, nullable: true })
  details: string | null;

  @ApiProperty({
    enum: JOB_STATUSES,
    description: 'An open job reads `expired` 30 days after it was approved',
  })
  status: JobStatus;

  @ApiProperty({
    format: 'date-time',
    type: String,
    nullable: true,
    description: 'When an admin approved it; null before',
  })
  postedAt: string | null;

  @ApiProperty({ type: 'integer', description: 'How many tutors have applied' })
  applications: number;
}

/** Applications of one job by status (statuses with none are 0). */
export class ApplicationCountsDto implements Record<ApplicationStatus, number> {
  @ApiProperty({ type: 'integer' })
  applied: number;

  @ApiProperty({ type: 'integer' })
  shortlisted: number;

  @ApiProperty({ type: 'integer' })
  trial: number;

  @ApiProperty({ type: 'integer' })
  hired: number;

  @ApiProperty({ type: 'integer' })
  rejected: number;

  @ApiProperty({ type: 'integer' })
  withdrawn: number;

  @ApiProperty({ type: 'integer' })
  closed: number;
}

/** One of the owner's jobs (jobs/mine), and what the owner and admins read of any job. */
export class OwnJobDto extends JobDto {
  @ApiProperty({ enum: JOB_REJECT_REASONS, type: String, nullable: true })
  rejectReason: JobRejectReason | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    description: "Raised by every change to the job; an admin's review sends the one it was shown",
  })
  version: number;

  @ApiProperty({
    type: ApplicationCountsDto,
    description: `By status: ${APPLICATION_STATUSES.join(', ')}`,
  })
  counts: ApplicationCountsDto;
}

/** Who posted a job, for the admins who check it. */
export class JobOwnerDto {
  @ApiProperty({ format: 'uuid', type: String, nullable: true })
  _id: string | null;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ type: String, nullable: true })
  email: string | null;
}

/** A job in the admins' list, with its owner. */
export class AdminJobDto extends OwnJobDto {
  @ApiProperty({ type: JobOwnerDto })
  owner: JobOwnerDto;
}
