import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';

/** Headers every Fastify answer has anyway: not helmet's to hand out. */
const TRANSPORT_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * The security headers @fastify/helmet sets with `options`, worked out once. The plugin runs
 * helmet anew on every request (its options parsed, its headers built); with fixed options
 * (no CSP nonces) the outcome never changes, so one answer of a throw-away server gives them.
 */
export async function securityHeaders(
  options: FastifyHelmetOptions,
): Promise<Readonly<Record<string, string>>> {
  const probe = Fastify();
  try {
    await probe.register(helmet, options);
    probe.get('/', () => '');
    const answer = await probe.inject('/');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!TRANSPORT_HEADERS.has(name) && typeof value === 'string') {
        headers[name] = value;
      }
    }
    return Object.freeze(headers);
  } finally {
    await probe.close();
  }
}

/**
 * The headers that act on a script, style sheet or font fetched by a page: no content-type
 * sniffing, no use by another site's pages. The rest (CSP, framing, HSTS, referrer…)
 * act on documents, which carry them; on each of a page's dozens of code files they were about
 * 900 bytes a file that a phone downloads and nothing reads.
 */
const SUBRESOURCE_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy'];

/** Of `headers` (from `securityHeaders`), those a page's built code and fonts need. */
export function subresourceHeaders(
  headers: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  return Object.freeze(
    Object.fromEntries(
      SUBRESOURCE_HEADERS.flatMap((name) => (name in headers ? [[name, headers[name]]] : [])),
    ),
  );
}

/** A fingerprinted script, style sheet or font of the web app's build. */
export const BUILT_SUBRESOURCE = /^\/assets\/[^?]+\.(?:js|css|woff2?)(?:\?|$)/;
