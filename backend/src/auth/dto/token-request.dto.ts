import { ApiProperty } from '@nestjs/swagger';
import type { TokenRequest } from '@tutorhub/contracts';
import { IsEmail, MaxLength } from 'class-validator';

export class TokenRequestDto implements TokenRequest {
  @ApiProperty({ example: 'rahim@example.com', description: 'Must be the ID token’s e-mail' })
  @IsEmail({}, { message: 'Type your email' })
  @MaxLength(254, { message: 'Type your email' })
  email: string;
}
