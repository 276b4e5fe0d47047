import { ApiProperty } from '@nestjs/swagger';
import { coded, EMAIL_PATTERN, LIMITS } from '@tutorhub/contracts';
import { Matches, MaxLength } from 'class-validator';
import { says } from '../../common/errors';

/** POST jwt (Authorization: Bearer <Firebase ID token>). */
export class TokenRequestDto {
  @ApiProperty({
    format: 'email',
    maxLength: LIMITS.emailMax,
    example: 'rahim@example.com',
    description: 'Must be the ID token’s e-mail',
  })
  @MaxLength(LIMITS.emailMax, says(coded('tutorForm.email')))
  @Matches(EMAIL_PATTERN, says(coded('tutorForm.email')))
  email: string;
}
