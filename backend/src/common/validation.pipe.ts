import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { errorBody } from './error-body';

/** First message per field, keyed by the field's dotted path. */
export function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const key = prefix + e.property;
    const first = Object.values(e.constraints ?? {})[0];
    if (first !== undefined) {
      out[key] = first.startsWith('property ') ? `Unknown field: ${e.property}` : first;
    }
    Object.assign(out, fieldErrors(e.children ?? [], `${key}.`));
  }
  return out;
}

/** Whitelisting validation whose 400 carries the spec's message per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const errs = fieldErrors(errors);
      return new BadRequestException(
        errorBody(400, Object.values(errs)[0] ?? 'Invalid request', errs),
      );
    },
  });
}
