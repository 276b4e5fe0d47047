import { ApiProperty } from '@nestjs/swagger';
import type { HireReason, HireStatus } from '@tutorhub/contracts';

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
}
