import { ApiProperty } from '@nestjs/swagger';

/** A member the caller has blocked. */
export class BlockedMemberDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ type: String, nullable: true })
  image: string | null;

  @ApiProperty({ format: 'date-time' })
  blockedAt: string;
}
