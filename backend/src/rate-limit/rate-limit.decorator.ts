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
 * token, else per client address.
 */
export const RateLimit = (group: RateLimitGroup) =>
  applyDecorators(
    RouteConfig({ rateLimitGroup: group } satisfies RateLimitRouteConfig),
    ApiTooManyRequestsResponse({
      description: 'Too many requests from this account or address; wait Retry-After seconds',
    }),
  );

/**
 * Documents a list whose new text searches are counted per address (`RateLimiter.limitSearch`,
 * asked by the list's service just before it reads from the database).
 */
export const SearchLimited = () =>
  ApiTooManyRequestsResponse({
    description: 'Too many new searches from this address; wait Retry-After seconds',
  });
