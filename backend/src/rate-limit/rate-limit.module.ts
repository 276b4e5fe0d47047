import {
  Global,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { RateLimiter } from './rate-limiter.service';

/**
 * Rate limits for any route (`@RateLimit(group)`, counted by rate-limit.hook.ts), shared slots
 * (uploads in progress), and the pruning of old counters.
 */
@Global()
@Module({
  providers: [RateLimiter],
  exports: [RateLimiter],
})
export class RateLimitModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RateLimitModule.name);
  private timer?: NodeJS.Timeout;

  constructor(private readonly limiter: RateLimiter) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.limiter.prune().catch((err: unknown) => this.logger.warn({ err }, 'Pruning failed'));
    }, this.limiter.windowSeconds * 1000);
    // Pruning never keeps the process alive on its own.
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
