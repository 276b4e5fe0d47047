import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { coded, type Gender, GENDERS, LIMITS } from '@tutorhub/contracts';
import { IsBoolean, IsDefined, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { TutorDto } from './tutor-list.dto';
import { says } from '../../common/errors';

/** GET tutors/{id}: a tutor's list item (without the admins' marks) and their profile page's. */
export class TutorProfileDto extends OmitType(TutorDto, ['role', 'suspended'] as const) {
  @ApiProperty({ type: String, nullable: true })
  about: string | null;

  @ApiProperty({ enum: GENDERS, nullable: true, description: 'As the tutor states it (optional)' })
  gender: Gender | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/**
 * PATCH tutors/{id}/verification: takes the verified badge off, with a reason (audited). The
 * badge goes on only by approving the tutor's verification documents (400
 * `verification.byReview`).
 */
export class VerificationDto {
  @ApiProperty({
    description: 'false removes the verified badge; true is refused (approve a review instead)',
  })
  @IsDefined(says(coded('rule.trueOrFalse', { field: 'verified' })))
  @IsBoolean(says(coded('rule.trueOrFalse', { field: 'verified' })))
  verified: boolean;

  @ApiPropertyOptional({
    maxLength: LIMITS.verificationNoteMax,
    description: 'Why the badge is removed: required with verified false',
  })
  @ValidateIf((o: VerificationDto) => o.verified === false)
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString(says(coded('verification.offReason')))
  @IsNotEmpty(says(coded('verification.offReason')))
  @MaxLength(
    LIMITS.verificationNoteMax,
    says(coded('rule.tooLong', { max: LIMITS.verificationNoteMax })),
  )
  reason?: string;
}
