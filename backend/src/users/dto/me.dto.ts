import { ApiProperty } from '@nestjs/swagger';
import { ApiAccountEmail } from '../../common/api-docs';
import type { ProfileKind, Role } from '@tutorhub/contracts';

/** GET me: the signed-in account. */
export class MeDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiAccountEmail()
  email: string | null;

  /** The mobile number the identity provider verified (E.164), or null. */
  @ApiProperty({ type: String, nullable: true, example: '+8801712345678' })
  phone: string | null;

  /** Whether `phone` was proved by a code sent to it (always, when there is one). */
  phoneVerified: boolean;

  name: string | null;

  /** Uploaded image URL. */
  image: string | null;

  /** Null until a profile is registered. */
  kind: ProfileKind | null;

  /** Null for an account without profile. */
  role: Role | null;
}
