import { ApiProperty } from '@nestjs/swagger';
import { ApiAccountEmail } from '../../common/api-docs';
import {
  SIGN_IN_METHODS,
  type ProfileKind,
  type Role,
  type SignInMethod,
} from '@tutorhub/contracts';

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

  /** Whether the identity provider has verified `email` (false without one). */
  emailVerified: boolean;

  @ApiProperty({
    enum: SIGN_IN_METHODS,
    isArray: true,
    description: 'How the account may sign in, as the identity provider said at the last sign-in',
  })
  signInMethods: SignInMethod[];

  name: string | null;

  /** Uploaded image URL. */
  image: string | null;

  /** Null until a profile is registered. */
  kind: ProfileKind | null;

  /** Null for an account without profile. */
  role: Role | null;
}
