import { SetMetadata } from '@nestjs/common';
import type { Role } from '@tutorhub/contracts';

export const ROLES = 'roles';
/** Only accounts whose current role (read from the database) is one of these may call. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);
