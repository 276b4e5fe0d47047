import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { coded, LIMITS } from '@tutorhub/contracts';
import { catchError, type Observable, throwError } from 'rxjs';
import { errorBody } from '../common/errors';

/** Words the multipart parser's "File too large" for people uploading an image. */
@Injectable()
export class UploadErrorsInterceptor implements NestInterceptor {
  intercept(_: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((e: unknown) =>
          throwError(() =>
            e instanceof PayloadTooLargeException
              ? new PayloadTooLargeException(
                  errorBody(
                    413,
                    coded('media.tooLarge', { megabytes: LIMITS.imageMaxBytes / 1024 / 1024 }),
                  ),
                )
              : e,
          ),
        ),
      );
  }
}
