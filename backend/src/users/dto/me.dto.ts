import { ApiProperty } from '@nestjs/swagger';
import { PROFILE_KINDS, ROLES, type Me, type ProfileKind, type Role } from '@tutorhub/contracts';

export class MeDto implements Me {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ example: 'rahim@example.com' })
  email: string;

  @ApiProperty({ type: String, nullable: true })
  name: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Uploaded image URL' })
  image: string | null;

  @ApiProperty({
    enum: PROFILE_KINDS,
    nullable: true,
    description: 'Null until a profile is registered',
  })
  kind: ProfileKind | null;

  @ApiProperty({ enum: ROLES, nullable: true, description: 'Null for an account without profile' })
  role: Role | null;
}
