import { ApiProperty } from '@nestjs/swagger';
import type { ProfileKind, Role } from '@tutorhub/contracts';

/** GET me: the signed-in account. */
export class MeDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'email', example: 'rahim@example.com' })
  email: string;

  name: string | null;

  /** Uploaded image URL. */
  image: string | null;

  /** Null until a profile is registered. */
  kind: ProfileKind | null;

  /** Null for an account without profile. */
  role: Role | null;
}
