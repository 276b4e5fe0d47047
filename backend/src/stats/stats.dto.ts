import { ApiProperty } from '@nestjs/swagger';
import type { HireReason, HireStatus, JobStatus } from '@tutorhub/contracts';

/** Hires per status, every status present. */
export class HireStatusCountsDto implements Record<HireStatus, number> {
  @ApiProperty({ type: 'integer' })
  requested: number;

  @ApiProperty({ type: 'integer' })
  accepted: number;

  @ApiProperty({ type: 'integer' })
  declined: number;

  @ApiProperty({ type: 'integer' })
  cancelled: number;

  @ApiProperty({ type: 'integer' })
  ended: number;
}

/** Declined, cancelled and ended hires per reason given, every reason present. */
export class HireReasonCountsDto implements Record<HireReason, number> {
  @ApiProperty({ type: 'integer' })
  schedule: number;

  @ApiProperty({ type: 'integer' })
  salary: number;

  @ApiProperty({ type: 'integer' })
  distance: number;

  @ApiProperty({ type: 'integer' })
  subject: number;

  @ApiProperty({ type: 'integer', name: 'found-another' })
  'found-another': number;

  @ApiProperty({ type: 'integer', name: 'no-longer-needed' })
  'no-longer-needed': number;

  @ApiProperty({ type: 'integer', name: 'no-show' })
  'no-show': number;

  @ApiProperty({ type: 'integer' })
  other: number;
}

/** Tuition jobs per status (as at the site clock: expired ones included), every status present. */
export class JobStatusCountsDto implements Record<JobStatus, number> {
  @ApiProperty({ type: 'integer' })
  pending: number;

  @ApiProperty({ type: 'integer' })
  open: number;

  @ApiProperty({ type: 'integer' })
  rejected: number;

  @ApiProperty({ type: 'integer' })
  closed: number;

  @ApiProperty({ type: 'integer' })
  filled: number;

  @ApiProperty({ type: 'integer' })
  expired: number;
}

export class StatsDto {
  @ApiProperty({ type: 'integer', description: 'Tutor profiles (admins among them included)' })
  tutors: number;

  @ApiProperty({ type: 'integer', description: 'Student profiles (admins among them included)' })
  students: number;

  @ApiProperty({ type: 'integer', description: 'Courses of any status' })
  courses: number;

  @ApiProperty({ type: 'integer' })
  blogs: number;

  @ApiProperty({ type: HireStatusCountsDto, description: 'Hires by status' })
  hires: HireStatusCountsDto;

  @ApiProperty({ type: HireReasonCountsDto, description: 'Hires by the reason given when closed' })
  hireReasons: HireReasonCountsDto;

  @ApiProperty({ type: JobStatusCountsDto, description: 'Tuition jobs by status' })
  jobs: JobStatusCountsDto;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Filled jobs over every job an admin approved (0 to 1); null before any',
  })
  jobFillRate: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Median days from a job’s approval to its hire, one decimal; null before any',
  })
  jobDaysToHire: number | null;
}
