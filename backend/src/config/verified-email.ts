import type { ConfigService } from '@nestjs/config';
import type { Env } from './env.validation';

/** Whether registering a tutor or student profile needs a verified email (default: production). */
export function verifiedEmailRequired(config: ConfigService<Env, true>): boolean {
  return (
    config.get('REQUIRE_VERIFIED_EMAIL', { infer: true }) ??
    config.get('NODE_ENV', { infer: true }) === 'production'
  );
}
