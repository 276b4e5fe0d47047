import { applyDecorators } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { RateLimitGroup } from './rate-limiter.service';

/** Where a route's limit group travels to Fastify, for the request hook (rate-limit.hook.ts). */
export interface RateLimitRouteConfig {
  rateLimitGroup?: RateLimitGroup;
}

/**
 * Counts the route's requests against `group`'s limit: per account for a caller with an API
 * token, else per client address. The `search` group counts only requests that search text
 * (`q` or `location`).
 */
export const RateLimit = (group: RateLimitGroup) =>
  applyDecorators(
    RouteConfig({ rateLimitGroup: group } satisfies RateLimitRouteConfig),
    ApiTooManyRequestsResponse({
      description: 'Too many requests from this account or address; wait Retry-After seconds',
    }),
  );
