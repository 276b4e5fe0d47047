import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ForbiddenException } from '@nestjs/common';
import {
  coded,
  LIMITS,
  type Role,
  ROLES,
  SIGN_IN_METHODS,
  type SignInMethod,
} from '@tutorhub/contracts';
import { PageQueryDto } from '../common/pagination';
import { OptionalChoice, SearchText } from '../common/dto-fields';
import { isAdmin, numberIsVerified, type User } from '../users/user.entity';
import { errorBody } from '../common/errors';

/** Fields every profile answer has (tutor and student), contact details aside. */
export class PublicProfileDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiPropertyOptional({
    enum: ROLES,
    description: 'Admin callers only: tutor or student, or admin once promoted',
  })
  role?: Role;

  @ApiProperty({ maxLength: LIMITS.nameMax })
  name: string;

  @ApiProperty()
  image: string;

  @ApiProperty({ description: 'University or college' })
  study: string;

  @ApiProperty({ description: 'Subject or department' })
  subject: string;

  @ApiProperty()
  location: string;

  @ApiPropertyOptional({ description: 'Admin callers only: every call of the account answers 403' })
  suspended?: boolean;

  @ApiPropertyOptional({
    enum: SIGN_IN_METHODS,
    isArray: true,
    description: 'Admin callers only: how the account signs in, as the provider last said',
  })
  signInMethods?: SignInMethod[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '+8801712345678',
    description: 'Admin callers only: the mobile number the account proved by a code (E.164)',
  })
  phone?: string | null;
}

/** A profile with its contact details (the admins' student list). */
export class ProfileDto extends PublicProfileDto {
  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ example: '+8801712345678' })
  number: string;

  @ApiProperty({
    description: 'Whether `number` is the mobile number the account proved by a code',
  })
  numberVerified: boolean;
}

/** `?q=&role=` plus paging, the filters both profile lists share. */
export class ProfileQueryDto extends PageQueryDto {
  @SearchText('Matches name, email, study, subject or location (case-insensitive)')
  q?: string;

  @OptionalChoice(ROLES, coded('rule.roleFilter'))
  role?: Role;
}

/** Filtering by role tells who the admins are: admin callers only. */
export function refuseRoleFilter(caller: Pick<User, 'role'>, query: ProfileQueryDto): void {
  if (query.role && !isAdmin(caller)) {
    throw new ForbiddenException(errorBody(403, coded('auth.forbidden')));
  }
}

/** The columns a profile list item is built from. */
export const PROFILE_COLUMNS = [
  'id',
  'role',
  'kind',
  'name',
  'image',
  'email',
  'number',
  'phone',
  'signInMethods',
  'study',
  'subject',
  'location',
  'suspended',
] as const satisfies readonly (keyof User)[];

export type ProfileRow = Pick<User, (typeof PROFILE_COLUMNS)[number]>;

/** Contact details as an answer carries them. */
export interface ContactFields {
  email?: string;
  number?: string;
  numberVerified?: boolean;
}

/**
 * A tutor's contact details as an answer carries them: all keys, or none (never null), with
 * whether the number is the account's verified mobile number.
 */
export function contactFields(
  tutor: Pick<User, 'email' | 'number' | 'phone'>,
  visible: boolean,
): ContactFields {
  return visible
    ? {
        email: tutor.email ?? '',
        number: tutor.number ?? '',
        numberVerified: numberIsVerified(tutor),
      }
    : {};
}

/**
 * The shared fields of a profile row as `caller` may see them (`role` and `suspended`: admins
 * only, so nobody else learns who the admins are);
 * `email` and `number` are left out, not emptied, when the contact is not `shown`.
 */
export function toProfile(
  user: ProfileRow,
  caller: Pick<User, 'role'> | null,
  shown = true,
): PublicProfileDto & ContactFields {
  return {
    _id: user.id,
    ...(isAdmin(caller) ? { role: user.role ?? (user.kind as Role) } : {}),
    name: user.name ?? '',
    image: user.image ?? '',
    ...contactFields(user, shown),
    study: user.study ?? '',
    subject: user.subject ?? '',
    location: user.location ?? '',
    ...(isAdmin(caller)
      ? { suspended: user.suspended, signInMethods: user.signInMethods, phone: user.phone }
      : {}),
  };
}
