// @ts-check
// Load for `npm run bench`: autocannon (keep-alive connections, one request in flight on each),
// a short warm-up that is thrown away, then the measured run.
import { createRequire } from 'node:module';

/**
 * The part of autocannon's result used here (no type declarations installed).
 * @typedef {{ requests: { average: number, total: number }, latency: { p50: number, p99: number },
 *   throughput: { total: number }, errors: number, timeouts: number, non2xx: number }} Result
 */
const autocannon = /** @type {(options: object) => Promise<Result>} */ (
  createRequire(import.meta.url)('autocannon')
);

/**
 * @typedef {{ rps: number, p50: number, p99: number, requests: number, failures: number,
 *   bytesPerAnswer: number }} Measurement
 */

/**
 * @param {{ url: string, headers: Record<string, string>, connections: number,
 *   durationSeconds: number, warmupSeconds: number }} options
 * @returns {Promise<Measurement>}
 */
export async function drive({ url, headers, connections, durationSeconds, warmupSeconds }) {
  const common = { url, headers, connections, pipelining: 1, timeout: 10 };
  if (warmupSeconds > 0) {
    await autocannon({ ...common, duration: warmupSeconds });
  }
  const result = await autocannon({ ...common, duration: durationSeconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    // Every answer must be a 2xx: a refused or failing call would look fast.
    failures: result.errors + result.timeouts + result.non2xx,
    bytesPerAnswer: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}
