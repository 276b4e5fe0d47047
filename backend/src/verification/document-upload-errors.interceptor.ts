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

/** Words the multipart parser's "File too large" for a tutor uploading a document. */
@Injectable()
export class DocumentUploadErrorsInterceptor implements NestInterceptor {
  intercept(_: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((e: unknown) =>
        throwError(() =>
          e instanceof PayloadTooLargeException
            ? new PayloadTooLargeException(
                errorBody(
                  413,
                  coded('verification.tooLarge', {
                    megabytes: LIMITS.verificationFileMaxBytes / 1024 / 1024,
                  }),
                ),
              )
            : e,
        ),
      ),
    );
  }
}
