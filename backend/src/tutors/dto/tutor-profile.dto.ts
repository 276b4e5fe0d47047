import { ApiProperty, OmitType } from '@nestjs/swagger';
import { RULE_MESSAGES } from '@tutorhub/contracts';
import { IsBoolean, IsDefined } from 'class-validator';
import { TutorDto } from './tutor-list.dto';

/** GET tutors/{id}: a tutor's list item (without the admins' marks) and their profile page's. */
export class TutorProfileDto extends OmitType(TutorDto, ['role', 'suspended'] as const) {
  @ApiProperty({ type: String, nullable: true })
  about: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** PATCH tutors/{id}/verification. */
export class VerificationDto {
  @ApiProperty({ description: 'true shows the verified badge on the cards and the profile' })
  @IsDefined({ message: RULE_MESSAGES.trueOrFalse('verified') })
  @IsBoolean({ message: RULE_MESSAGES.trueOrFalse('verified') })
  verified: boolean;
}
