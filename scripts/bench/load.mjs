// @ts-check
// A small closed-loop HTTP load generator: `concurrency` requests in flight over keep-alive
// connections, a warm-up whose samples are dropped, then a measured window. Bounded by time and
// by request count, so it always ends.
import http from 'node:http';

/**
 * @typedef {{
 *   url: string,
 *   headers?: Record<string, string>,
 *   concurrency: number,
 *   warmupMs: number,
 *   durationMs: number,
 *   maxRequests: number,
 *   expectStatus?: number,
 *   expectBytes?: number,
 *   timeoutMs?: number,
 * }} LoadOptions
 * @typedef {{
 *   requests: number,
 *   errors: number,
 *   firstError: string | null,
 *   seconds: number,
 *   rps: number,
 *   p50: number,
 *   p99: number,
 *   max: number,
 * }} LoadResult  latencies in milliseconds
 */

/** Errors after which a scenario stops early: the target is broken, not slow. */
const MAX_ERRORS = 1000;

/**
 * One GET over the agent; answers the status and the number of body bytes.
 * @param {http.Agent} agent
 * @param {URL} url
 * @param {Record<string, string>} headers
 * @param {number} timeoutMs
 * @returns {Promise<{ status: number, bytes: number }>}
 */
function get(agent, url, headers, timeoutMs) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'GET',
        headers,
        timeout: timeoutMs,
      },
      (res) => {
        let bytes = 0;
        res.on('data', (/** @type {Buffer} */ chunk) => {
          bytes += chunk.length;
        });
        res.once('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.once('error', reject);
      },
    );
    req.once('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.once('error', reject);
    req.end();
  });
}

/**
 * Nearest-rank percentile of sorted samples.
 * @param {Float64Array} sorted
 * @param {number} p 0..100
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * Runs the load against one URL. A request counts (and its latency is kept) when it completes
 * inside the measured window; requests/s = those completions / window length.
 * @param {LoadOptions} options
 * @returns {Promise<LoadResult>}
 */
export async function runLoad({
  url,
  headers = {},
  concurrency,
  warmupMs,
  durationMs,
  maxRequests,
  expectStatus = 200,
  expectBytes,
  timeoutMs = 10_000,
}) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = new Float64Array(maxRequests);
  let recorded = 0;
  let sent = 0;
  let errors = 0;
  /** @type {string | null} */
  let firstError = null;
  const startNs = process.hrtime.bigint();
  const measureFromNs = startNs + BigInt(warmupMs) * 1_000_000n;
  const endNs = measureFromNs + BigInt(durationMs) * 1_000_000n;
  let lastEndNs = measureFromNs;

  /** @param {string} message */
  const fail = (message) => {
    errors += 1;
    firstError ??= message;
  };

  const worker = async () => {
    while (sent < maxRequests && errors < MAX_ERRORS && process.hrtime.bigint() < endNs) {
      sent += 1;
      const t0 = process.hrtime.bigint();
      try {
        const { status, bytes } = await get(agent, target, headers, timeoutMs);
        const t1 = process.hrtime.bigint();
        if (status !== expectStatus) {
          fail(`HTTP ${status}`);
        } else if (expectBytes !== undefined && bytes !== expectBytes) {
          fail(`${bytes} bytes instead of ${expectBytes}`);
        } else if (t1 >= measureFromNs && t1 < endNs && recorded < latencies.length) {
          latencies[recorded] = Number(t1 - t0) / 1e6;
          recorded += 1;
          lastEndNs = t1;
        }
      } catch (e) {
        fail(e instanceof Error ? e.message : String(e));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();

  // Stopped early (request cap or errors): the window ends at the last counted completion.
  const windowNs =
    (errors >= MAX_ERRORS || sent >= maxRequests ? lastEndNs : endNs) - measureFromNs;
  const seconds = Math.max(Number(windowNs) / 1e9, 1e-9);
  const sorted = latencies.subarray(0, recorded).sort();
  return {
    requests: recorded,
    errors,
    firstError,
    seconds,
    rps: recorded / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: recorded ? sorted[recorded - 1] : Number.NaN,
  };
}
