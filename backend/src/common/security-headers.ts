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
