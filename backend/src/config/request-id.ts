import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A client's id is echoed and logged only when it cannot forge log lines or headers. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the client's X-Request-Id when short and safe, else a new UUID. */
export function requestId(req: IncomingMessage): string {
  const offered = req.headers['x-request-id'];
  return typeof offered === 'string' && SAFE_REQUEST_ID.test(offered) ? offered : randomUUID();
}
