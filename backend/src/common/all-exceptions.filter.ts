import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { errorBody } from './error-body';

interface HttpErrorLike {
  statusCode?: number;
  status?: number;
  message?: string;
}

/**
 * Every failure leaves as the one error body. Unknown GET paths outside /api and /media get
 * the web app's index.html, so deep links work (history fallback).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');
  private indexHtml: string | null | undefined;

  constructor(private readonly staticDir?: string) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();

    if (exception instanceof NotFoundException && this.servesSpa(request)) {
      void reply
        .status(200)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(this.indexHtml);
      return;
    }
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
      void reply.status(status).send(body);
      return;
    }
    // Errors raised by Fastify itself (malformed JSON, body too large, bad content type).
    const fastifyStatus = (exception as HttpErrorLike)?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      void reply.status(fastifyStatus).send(errorBody(fastifyStatus, (exception as Error).message));
      return;
    }
    this.logger.error({ err: exception, reqId: request.id }, 'Unexpected error');
    void reply
      .status(500)
      .send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  }

  private servesSpa(request: FastifyRequest): boolean {
    if (!this.staticDir || request.method !== 'GET') {
      return false;
    }
    const url = request.url.split('?')[0];
    // A missing file (e.g. a stale /assets/*.js after a deploy) must stay a 404, not become HTML.
    const lastSegment = url.slice(url.lastIndexOf('/') + 1);
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      url.startsWith('/media/') ||
      lastSegment.includes('.')
    ) {
      return false;
    }
    if (this.indexHtml === undefined) {
      const file = path.join(this.staticDir, 'index.html');
      this.indexHtml = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    }
    return this.indexHtml !== null;
  }
}

function messageOf(response: unknown, fallback: string): string {
  const message = (response as { message?: unknown })?.message;
  if (Array.isArray(message)) {
    return String(message[0]);
  }
  return typeof message === 'string' ? message : fallback;
}
