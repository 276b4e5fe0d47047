import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_PATTERN, LIMITS } from '@tutorhub/contracts';
import { Matches, MaxLength } from 'class-validator';

/** POST jwt (Authorization: Bearer <Firebase ID token>). */
export class TokenRequestDto {
  @ApiProperty({
    format: 'email',
    maxLength: LIMITS.emailMax,
    example: 'rahim@example.com',
    description: 'Must be the ID token’s e-mail',
  })
  @MaxLength(LIMITS.emailMax, { message: 'Type your email' })
  @Matches(EMAIL_PATTERN, { message: 'Type your email' })
  email: string;
}
