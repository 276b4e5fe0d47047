import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, RULE_MESSAGES } from '@tutorhub/contracts';
import { errorBody } from './error-body';
import { isDatabaseUnavailable, isDataException } from './pg-errors';

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
      typeof response === 'object' &&
      response !== null &&
      'statusCode' in response &&
      'error' in response
        ? response
        : errorBody(
            status,
            typeof response === 'string' ? response : messageOf(response, exception.message),
          );
    return { status, body };
  }
  // Errors raised by Fastify itself (malformed JSON, body too large, bad content type).
  const fastifyStatus = (exception as HttpErrorLike)?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    return {
      status: fastifyStatus,
      body: errorBody(fastifyStatus, (exception as Error).message),
    };
  }
  if (isDatabaseUnavailable(exception)) {
    return {
      status: 503,
      body: errorBody(503, MESSAGES.serviceUnavailable),
      log: { level: 'warn', message: 'Database unavailable' },
    };
  }
  // A safety net: validation refuses such values before any query runs.
  if (isDataException(exception)) {
    return {
      status: 400,
      body: errorBody(400, RULE_MESSAGES.unstorableValue),
      log: { level: 'warn', message: 'A value passed validation but the database refused it' },
    };
  }
  return {
    status: 500,
    body: errorBody(500, MESSAGES.serverError),
    log: { level: 'error', message: 'Unexpected error' },
  };
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
