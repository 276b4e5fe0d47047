import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { Env } from '../config/env.validation';

/** The pg Pool TypeORM's driver holds (only the counts are read). */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** One pg-boss queue's figures. */
interface QueueFigures {
  name: string;
  waiting: number;
  failed: number;
}

/** pg-boss job states that wait for a worker. */
const WAITING_STATES = ['created', 'retry'];

/**
 * This process's Prometheus metrics, served as text at `/metrics` on a listener of their own
 * (METRICS_HOST:METRICS_PORT, off with port 0), never on the API's port: the figures are for
 * the operator, not for the internet. Features feed it through `count`, `gauge` and `observeHttp`.
 */
@Injectable()
export class Metrics implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Metrics');
  readonly registry = new Registry();
  private server?: Server;

  private readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor(
    private readonly config: ConfigService<Env, true>,
    private readonly dataSource: DataSource,
  ) {
    collectDefaultMetrics({ register: this.registry });
    const pool = () => (this.dataSource.driver as PostgresDriver).master as PoolCounts | undefined;
    this.gauge(
      'db_pool_connections_total',
      'Connections in the database pool',
      () => pool()?.totalCount,
    );
    this.gauge(
      'db_pool_connections_idle',
      'Idle connections in the database pool',
      () => pool()?.idleCount,
    );
    this.gauge(
      'db_pool_requests_waiting',
      'Queries waiting for a pooled connection',
      () => pool()?.waitingCount,
    );
    this.queueGauges();
  }

  /** A gauge read when scraped; `read` answering undefined leaves it unset. */
  gauge(name: string, help: string, read: () => number | undefined): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        const value = read();
        if (value !== undefined) {
          this.set(value);
        }
      },
    });
  }

  /** A counter of a running total kept elsewhere (`read`), read when scraped. */
  counter(name: string, help: string, read: () => number): void {
    new Counter({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  }

  /** Times every answered request by its route pattern (never the raw URL: ids would explode it). */
  observeHttp(fastify: FastifyInstance): void {
    fastify.addHook('onResponse', (request, reply, done) => {
      this.httpDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  /**
   * Email jobs waiting and failed per pg-boss queue (every queue, 0 when empty), read from its
   * schema when scraped: one query per scrape shared by both gauges. Without the schema (mail
   * disabled) or with the database down they are left out rather than stale.
   */
  private queueGauges(): void {
    let reading: Promise<QueueFigures[] | undefined> | undefined;
    const figures = () => {
      reading ??= this.readQueues().finally(() => (reading = undefined));
      return reading;
    };
    const gauge = (name: string, help: string, pick: (row: QueueFigures) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['queue'],
        registers: [this.registry],
        async collect() {
          const rows = await figures();
          this.reset();
          for (const row of rows ?? []) {
            this.set({ queue: row.name }, pick(row));
          }
        },
      });
    gauge(
      'queue_jobs_waiting',
      'pg-boss jobs waiting for a worker, by queue',
      (row) => row.waiting,
    );
    gauge('queue_jobs_failed', 'pg-boss jobs that failed for good, by queue', (row) => row.failed);
  }

  private async readQueues(): Promise<QueueFigures[] | undefined> {
    try {
      return await this.dataSource.query(
        `SELECT q."name",
                count(j.*) FILTER (WHERE j."state"::text = ANY($1))::int AS "waiting",
                count(j.*) FILTER (WHERE j."state"::text = 'failed')::int AS "failed"
           FROM pgboss.queue q LEFT JOIN pgboss.job j ON j."name" = q."name"
          GROUP BY q."name"`,
        [WAITING_STATES],
      );
    } catch (err) {
      this.logger.debug(`queue figures not read: ${err instanceof Error ? err.message : err}`);
      return undefined;
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.get('METRICS_PORT', { infer: true });
    if (port === 0) {
      return;
    }
    const host = this.config.get('METRICS_HOST', { infer: true });
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
        return;
      }
      this.registry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': this.registry.contentType }).end(text),
        (err: unknown) => {
          this.logger.warn(`metrics not collected: ${err instanceof Error ? err.message : err}`);
          res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics not collected\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    this.server = server;
    const address = server.address() as AddressInfo;
    this.logger.log(`Metrics at http://${address.address}:${address.port}/metrics`);
  }

  async onModuleDestroy(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
