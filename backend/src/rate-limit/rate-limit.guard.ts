import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthRequest } from '../auth/auth-request';
import { type RateLimitGroup, RateLimiter } from './rate-limiter.service';
import { tooManyRequests } from '../common/too-many-requests';

export const RATE_LIMIT_GROUP = 'rateLimitGroup';

/**
 * Refuses a request over its group's limit with 429 and Retry-After. Runs after the sign-in
 * guard (so the account is known) and before the body is validated or anything is written.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const group = this.reflector.get<RateLimitGroup>(RATE_LIMIT_GROUP, context.getHandler());
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & AuthRequest>();
    // Behind TRUST_PROXY, request.ip is the address the proxy next to us saw (app.factory.ts).
    const retryAfter = await this.limiter.consume(group, request.ip, request.user?.id);
    if (retryAfter !== null) {
      throw tooManyRequests(http.getResponse<FastifyReply>(), retryAfter);
    }
    return true;
  }
}
