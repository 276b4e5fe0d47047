import type { ConfigService } from '@nestjs/config';
import Fastify from 'fastify';
import type { DataSource } from 'typeorm';
import type { Env } from '../config/env.validation';
import { Metrics } from './metrics.service';

/** A data source whose pool counts and queue query the test decides. */
function fakeDataSource(query: () => Promise<unknown>) {
  return {
    driver: { master: { totalCount: 4, idleCount: 3, waitingCount: 1 } },
    query: jest.fn(query),
  } as unknown as DataSource & { query: jest.Mock };
}

const config = { get: () => 0 } as unknown as ConfigService<Env, true>;

/** The value of one sample line (`name{labels} value`) in the scrape text, or undefined. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('Metrics', () => {
  it('reads the database pool and every queue when scraped, with one queue query per scrape', async () => {
    const data = fakeDataSource(async () => [
      { name: 'email', waiting: 2, failed: 1 },
      { name: 'verification-retention', waiting: 0, failed: 0 },
    ]);
    const metrics = new Metrics(config, data);

    const text = await metrics.registry.metrics();

    expect(sample(text, 'db_pool_connections_total')).toBe(4);
    expect(sample(text, 'db_pool_connections_idle')).toBe(3);
    expect(sample(text, 'db_pool_requests_waiting')).toBe(1);
    expect(sample(text, 'queue_jobs_waiting{queue="email"}')).toBe(2);
    expect(sample(text, 'queue_jobs_failed{queue="email"}')).toBe(1);
    expect(sample(text, 'queue_jobs_waiting{queue="verification-retention"}')).toBe(0);
    expect(data.query).toHaveBeenCalledTimes(1);
  });

  it('leaves the queue figures out, rather than stale, when the database cannot answer', async () => {
    let answer: () => Promise<unknown> = async () => [{ name: 'email', waiting: 5, failed: 0 }];
    const metrics = new Metrics(
      config,
      fakeDataSource(() => answer()),
    );
    expect(sample(await metrics.registry.metrics(), 'queue_jobs_waiting{queue="email"}')).toBe(5);

    answer = () => Promise.reject(new Error('connection refused'));
    const text = await metrics.registry.metrics();

    expect(sample(text, 'queue_jobs_waiting{queue="email"}')).toBeUndefined();
    expect(sample(text, 'db_pool_connections_total')).toBe(4);
  });

  it('reports a running total kept elsewhere as it stands at each scrape', async () => {
    const metrics = new Metrics(
      config,
      fakeDataSource(async () => []),
    );
    let hits = 3;
    metrics.counter('cache_hits_total', 'Hits', () => hits);
    expect(sample(await metrics.registry.metrics(), 'cache_hits_total')).toBe(3);
    hits = 10;
    expect(sample(await metrics.registry.metrics(), 'cache_hits_total')).toBe(10);
  });

  it('times requests by route pattern and status, never by the raw URL', async () => {
    const metrics = new Metrics(
      config,
      fakeDataSource(async () => []),
    );
    const app = Fastify();
    metrics.observeHttp(app);
    app.get('/api/tutors/:id', async (request, reply) =>
      (request.params as { id: string }).id === 'gone' ? reply.code(404).send() : { ok: true },
    );
    await app.inject({ url: '/api/tutors/a1' });
    await app.inject({ url: '/api/tutors/b2' });
    await app.inject({ url: '/api/tutors/gone' });
    await app.inject({ url: '/nowhere/7' });
    await app.close();

    const text = await metrics.registry.metrics();

    const count = (labels: string) =>
      sample(text, `http_request_duration_seconds_count{${labels}}`);
    expect(count('method="GET",route="/api/tutors/:id",status="200"')).toBe(2);
    expect(count('method="GET",route="/api/tutors/:id",status="404"')).toBe(1);
    expect(count('method="GET",route="unmatched",status="404"')).toBe(1);
    expect(text).not.toMatch(/a1|b2|nowhere/);
  });
});
