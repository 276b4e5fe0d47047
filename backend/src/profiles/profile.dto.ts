import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ForbiddenException } from '@nestjs/common';
import { LIMITS, ROLES, type Role, RULE_MESSAGES } from '@tutorhub/contracts';
import { PageQueryDto } from '../common/pagination';
import { OptionalChoice, SearchText } from '../common/dto-fields';
import { AUTH_MESSAGES } from '../auth/auth.messages';
import type { User } from '../users/user.entity';
import { errorBody } from '../common/error-body';

/** Fields every profile answer has (tutor and student). */
export class ProfileDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ enum: ROLES, description: 'tutor or student, or admin once promoted' })
  role: Role;

  @ApiProperty({ maxLength: LIMITS.nameMax })
  name: string;

  @ApiProperty()
  image: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ example: '+8801712345678' })
  number: string;

  @ApiProperty({ description: 'University or college' })
  study: string;

  @ApiProperty({ description: 'Subject or department' })
  subject: string;

  @ApiProperty()
  location: string;

  @ApiPropertyOptional({ description: 'Admin callers only: every call of the account answers 403' })
  suspended?: boolean;
}

/** `?q=&role=` plus paging, the filters both profile lists share. */
export class ProfileQueryDto extends PageQueryDto {
  @SearchText('Matches name, email, study, subject or location (case-insensitive)')
  q?: string;

  @OptionalChoice(ROLES, RULE_MESSAGES.roleFilter)
  role?: Role;
}

/** Whether the caller sees admin-only parts of the profile lists. */
export function isAdmin(caller: User): boolean {
  return caller.role === 'admin';
}

/** Filtering by role tells who the admins are: admin callers only. */
export function refuseRoleFilter(caller: User, query: ProfileQueryDto): void {
  if (query.role && !isAdmin(caller)) {
    throw new ForbiddenException(errorBody(403, AUTH_MESSAGES.forbidden));
  }
}

/** The shared fields of a profile row as `caller` may see them (`suspended`: admins only). */
export function toProfile(user: User, caller: User): ProfileDto {
  return {
    _id: user.id,
    role: user.role ?? (user.kind as Role),
    name: user.name ?? '',
    image: user.image ?? '',
    email: user.email,
    number: user.number ?? '',
    study: user.study ?? '',
    subject: user.subject ?? '',
    location: user.location ?? '',
    ...(isAdmin(caller) ? { suspended: user.suspended } : {}),
  };
}
