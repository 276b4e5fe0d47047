import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { RATE_LIMIT_GROUP, RateLimitGuard } from './rate-limit.guard';
import type { RateLimitGroup } from './rate-limiter.service';

/** Counts the route's requests against `group`'s limit, per client address and per account. */
export const RateLimit = (group: RateLimitGroup) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_GROUP, group),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({
      description: 'Too many requests from this address or account; wait Retry-After seconds',
    }),
  );
