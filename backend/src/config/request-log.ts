import type { FastifyInstance } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

/** Log lines leave in batches of about this many bytes: a system call each, not one per line. */
const LOG_BATCH_BYTES = 4096;
/** The longest a line waits for its batch to fill. */
const LOG_FLUSH_MS = 1000;

/**
 * Standard output for the log, written asynchronously in batches (a write per line cost as
 * much as the fastest reads themselves). What is buffered is written at exit, and at least
 * every LOG_FLUSH_MS while the process runs.
 */
export function batchedStdout(): DestinationStream {
  const stream = pino.destination({ dest: 1, minLength: LOG_BATCH_BYTES, sync: false });
  setInterval(() => {
    // The callback takes the error of a stream already closed at exit instead of a throw.
    stream.flush(() => undefined);
  }, LOG_FLUSH_MS).unref();
  return stream;
}

/** Polled by the deployment's health checks every few seconds: not worth a line each. */
const UNLOGGED_URLS = new Set(['/api/health', '/api/health/live', '/api/health/ready']);

/**
 * One line per answered request (id, method, URL, status, milliseconds), written when the answer
 * has left. Flat fields of strings and numbers only: pino writes those without a serialiser or a
 * per-request child logger, so the log costs little on the fastest reads.
 */
export function logRequests(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    if (!UNLOGGED_URLS.has(request.url)) {
      const level = reply.statusCode >= 500 ? 'error' : 'info';
      logger[level](
        {
          reqId: request.id,
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
    }
    done();
  });
}
