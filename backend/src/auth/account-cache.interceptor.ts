import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type Observable, tap } from 'rxjs';
import { AccountCache } from './account-cache';

/** Methods that never write. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After any write this replica handles, and before its answer leaves, the account cache
 * starts over: the caller's next request sees a promotion, deletion, suspension or
 * registration at once, without waiting for the change notification.
 */
@Injectable()
export class AccountCacheWriteInterceptor implements NestInterceptor {
  constructor(private readonly accounts: AccountCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (READS.has(request.method)) {
      return next.handle();
    }
    const forget = () => this.accounts.forgetAll();
    return next.handle().pipe(tap({ next: forget, error: forget }));
  }
}
