import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { onTransaction } from '../database/pg-boss-transaction';
import { SmsSettings } from './sms-settings';

/** The pg-boss queue of SMS deliveries; a job's data names its row in `sms`. */
export const SMS_QUEUE = 'sms';

export interface SmsJob {
  smsId: string;
}

/**
 * The SMS delivery queue: pg-boss in a schema of its own (`pgboss_sms`), so it starts and
 * stops with SMS whatever email does, and the email queue's pg-boss 10 upgrade never meets it.
 * Jobs are taken with SKIP LOCKED; one whose worker died is retried after its timeout.
 */
@Injectable()
export class SmsQueue implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Sms');
  private boss?: PgBoss;

  constructor(private readonly settings: SmsSettings) {}

  async onModuleInit(): Promise<void> {
    if (!this.settings.enabled) {
      return;
    }
    const timeout = this.settings.jobTimeoutSeconds;
    const boss = new PgBoss({
      connectionString: this.settings.databaseUrl,
      schema: 'pgboss_sms',
      application_name: 'tutorhub-sms',
      max: 2,
      superviseIntervalSeconds: timeout,
      monitorIntervalSeconds: timeout,
    });
    boss.on('error', (e: Error) => this.logger.warn(`SMS queue: ${e.message}`));
    await boss.start();
    await boss.createQueue(SMS_QUEUE, this.jobOptions());
    this.boss = boss;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.boss?.stop({ graceful: true, timeout: this.settings.jobTimeoutSeconds * 1000 });
  }

  /** Puts the delivery of `smsId` on the queue inside the caller's transaction. */
  async send(manager: EntityManager, job: SmsJob, startAfter?: Date): Promise<void> {
    await this.started().send(SMS_QUEUE, job, {
      ...this.jobOptions(),
      ...(startAfter ? { startAfter } : {}),
      db: onTransaction(manager),
    });
  }

  /** Runs `deliver` for each job, `workers` at once. */
  async work(workers: number, deliver: (job: JobWithMetadata<SmsJob>) => Promise<void>) {
    const boss = this.started();
    await boss.work(
      SMS_QUEUE,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1, localConcurrency: workers },
      ([job]: JobWithMetadata<SmsJob>[]) => deliver(job),
    );
  }

  /** Runs `run` every day at `cron` in `tz` (one job per tick across every process). */
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
      deleteAfterSeconds: 2 * 24 * 60 * 60,
    };
  }

  private started(): PgBoss {
    if (!this.boss) {
      throw new Error('The SMS queue is not started (SMS is disabled)');
    }
    return this.boss;
  }
}
