import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import { onTransaction } from '../database/pg-boss-transaction';
import { movePgBoss10Jobs, setAsidePgBoss10 } from './pg-boss-10-jobs';
import { EmailSettings } from './email-settings';

/** The pg-boss queue of deliveries; a job's data names its row in `emails`. */
export const EMAIL_QUEUE = 'email';

export interface EmailJob {
  emailId: string;
}

/**
 * The delivery queue on our PostgreSQL (pg-boss): its own schema and pool, started with the
 * API. Jobs are taken with SKIP LOCKED, so any number of workers on one database share them;
 * a job whose worker died is retried once its timeout passes.
 */
@Injectable()
export class EmailQueue implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Email');
  private boss?: PgBoss;

  constructor(
    private readonly settings: EmailSettings,
    private readonly db: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.settings.enabled) {
      return;
    }
    const timeout = this.settings.jobTimeoutSeconds;
    const boss = new PgBoss({
      connectionString: this.settings.databaseUrl,
      application_name: 'tutorhub-email',
      max: 4,
      // Looks for jobs whose worker died at least as often as a job may last.
      superviseIntervalSeconds: timeout,
      monitorIntervalSeconds: timeout,
    });
    boss.on('error', (e: Error) => this.logger.warn(`Email queue: ${e.message}`));
    await setAsidePgBoss10(this.db.manager);
    await boss.start();
    await boss.createQueue(EMAIL_QUEUE, this.jobOptions());
    this.boss = boss;
    const moved = await movePgBoss10Jobs(this.db.manager, EMAIL_QUEUE, (tx, job) =>
      this.send(tx, job.data, job.startAfter),
    );
    if (moved > 0) {
      this.logger.log(`Moved ${moved} waiting email jobs from pg-boss 10's schema`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    // Deliveries in flight finish first (their SMTP timeouts are shorter than this).
    await this.boss?.stop({ graceful: true, timeout: this.settings.jobTimeoutSeconds * 1000 });
  }

  /** Puts the delivery of `emailId` on the queue inside the caller's transaction. */
  async send(manager: EntityManager, job: EmailJob, startAfter?: Date): Promise<void> {
    await this.started().send(EMAIL_QUEUE, job, {
      ...this.jobOptions(),
      ...(startAfter ? { startAfter } : {}),
      db: onTransaction(manager),
    });
  }

  /** Runs `deliver` for each job, one at a time per worker, `workers` at once. */
  async work(
    workers: number,
    deliver: (job: JobWithMetadata<EmailJob>) => Promise<void>,
  ): Promise<void> {
    const boss = this.started();
    for (let i = 0; i < workers; i++) {
      // Its id is known once work() answers, which may be after its first job starts.
      const worker = { id: '' };
      worker.id = await boss.work(
        EMAIL_QUEUE,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1 },
        async ([job]: JobWithMetadata<EmailJob>[]) => {
          try {
            await deliver(job);
          } finally {
            // A worker that found a job looks for the next at once rather than after the
            // polling interval, so a backlog drains at SMTP speed.
            boss.notifyWorker(worker.id);
          }
        },
      );
    }
  }

  /**
   * Runs `run` every day at `cron` in `tz`: the schedule lives in the database, so with several
   * processes pg-boss still makes one job per tick, taken by one of them.
   */
  async daily(name: string, cron: string, tz: string, run: () => Promise<void>): Promise<void> {
    const boss = this.started();
    await boss.createQueue(name, this.jobOptions());
    await boss.schedule(name, cron, undefined, { tz });
    await boss.work(name, () => run());
  }

  private jobOptions() {
    return {
      retryLimit: this.settings.retryLimit,
      retryDelay: this.settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: this.settings.jobTimeoutSeconds,
      // The delivery ledger is `emails`; finished jobs need not stay long.
      deleteAfterSeconds: 2 * 24 * 60 * 60,
    };
  }

  private started(): PgBoss {
    if (!this.boss) {
      throw new Error('The email queue is not started (mail is disabled)');
    }
    return this.boss;
  }
}
