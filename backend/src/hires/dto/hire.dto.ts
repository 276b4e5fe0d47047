import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  HIRE_MODES,
  HIRE_REASONS,
  HIRE_STATUSES,
  type HireMode,
  type HireReason,
  type HireStatus,
} from '@tutorhub/contracts';

/**
 * A party of a hire; `email` and `number` only while the tuition shares them (admins: always):
 * from acceptance until 30 days after the parties end it, not after an admin ends it.
 */
export class HirePartyDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ type: String, nullable: true })
  image: string | null;

  @ApiPropertyOptional({ format: 'email' })
  email?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  number?: string | null;

  @ApiPropertyOptional({
    description: 'With `number`: whether it is the mobile number the party proved by a code',
  })
  numberVerified?: boolean;
}

/** A hire as GET hires and GET hires/{id} answer it. */
export class HireDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ enum: HIRE_STATUSES })
  status: HireStatus;

  @ApiProperty({ enum: HIRE_REASONS, nullable: true, description: 'Null until given' })
  reason: HireReason | null;

  @ApiProperty()
  subject: string;

  @ApiProperty()
  classLevel: string;

  @ApiProperty({ type: 'integer' })
  daysPerWeek: number;

  @ApiProperty({ type: 'integer', description: 'BDT per month' })
  salary: number;

  @ApiProperty({ format: 'date' })
  startDate: string;

  @ApiProperty({ enum: HIRE_MODES })
  mode: HireMode;

  @ApiProperty({ type: String, nullable: true })
  area: string | null;

  @ApiProperty({ type: String, nullable: true })
  message: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null before' })
  acceptedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null before' })
  endedAt: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'From when the student may rate the tutor (28 days after acceptance); null when this ' +
      'hire never allows it (not accepted, or ended sooner)',
  })
  ratableFrom: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  @ApiProperty({
    type: HirePartyDto,
    nullable: true,
    description: 'Null once the account is deleted',
  })
  tutor: HirePartyDto | null;

  @ApiProperty({
    type: HirePartyDto,
    nullable: true,
    description: 'Null once the account is deleted',
  })
  student: HirePartyDto | null;
}
