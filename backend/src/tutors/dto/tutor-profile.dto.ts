import { ApiProperty, OmitType } from '@nestjs/swagger';
import { coded, type Gender, GENDERS } from '@tutorhub/contracts';
import { IsBoolean, IsDefined } from 'class-validator';
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

/** PATCH tutors/{id}/verification. */
export class VerificationDto {
  @ApiProperty({ description: 'true shows the verified badge on the cards and the profile' })
  @IsDefined(says(coded('rule.trueOrFalse', { field: 'verified' })))
  @IsBoolean(says(coded('rule.trueOrFalse', { field: 'verified' })))
  verified: boolean;
}
