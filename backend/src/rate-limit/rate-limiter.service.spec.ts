import type { ConfigService } from '@nestjs/config';
import type { DataSource } from 'typeorm';
import type { Env } from '../config/env.validation';
import { RateLimiter } from './rate-limiter.service';

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A database whose counter writes answer only when released, adding up what they counted. */
function pausedCounters() {
  const written: number[] = [];
  const pending: Array<() => void> = [];
  let total = 0;
  const db = {
    query: (_sql: string, [, , requests]: [string, number, number]) => {
      written.push(requests);
      return new Promise((resolve) =>
        pending.push(() => {
          total += requests;
          resolve([{ hits: total, retryAfter: 42 }]);
        }),
      );
    },
  } as unknown as DataSource;
  const release = async () => {
    pending.splice(0).forEach((answer) => answer());
    await settle();
  };
  return { db, written, release };
}

const config = {
  get: (name: string) => (name === 'RATE_LIMIT_WINDOW_SECONDS' ? 60 : 3),
} as unknown as ConfigService<Env, true>;

const caller = { address: '203.0.113.9', accountId: null };

describe('RateLimiter', () => {
  it('counts requests arriving during a write in one next write, each at its own place', async () => {
    const { db, written, release } = pausedCounters();
    const limiter = new RateLimiter(db, config);
    const first = limiter.consume('search', caller);
    await settle();
    // The first request's write is in progress: the next four wait for it and share one write.
    const during = Array.from({ length: 4 }, () => limiter.consume('search', caller));
    await release();
    await release();
    expect(written).toEqual([1, 4]);
    // The limit is 3: the first three of the five pass, the later ones wait 42 s.
    expect(await Promise.all([first, ...during])).toEqual([null, null, null, 42, 42]);
  });
});
