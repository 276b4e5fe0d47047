import { describe, expect, it } from 'vitest';
import { backoffDelay, failureOf, planRetry, STREAM_RETRY } from './streamPolicy';

const full = () => 0.999999;
const half = () => 0;

describe('the stream retry policy', () => {
  it('doubles the wait at each failure in a row, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, full))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('spreads each wait between half and all of it', () => {
    expect(backoffDelay(3, half)).toBe(2_000);
    expect(backoffDelay(20, half)).toBe(STREAM_RETRY.maxMs / 2);
  });

  it('keeps reconnecting, then polls once the stream has broken three times in a row', () => {
    const broken = { kind: 'broken' } as const;
    expect(planRetry(1, broken, full)).toEqual({ delayMs: 1_000, mode: 'connecting' });
    expect(planRetry(2, broken, full)).toEqual({ delayMs: 2_000, mode: 'connecting' });
    expect(planRetry(3, broken, full)).toEqual({ delayMs: 4_000, mode: 'polling' });
  });

  it('polls at once when the API refuses the stream, and asks again only minutes later', () => {
    for (const status of [404, 429, 501]) {
      expect(planRetry(1, failureOf(status), full)).toEqual({
        delayMs: STREAM_RETRY.afterRefusalMs,
        mode: 'polling',
      });
    }
  });

  it('reads a server or proxy error as a broken stream, worth retrying soon', () => {
    expect(failureOf(502)).toEqual({ kind: 'broken' });
    expect(failureOf(503)).toEqual({ kind: 'broken' });
    expect(failureOf(429)).toEqual({ kind: 'refused', status: 429 });
  });
});
