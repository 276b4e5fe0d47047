import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { errorBody } from '../common/error-body';
import type { User } from '../users/user.entity';
import { AUTH_MESSAGES } from '@tutorhub/contracts';
import type { AuthRequest } from './auth-request';
import { AuthService } from './auth.service';
import { bearerToken, JwtStrategy } from './api-token';
import { ALLOW_ID_TOKEN } from './identity.decorator';
import { IS_PUBLIC, OPTIONAL_USER } from './public.decorator';

/**
 * The global sign-in guard: every route needs `Authorization: Bearer <API token>` unless it is
 * `@Public()`; `@AllowIdToken()` routes also take a verified Firebase ID token, and
 * `@PublicWithOptionalUser()` routes identify a caller whose token is valid.
 */
@Injectable()
export class ApiAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    private readonly apiTokens: JwtStrategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<AuthRequest>();
    const bearer = bearerToken(request.headers.authorization);
    if (this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, targets)) {
      if (bearer && this.reflector.getAllAndOverride<boolean | undefined>(OPTIONAL_USER, targets)) {
        try {
          request.user = await this.apiTokens.authenticate(bearer);
        } catch (e) {
          if (!(e instanceof UnauthorizedException)) {
            throw e;
          }
        }
      }
      return true;
    }
    if (!bearer) {
      throw new UnauthorizedException(errorBody(401, AUTH_MESSAGES.signInRequired));
    }
    try {
      request.user = await this.apiTokens.authenticate(bearer);
    } catch (e) {
      const allowIdToken = this.reflector.getAllAndOverride<boolean | undefined>(
        ALLOW_ID_TOKEN,
        targets,
      );
      if (!allowIdToken || !(e instanceof UnauthorizedException)) {
        throw e;
      }
      request.user = await this.auth.signInWithIdToken(bearer);
    }
    const user = request.user as User;
    request.identity = {
      uid: user.firebaseUid,
      email: user.email,
      emailVerified: user.emailVerified,
    };
    return true;
  }
}
