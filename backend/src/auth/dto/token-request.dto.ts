import { ApiPropertyOptional } from '@nestjs/swagger';
import { coded, EMAIL_PATTERN, LIMITS } from '@tutorhub/contracts';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { says } from '../../common/errors';

/** The longest mobile number as people type it (`+880 1712-345678` with spaces and dashes). */
const PHONE_TYPED_MAX = 32;

/**
 * POST jwt (Authorization: Bearer <Firebase ID token>). An email sign-in names its email; a
 * mobile number's sign-in sends `{}` or names its number.
 */
export class TokenRequestDto {
  @ApiPropertyOptional({
    format: 'email',
    maxLength: LIMITS.emailMax,
    example: 'rahim@example.com',
    description: 'Must be the ID token’s e-mail; required when the token proves one',
  })
  @IsOptional()
  @MaxLength(LIMITS.emailMax, says(coded('tutorForm.email')))
  @Matches(EMAIL_PATTERN, says(coded('tutorForm.email')))
  email?: string;

  @ApiPropertyOptional({
    maxLength: PHONE_TYPED_MAX,
    example: '01712-345678',
    description: 'Must be the mobile number the ID token proves',
  })
  @IsOptional()
  @IsString(says(coded('phone.unreadable')))
  @MaxLength(PHONE_TYPED_MAX, says(coded('phone.unreadable')))
  phone?: string;
}
