import type { FastifyInstance } from 'fastify';
import type { ApiTokenVerifier } from '../auth/api-token';
import { bearerToken } from '../auth/auth-request';
import { tooManyRequests } from '../common/too-many-requests';
import type { RateLimitRouteConfig } from './rate-limit.decorator';
import type { RateLimiter } from './rate-limiter.service';

/**
 * Refuses a request over its route's limit (`@RateLimit(group)`) with 429 and Retry-After as it
 * arrives, before its body is read, before the token exchange or the account is loaded, and
 * before a repeated read is answered from memory. A signed-in caller is known from the API
 * token's signature alone (no database); whether that account may make the call is the
 * sign-in guard's to say afterwards.
 */
export function limitRequests(
  fastify: FastifyInstance,
  limiter: RateLimiter,
  tokens: ApiTokenVerifier,
): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const group = (request.routeOptions.config as RateLimitRouteConfig | undefined)?.rateLimitGroup;
    if (!group) {
      return;
    }
    const token = bearerToken(request.headers.authorization);
    // Behind TRUST_PROXY, request.ip is the address the proxy next to us saw (app.factory.ts).
    const retryAfter = await limiter.consume(group, {
      address: request.ip,
      accountId: token ? ((await tokens.grant(token))?.subject ?? null) : null,
    });
    if (retryAfter !== null) {
      throw tooManyRequests(reply, retryAfter, limiter.messageOf(group));
    }
  });
}
