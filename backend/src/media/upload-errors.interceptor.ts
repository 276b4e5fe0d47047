import {
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { coded, type MessageCode } from '@tutorhub/contracts';
import { catchError, type Observable, throwError } from 'rxjs';
import { errorBody } from '../common/errors';

/**
 * Words the multipart parser's "File too large" for the upload at hand, e.g.
 * `new UploadTooLargeInterceptor('media.tooLarge', LIMITS.imageMaxBytes)`.
 */
export class UploadTooLargeInterceptor implements NestInterceptor {
  constructor(
    private readonly code: MessageCode,
    private readonly maxBytes: number,
  ) {}

  intercept(_: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((e: unknown) =>
          throwError(() =>
            e instanceof PayloadTooLargeException
              ? new PayloadTooLargeException(
                  errorBody(413, coded(this.code, { megabytes: this.maxBytes / 1024 / 1024 })),
                )
              : e,
          ),
        ),
      );
  }
}
