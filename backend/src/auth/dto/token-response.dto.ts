import { ApiProperty } from '@nestjs/swagger';
import type { TokenResponse } from '@tutorhub/contracts';

export class TokenResponseDto implements TokenResponse {
  @ApiProperty({ description: 'API token (HS256 JWT, about an hour) for Authorization: Bearer' })
  token: string;
}
