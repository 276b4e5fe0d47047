import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { coded, type Role } from '@tutorhub/contracts';
import { errorBody } from '../common/errors';
import type { AuthRequest } from './auth-request';
import { ROLES } from './roles.decorator';

/** `@Roles(...)`: the account's current role (loaded by the sign-in guard) must be listed. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles || roles.length === 0) {
      return true;
    }
    const role = context.switchToHttp().getRequest<AuthRequest>().user?.role;
    if (role && roles.includes(role)) {
      return true;
    }
    throw new ForbiddenException(errorBody(403, coded('auth.forbidden')));
  }
}
