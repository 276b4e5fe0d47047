import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { coded } from '@tutorhub/contracts';
import type { FastifyReply } from 'fastify';
import { defer, lastValueFrom, type Observable } from 'rxjs';
import type { AuthRequest } from '../auth/auth-request';
import type { Env } from '../config/env.validation';
import { tooManyRequests } from '../common/too-many-requests';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { UploadedImages } from './uploaded-images.service';

/**
 * How long a slot outlives an upload whose replica stopped before freeing it: well past the
 * longest upload (5 MB read and re-encoded).
 */
const SLOT_HOLD_SECONDS = 120;

/**
 * Lets an upload's body be read only while the account has fewer than UPLOAD_CONCURRENCY
 * uploads in progress on all replicas together (decoding is the costly part) and stored fewer
 * than UPLOAD_DAILY_QUOTA images in the last 24 hours.
 */
@Injectable()
export class UploadAllowanceInterceptor implements NestInterceptor {
  private readonly logger = new Logger(UploadAllowanceInterceptor.name);
  private readonly concurrency: number;
  private readonly dailyQuota: number;

  constructor(
    config: ConfigService<Env, true>,
    private readonly uploads: UploadedImages,
    private readonly limiter: RateLimiter,
  ) {
    this.concurrency = config.get('UPLOAD_CONCURRENCY', { infer: true });
    this.dailyQuota = config.get('UPLOAD_DAILY_QUOTA', { infer: true });
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const accountId = http.getRequest<AuthRequest>().user!.id;
    const slot = `uploads:${accountId}`;
    const reply = http.getResponse<FastifyReply>();
    if (!(await this.limiter.takeSlot(slot, this.concurrency, SLOT_HOLD_SECONDS))) {
      throw tooManyRequests(reply, 1, coded('media.busy'));
    }
    try {
      const day = await this.uploads.lastDay(accountId);
      if (day.count >= this.dailyQuota) {
        throw tooManyRequests(
          reply,
          day.retryAfter,
          coded('media.dailyQuota', { quota: this.dailyQuota }),
        );
      }
    } catch (e) {
      await this.release(slot);
      throw e;
    }
    // Freed before the answer leaves, so the caller's next upload finds the slot free.
    return defer(async () => {
      try {
        return await lastValueFrom(next.handle());
      } finally {
        await this.release(slot);
      }
    });
  }

  /** Frees the slot; if the database refuses, it frees itself after SLOT_HOLD_SECONDS. */
  private async release(slot: string): Promise<void> {
    await this.limiter
      .freeSlot(slot)
      .catch((err: unknown) => this.logger.warn({ err }, 'An upload slot was not freed'));
  }
}
