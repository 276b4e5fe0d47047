import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { coded } from '@tutorhub/contracts';
import type { FastifyReply } from 'fastify';
import { finalize, type Observable } from 'rxjs';
import type { AuthRequest } from '../auth/auth-request';
import type { Env } from '../config/env.validation';
import { tooManyRequests } from '../common/too-many-requests';
import { UploadedImages } from './uploaded-images.service';

/**
 * Lets an upload's body be read only while the account has fewer than UPLOAD_CONCURRENCY
 * uploads in progress on this replica (decoding is the costly part, and it is per process) and
 * stored fewer than UPLOAD_DAILY_QUOTA images in the last 24 hours.
 */
@Injectable()
export class UploadAllowanceInterceptor implements NestInterceptor {
  private readonly inProgress = new Map<string, number>();
  private readonly concurrency: number;
  private readonly dailyQuota: number;

  constructor(
    config: ConfigService<Env, true>,
    private readonly uploads: UploadedImages,
  ) {
    this.concurrency = config.get('UPLOAD_CONCURRENCY', { infer: true });
    this.dailyQuota = config.get('UPLOAD_DAILY_QUOTA', { infer: true });
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const accountId = http.getRequest<AuthRequest>().user!.id;
    const reply = http.getResponse<FastifyReply>();
    const running = this.inProgress.get(accountId) ?? 0;
    if (running >= this.concurrency) {
      throw tooManyRequests(reply, 1, coded('media.busy'));
    }
    this.inProgress.set(accountId, running + 1);
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
      this.release(accountId);
      throw e;
    }
    return next.handle().pipe(finalize(() => this.release(accountId)));
  }

  private release(accountId: string): void {
    const left = (this.inProgress.get(accountId) ?? 1) - 1;
    if (left > 0) {
      this.inProgress.set(accountId, left);
    } else {
      this.inProgress.delete(accountId);
    }
  }
}
