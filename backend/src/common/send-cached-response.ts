import { TOTAL_COUNT_HEADER } from '@tutorhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CachedResponse } from '../database/response-cache';

/** JSON answers smaller than this travel as they are: compressing them saves next to nothing. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Preferred first: brotli is smaller, gzip is understood by every client. */
const CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CODINGS)[number];

/** Brotli at quality 4: nearly gzip's speed, smaller output (11, the default, is far slower). */
const COMPRESS: Record<ContentCoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body),
};

/** One representation of an answer: its bytes, their entity tag and content coding. */
export interface ResponseVariant {
  body: Buffer;
  etag: string;
  coding?: ContentCoding;
}

/** The compressed representations made so far, kept beside the answer they belong to. */
const variants = new WeakMap<CachedResponse, Partial<Record<ContentCoding, ResponseVariant>>>();

/**
 * The representation of `answer` for a client sending `acceptEncoding`: brotli or gzip for an
 * answer of at least COMPRESSION_THRESHOLD_BYTES when the client accepts it, compressed once
 * per answer (a cached answer is compressed on its first such request only); else the plain
 * bytes. Each coding has its own entity tag, as a strong validator must.
 */
export function responseVariant(
  answer: CachedResponse,
  acceptEncoding: string | undefined,
): ResponseVariant {
  const coding =
    acceptEncoding === undefined || answer.body.length < COMPRESSION_THRESHOLD_BYTES
      ? undefined
      : preferredCoding(acceptEncoding);
  if (!coding) {
    return answer;
  }
  const made = variants.get(answer) ?? {};
  let variant = made[coding];
  if (!variant) {
    variant = {
      body: COMPRESS[coding](answer.body),
      etag: `${answer.etag.slice(0, -1)}-${coding}"`,
      coding,
    };
    made[coding] = variant;
    variants.set(answer, made);
  }
  return variant;
}

/** The first of our codings the Accept-Encoding header admits (q > 0, or `*`), if any. */
export function preferredCoding(acceptEncoding: string): ContentCoding | undefined {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = weights.get('*');
  return CODINGS.find((coding) => (weights.get(coding) ?? wildcard ?? 0) > 0);
}

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
export function sendCachedResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedResponse,
): void {
  void reply
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Authorization, Accept-Encoding');
  if (answer.total !== undefined) {
    void reply.header(TOTAL_COUNT_HEADER, String(answer.total));
  }
  sendRepresentation(request, reply, answer, 'application/json; charset=utf-8');
}

/**
 * Sends `answer`'s bytes as `contentType`, in the representation the client accepts
 * (responseVariant) with its ETag, or 304 without a body when the client already holds it.
 */
export function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedResponse,
  contentType: string,
): void {
  const variant = responseVariant(answer, request.headers['accept-encoding']);
  void reply.header('ETag', variant.etag);
  if (matchesEtag(request.headers['if-none-match'], variant.etag)) {
    void reply.code(304).send();
    return;
  }
  if (variant.coding) {
    void reply.header('Content-Encoding', variant.coding);
  }
  void reply.header('Content-Type', contentType).send(variant.body);
}
