import { STATUS_CODES } from 'node:http';
import {
  type ArgumentMetadata,
  type ArgumentsHost,
  BadRequestException,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { coded, type CodedMessage, messageText } from '@tutorhub/contracts';
import type { ErrorBodyDto as ApiError } from './api-docs';
import { findHostileField } from './hostile-input';
import { isDatabaseUnavailable, isDataException } from './pg-errors';

// The one error shape: how it is built (errorBody), how bad input becomes it (the global
// validation pipe) and how every exception leaves in it (the global filter, Fastify's handler).

/**
 * Builds the one error body that every failed call answers with: the English text of `message`
 * beside its code and params, so a client can show it in its user's language; `errors` gives
 * each invalid field's message the same way. `text` replaces the English of a refusal the
 * framework words itself.
 */
export function errorBody(
  statusCode: number,
  message: CodedMessage,
  errors?: Record<string, CodedMessage>,
  text = messageText(message),
): ApiError {
  const fields = errors ? Object.entries(errors) : [];
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message: text,
    code: message.code,
    params: message.params,
    ...(fields.length > 0
      ? {
          errors: Object.fromEntries(fields.map(([field, m]) => [field, messageText(m)])),
          codes: Object.fromEntries(fields.map(([field, m]) => [field, m.code])),
          fieldParams: Object.fromEntries(fields.map(([field, m]) => [field, m.params])),
        }
      : {}),
  };
}

/** Validation options that refuse with `message`: its English, and its code in the context. */
export function says(message: CodedMessage): { message: string; context: CodedMessage } {
  return { message: messageText(message), context: message };
}

/** The code a framework's own refusal (Nest's, Fastify's) travels with, by its status. */
function frameworkCode(status: number): CodedMessage {
  switch (status) {
    case 400:
      return coded('request.unreadable');
    case 404:
      return coded('request.noSuchCall');
    case 413:
      return coded('request.tooLarge');
    default:
      return coded('request.refused');
  }
}

/**
 * First message per field, keyed by the field's dotted path: the coded message its constraint
 * was declared with (`says`), or the unknown field's of a field the DTO does not declare.
 */
function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, CodedMessage> {
  const out: Record<string, CodedMessage> = {};
  for (const e of errors) {
    const key = prefix + e.property;
    const first = Object.keys(e.constraints ?? {})[0];
    if (first !== undefined) {
      out[key] =
        first === 'whitelistValidation'
          ? coded('rule.unknownField', { field: e.property })
          : ((e.contexts?.[first] as CodedMessage | undefined) ?? coded('request.unreadable'));
    }
    Object.assign(out, fieldErrors(e.children ?? [], `${key}.`));
  }
  return out;
}

/** Throws the 400 of the first hostile field of a request part, named `part` at the top. */
export function rejectHostileInput(value: unknown, part: string): void {
  const found = findHostileField(value, part);
  if (found) {
    throw new BadRequestException(errorBody(400, found.message, { [found.field]: found.message }));
  }
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
        errorBody(400, Object.values(errs)[0] ?? frameworkCode(400), errs),
      );
    },
  });
}

/** Seconds a client should wait after a 503 (the database is back within a few seconds). */
const RETRY_AFTER_SECONDS = 5;

interface HttpErrorLike {
  statusCode?: number;
  status?: number;
  message?: string;
}

/** Every failure leaves as the one error body. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { status, body, log } = errorResponse(exception);
    if (log) {
      this.logger[log.level]({ err: exception, reqId: request.id }, log.message);
    }
    sendError(reply, status, body);
  }
}

function messageOf(response: unknown, fallback: string): string {
  const message = (response as { message?: unknown })?.message;
  if (Array.isArray(message)) {
    return String(message[0]);
  }
  return typeof message === 'string' ? message : fallback;
}

interface ErrorResponse {
  status: number;
  body: object;
  /** Set when operators should hear of it: errors are bugs, warnings faults of the database. */
  log?: { level: 'error' | 'warn'; message: string };
}

/** What an exception answers. */
function errorResponse(exception: unknown): ErrorResponse {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const body =
      typeof response === 'object' && response !== null && 'code' in response
        ? response
        : errorBody(
            status,
            frameworkCode(status),
            undefined,
            typeof response === 'string' ? response : messageOf(response, exception.message),
          );
    return { status, body };
  }
  // Errors raised by Fastify itself (malformed JSON, body too large, bad content type).
  const fastifyStatus = (exception as HttpErrorLike)?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    return {
      status: fastifyStatus,
      body: errorBody(
        fastifyStatus,
        frameworkCode(fastifyStatus),
        undefined,
        (exception as Error).message,
      ),
    };
  }
  if (isDatabaseUnavailable(exception)) {
    return {
      status: 503,
      body: errorBody(503, coded('general.serviceUnavailable')),
      log: { level: 'warn', message: 'Database unavailable' },
    };
  }
  // A safety net: validation refuses such values before any query runs.
  if (isDataException(exception)) {
    return {
      status: 400,
      body: errorBody(400, coded('rule.unstorableValue')),
      log: { level: 'warn', message: 'A value passed validation but the database refused it' },
    };
  }
  return {
    status: 500,
    body: errorBody(500, coded('general.serverError')),
    log: { level: 'error', message: 'Unexpected error' },
  };
}

/** The retryable 503 (with Retry-After) of a request this process did not serve at all. */
export function sendUnavailable(reply: FastifyReply): void {
  sendError(reply, 503, errorBody(503, coded('general.serviceUnavailable')));
}

/** Sends an error body; a 503 tells clients when to try again. */
function sendError(reply: FastifyReply, status: number, body: object): void {
  if (status === 503) {
    void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  }
  void reply.status(status).send(body);
}

/**
 * The error handler of every Fastify route: body parsing and content-type errors raised before
 * Nest's handler runs leave in the one error shape too.
 */
export function fastifyErrorHandler(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body, log } = errorResponse(error);
  if (log) {
    request.log[log.level]({ err: error }, log.message);
  }
  sendError(reply, status, body);
}
