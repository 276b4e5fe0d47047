import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import { errorBody } from './error-body';
import { rejectHostileInput } from './hostile-input';

/** First message per field, keyed by the field's dotted path. */
function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
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

/**
 * Screens every body, query and path parameter for input no field may hold (NUL, lone
 * surrogates, prototype keys, deep nesting) before the DTO rules run, so a handler without a
 * DTO is covered as well.
 */
class ScreeningValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      rejectHostileInput(value, metadata.data ?? metadata.type);
    }
    return super.transform(value, metadata);
  }
}

/** Whitelisting validation whose 400 carries each field's form message. */
export function createValidationPipe(): ValidationPipe {
  return new ScreeningValidationPipe({
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
