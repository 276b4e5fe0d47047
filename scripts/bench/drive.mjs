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
  const common = { url, headers, connections, pipelining: 1, timeout: 10, ...uniqueRequests(url) };
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

/**
 * Query strings no request has used yet in this process: a search for one street of the seeded
 * addresses ("House 12, Road 7", 2–3 tutors of 10,000 each) with a page size of 10–59, so
 * 194,000 distinct requests, each answered by a new query.
 */
let searches = 0;
function nextSearch() {
  const n = searches++;
  const street = `House ${1 + (n % 97)}, Road ${1 + (Math.floor(n / 97) % 40)}`;
  return `q=${encodeURIComponent(street)}&limit=${10 + (Math.floor(n / 3880) % 50)}`;
}

/**
 * For a URL whose path holds `{unique}`: autocannon requests that put a new search term there
 * each time (a query string), so no answer can be replayed from a cache.
 * @param {string} url
 */
function uniqueRequests(url) {
  if (!url.includes('{unique}')) {
    return {};
  }
  const { pathname, search } = new URL(url.replace('{unique}', 'UNIQUE'));
  const template = pathname + search;
  return {
    requests: [
      {
        setupRequest: (/** @type {{ path: string }} */ request) => ({
          ...request,
          path: template.replace('UNIQUE', nextSearch()),
        }),
      },
    ],
  };
}
