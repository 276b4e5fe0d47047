import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  RULE_MESSAGES,
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  type TeachingMode,
} from '@tutorhub/contracts';
import { IsBoolean, IsDefined } from 'class-validator';

/** A tutor's stored rating: the mean of their reviews to one decimal, null while unrated. */
export class TutorRatingDto {
  @ApiProperty({ type: Number, nullable: true, example: 4.5 })
  average: number | null;

  @ApiProperty({ type: 'integer' })
  count: number;
}

/** GET tutors/{id}: the public profile page of a tutor. */
export class TutorProfileDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  image: string;

  @ApiProperty({ description: 'University or college' })
  study: string;

  @ApiProperty({ description: 'Subject or department' })
  subject: string;

  @ApiProperty({ enum: TEACHING_SUBJECTS })
  teachingSubject: string;

  @ApiProperty({ type: 'integer', description: 'Expected monthly salary, BDT' })
  salary: number;

  @ApiProperty()
  location: string;

  @ApiProperty({ enum: TEACHING_MODES })
  onlineOffline: TeachingMode;

  @ApiProperty({ type: String, nullable: true })
  about: string | null;

  @ApiProperty()
  verified: boolean;

  @ApiProperty({ type: TutorRatingDto })
  rating: TutorRatingDto;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiPropertyOptional({
    format: 'email',
    description: 'Admins, the tutor, and students whose hire the tutor accepted only',
  })
  email?: string;

  @ApiPropertyOptional({ description: 'Same visibility as email' })
  number?: string;
}

/** PATCH tutors/{id}/verification. */
export class VerificationDto {
  @ApiProperty({ description: 'true shows the verified badge on the cards and the profile' })
  @IsDefined({ message: RULE_MESSAGES.trueOrFalse('verified') })
  @IsBoolean({ message: RULE_MESSAGES.trueOrFalse('verified') })
  verified: boolean;
}
