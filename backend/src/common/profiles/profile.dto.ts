import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, ROLES, type Role, RULE_MESSAGES } from '@tutorhub/contracts';
import { PageQueryDto } from '../pagination';
import { OptionalChoice, SearchText } from '../dto-fields';
import type { User } from '../../users/user.entity';

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
}

/** `?q=&role=` plus paging, the filters both profile lists share. */
export class ProfileQueryDto extends PageQueryDto {
  @SearchText('Matches name, email, study, subject or location (case-insensitive)')
  q?: string;

  @OptionalChoice(ROLES, RULE_MESSAGES.roleFilter)
  role?: Role;
}

/** The shared fields of a profile row as the API answers them. */
export function toProfile(user: User): ProfileDto {
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
  };
}
