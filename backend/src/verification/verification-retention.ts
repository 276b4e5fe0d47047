import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SiteClockService } from '../common/site-time';
import type { Env } from '../config/env.validation';
import { EmailQueue } from '../email/email-queue';
import { EmailSettings } from '../email/email-settings';
import { VerificationFiles } from './verification-files';

/** The pg-boss queue of the retention runs. */
export const RETENTION_QUEUE = 'verification-retention';

/** Every hour: a document outlives its time by at most that. */
const RETENTION_CRON = '23 * * * *';

/**
 * Deletes documents no longer needed: VERIFICATION_RETENTION_DAYS after the decision on their
 * request (the decision, its date and who made it stay), or after the last upload of a draft
 * never sent (which becomes `expired`). A submitted request keeps its documents until decided.
 * Runs on a pg-boss schedule in the process that works the email queue (the mail worker), so
 * one run at a time however many replicas there are.
 */
@Injectable()
export class VerificationRetention implements OnApplicationBootstrap {
  private readonly logger = new Logger('Verification');
  private readonly retentionDays: number;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly files: VerificationFiles,
    private readonly clock: SiteClockService,
    private readonly settings: EmailSettings,
    private readonly queue: EmailQueue,
    config: ConfigService<Env, true>,
  ) {
    this.retentionDays = config.get('VERIFICATION_RETENTION_DAYS', { infer: true });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.settings.enabled && this.settings.worker) {
      await this.queue.daily(RETENTION_QUEUE, RETENTION_CRON, this.clock.timeZone, async () => {
        await this.run();
      });
    }
  }

  /** Deletes what is due now; answers how many documents went. */
  async run(): Promise<number> {
    const now = this.clock.now();
    const due = (await this.db.query(
      `SELECT r.id FROM verification_requests r
       WHERE EXISTS (SELECT 1 FROM verification_documents d WHERE d."requestId" = r.id)
         AND (
           (r.status IN ('approved', 'rejected')
             AND r."decidedAt" <= $1::timestamptz - make_interval(days => $2))
           OR (r.status = 'draft'
             AND (SELECT max(d."uploadedAt") FROM verification_documents d
                  WHERE d."requestId" = r.id) <= $1::timestamptz - make_interval(days => $2))
         )`,
      [now, this.retentionDays],
    )) as Array<{ id: string }>;
    let deleted = 0;
    for (const { id } of due) {
      try {
        deleted += await this.db.transaction(async (tx) => {
          const count = await this.files.deleteOfRequest(tx, id);
          await tx.query(
            `UPDATE verification_requests
             SET "documentsDeletedAt" = $2,
                 status = CASE WHEN status = 'draft' THEN 'expired' ELSE status END
             WHERE id = $1`,
            [id, now],
          );
          return count;
        });
      } catch (e) {
        // The others still go; this one is tried again on the next run.
        this.logger.warn(`Retention of verification ${id} failed: ${(e as Error).message}`);
      }
    }
    return deleted;
  }
}
