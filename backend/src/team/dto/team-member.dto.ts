import { ApiProperty } from '@nestjs/swagger';

/** A member of the About us team, with the original site's capitalised field names. */
export class TeamMemberDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty()
  Image: string;

  @ApiProperty()
  Name: string;

  @ApiProperty()
  Role: string;
}
