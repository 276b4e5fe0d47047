import { TOTAL_COUNT_HEADER } from '@tutorhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Answer } from '../database/answer-cache';
import { answerVariant } from './answer-encoding';

/** Whether an If-None-Match header names `etag` (a list, weak tags, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) {
    return false;
  }
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * Sends serialised answer bytes (compressed when the client accepts it and they are large) with
 * their ETag (and the page total), or 304 without a body when the client already holds them.
 * The answer depends on the caller's token and on the encodings accepted, so shared caches
 * must not keep it and browsers must revalidate it.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): void {
  const variant = answerVariant(answer, request.headers['accept-encoding']);
  void reply
    .header('ETag', variant.etag)
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Authorization, Accept-Encoding');
  if (answer.total !== undefined) {
    void reply.header(TOTAL_COUNT_HEADER, String(answer.total));
  }
  if (matchesEtag(request.headers['if-none-match'], variant.etag)) {
    void reply.code(304).send();
    return;
  }
  if (variant.coding) {
    void reply.header('Content-Encoding', variant.coding);
  }
  void reply.header('Content-Type', 'application/json; charset=utf-8').send(variant.body);
}
