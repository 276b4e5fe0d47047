import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import type { Repository } from 'typeorm';
import { bearerToken } from '../auth/emails';
import { API_TOKEN } from '../auth/jwt.strategy';
import type { Env } from '../config/env.validation';
import { User } from '../users/user.entity';

interface RequestWithUser {
  headers: { authorization?: string };
  user?: User | null;
}

/**
 * For public calls whose answer depends on who asks (e.g. pending courses for their owner and
 * admins). The global guard skips `@Public()` routes, so this guard reads an optional API token
 * itself: a valid one sets `request.user`; none or an invalid one leaves the caller anonymous.
 * It never rejects a request.
 */
@Injectable()
export class OptionalUserGuard implements CanActivate {
  private readonly jwt: JwtService;

  constructor(
    config: ConfigService<Env, true>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {
    // The API token as the auth module signs it (HS256, issuer, audience, subject = account id).
    this.jwt = new JwtService({
      secret: config.get('JWT_SECRET', { infer: true }),
      verifyOptions: {
        algorithms: [API_TOKEN.algorithm],
        issuer: API_TOKEN.issuer,
        audience: API_TOKEN.audience,
      },
    });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    if (!request.user) {
      request.user = await this.userOf(request.headers.authorization);
    }
    return true;
  }

  private async userOf(header: string | undefined): Promise<User | null> {
    const token = bearerToken(header);
    if (!token) {
      return null;
    }
    let accountId: unknown;
    try {
      accountId = (await this.jwt.verifyAsync<{ sub?: unknown }>(token)).sub;
    } catch {
      return null;
    }
    if (typeof accountId !== 'string' || !isUUID(accountId)) {
      return null;
    }
    return this.users.findOne({ where: { id: accountId }, select: { id: true, role: true } });
  }
}

/** The caller's account on a route guarded by OptionalUserGuard, or null when anonymous. */
export const OptionalUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): User | null =>
    ctx.switchToHttp().getRequest<RequestWithUser>().user ?? null,
);
