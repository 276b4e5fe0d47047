import { ApiProperty } from '@nestjs/swagger';

export class TokenResponseDto {
  @ApiProperty({ description: 'API token (HS256 JWT, about an hour) for Authorization: Bearer' })
  token: string;
}
