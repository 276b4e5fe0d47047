/**
 * When the live stream reconnects, and when the app gives up on it for a while and polls as it
 * did before the stream existed.
 */

/** Live: the stream is open. Connecting: opening or reopening it. Polling: the fallback. */
export type LiveMode = 'connecting' | 'live' | 'polling';

/** Why the stream is not open. */
export type StreamFailure =
  /** The API answered, but not with a stream: it will not give one now. */
  | { kind: 'refused'; status: number }
  /** No answer, a 5xx from a proxy, or an open stream that ended or went silent. */
  | { kind: 'broken' };

export const STREAM_RETRY = {
  /** The first reconnection's delay, doubled at each failure in a row up to `maxMs`. */
  firstMs: 1_000,
  maxMs: 30_000,
  /** Failures in a row after which the app polls while it keeps trying. */
  brokenBeforePolling: 3,
  /** How long a refused stream is left alone before it is asked for again. */
  afterRefusalMs: 5 * 60_000,
  /** The API sends a heartbeat well within this; a stream silent for longer is dead. */
  silenceMs: 45_000,
} as const;

/**
 * The answers that mean "no stream for this caller now": no such route (an older API), too many
 * streams for the account, not implemented; 401 is refreshed before it gets here.
 */
const REFUSALS = new Set([400, 401, 403, 404, 405, 406, 429, 501]);

/** How an answer that opened no stream is read. */
export function failureOf(status: number): StreamFailure {
  return REFUSALS.has(status) ? { kind: 'refused', status } : { kind: 'broken' };
}

/**
 * The wait before the next attempt after `failures` failures in a row (1 or more): exponential,
 * with jitter between half and all of it so that many tabs a restart dropped do not come back
 * in step.
 */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const exponential = STREAM_RETRY.firstMs * 2 ** Math.max(0, failures - 1);
  const capped = Math.min(STREAM_RETRY.maxMs, exponential);
  return Math.round(capped * (0.5 + random() / 2));
}

/** What to do after `failures` failures in a row, the last being `failure`. */
export function planRetry(
  failures: number,
  failure: StreamFailure,
  random: () => number = Math.random,
): { delayMs: number; mode: LiveMode } {
  if (failure.kind === 'refused') {
    return { delayMs: STREAM_RETRY.afterRefusalMs, mode: 'polling' };
  }
  return {
    delayMs: backoffDelay(failures, random),
    mode: failures >= STREAM_RETRY.brokenBeforePolling ? 'polling' : 'connecting',
  };
}
