import { HttpException, HttpStatus } from '@nestjs/common';
import { type CodedMessage, coded } from '@tutorhub/contracts';
import type { FastifyReply } from 'fastify';
import { errorBody } from './errors';

/** The 429 answer: `Retry-After` (whole seconds) on the reply, the error shape as the body. */
export function tooManyRequests(
  reply: FastifyReply,
  retryAfterSeconds: number,
  message: CodedMessage = coded('general.tooManyRequests'),
): HttpException {
  void reply.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return new HttpException(
    errorBody(HttpStatus.TOO_MANY_REQUESTS, message),
    HttpStatus.TOO_MANY_REQUESTS,
  );
}
