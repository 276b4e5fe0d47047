import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A client's id is echoed and logged only when it cannot forge log lines or headers. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

// Fastify and the pino access log each ask for the id of the same raw request: one answer.
const assigned = new WeakMap<IncomingMessage, string>();

/** The request's id: the client's X-Request-Id when short and safe, else a new UUID. */
export function requestId(req: IncomingMessage): string {
  let id = assigned.get(req);
  if (id === undefined) {
    const offered = req.headers['x-request-id'];
    id = typeof offered === 'string' && SAFE_REQUEST_ID.test(offered) ? offered : randomUUID();
    assigned.set(req, id);
  }
  return id;
}
