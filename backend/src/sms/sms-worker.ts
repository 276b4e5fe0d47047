import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { JobWithMetadata } from 'pg-boss';
import type { DataSource } from 'typeorm';
import { SiteClockService } from '../common/site-time';
import { User } from '../users/user.entity';
import { type SmsGateway, SmsGatewayError } from './gateways/sms-gateway';
import { JobAlerts } from './job-alerts';
import { Sms } from './sms.entity';
import { SMS_GATEWAY } from './sms-gateway.provider';
import { smsKindOf, wantsSms } from './sms-kinds';
import { SmsOutbox } from './sms-outbox';
import { SmsQueue, type SmsJob } from './sms-queue';
import { SmsSettings } from './sms-settings';

/** The tutors' job alert: its queue, and when it runs (site time: the morning). */
const JOB_ALERT_QUEUE = 'sms-job-alert';
const JOB_ALERT_CRON = '0 8 * * *';

/** Deliveries one process runs at once. */
const WORKERS = 2;

/** How often a mark is tried again while the database is unreachable. */
const MARK_RETRY_MS = 500;

/** The reason of an SMS whose attempt's answer was lost at a gateway without a key. */
const OUTCOME_UNKNOWN =
  'The worker stopped while the gateway had it, and this gateway has no idempotency key: ' +
  'not sent again (it may or may not have arrived)';

/**
 * Delivers queued SMS, each once. A claim (`queued` → `sending`, the attempt counted) is
 * committed before the gateway is called, and the answer is written after it, so no lock is
 * held over the network. A job that finds its SMS still `sending` follows a crash between the
 * two: SSL Wireless is called again with the same csms_id (it delivers a csms_id once);
 * BulkSMSBD, which has no key, is not, and the SMS is `failed` with that said.
 */
@Injectable()
export class SmsWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger('Sms');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SmsSettings,
    private readonly queue: SmsQueue,
    private readonly outbox: SmsOutbox,
    private readonly alerts: JobAlerts,
    private readonly clock: SiteClockService,
    @Inject(SMS_GATEWAY) private readonly gateway: SmsGateway,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.settings.enabled && this.settings.worker) {
      await this.queue.work(WORKERS, (job) => this.deliver(job));
      await this.queue.daily(JOB_ALERT_QUEUE, JOB_ALERT_CRON, this.clock.timeZone, async () => {
        await this.alerts.run();
      });
    }
  }

  /** Sends one SMS; throws (for pg-boss to retry later) on a temporary failure only. */
  async deliver(job: JobWithMetadata<SmsJob>): Promise<void> {
    const sms = await this.claim(job.data.smsId);
    if (!sms) {
      return;
    }
    let providerMessageId: string;
    try {
      providerMessageId = await this.gateway.send(sms);
    } catch (e) {
      const temporary = !(e instanceof SmsGatewayError) || e.temporary;
      const again = temporary && job.retryCount < job.retryLimit;
      const reason = (e instanceof Error ? e.message : String(e)).slice(0, 500);
      await this.markWhenBack(sms.id, {
        state: again ? 'queued' : 'failed',
        lastError: reason,
      });
      if (!again) {
        this.logger.warn(`SMS ${sms.id} failed for good: ${reason}`);
        return;
      }
      throw e;
    }
    // The gateway took it: from here on, only the mark is left, whatever the database does.
    await this.markWhenBack(sms.id, { state: 'sent', providerMessageId, sentAt: new Date() });
  }

  /** Takes the SMS for one attempt, or answers undefined when there is nothing to send now. */
  private claim(id: string): Promise<Sms | undefined> {
    return this.db.transaction(async (tx) => {
      const sms = await tx.findOne(Sms, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!sms || (sms.state !== 'queued' && sms.state !== 'sending')) {
        // Sent by another job, given up on, over the limit, or gone with its account.
        return undefined;
      }
      if (sms.state === 'sending' && !this.gateway.idempotent) {
        await tx.update(Sms, id, { state: 'failed', lastError: OUTCOME_UNKNOWN });
        return undefined;
      }
      const reader = await tx.findOne(User, { where: { id: sms.userId } });
      const kind = sms.type === 'job.alert' ? 'jobAlerts' : smsKindOf(sms.type);
      if (!reader?.phone || reader.phone !== sms.to || !kind || !wantsSms(reader, kind)) {
        // Turned off, or the number changed, since it was queued.
        await tx.delete(Sms, { id });
        return undefined;
      }
      const later = this.outbox.startAfter(this.clock.now());
      if (later) {
        // Its job came due at night (a retry, an admin's resend): it waits for the morning.
        await tx.update(Sms, id, { state: 'queued' });
        await this.queue.send(tx, { smsId: id }, later);
        return undefined;
      }
      await tx.update(Sms, id, { state: 'sending', attempts: () => '"attempts" + 1' });
      return sms;
    });
  }

  /**
   * Writes an attempt's outcome, trying again while the database is unreachable for up to half
   * the job's timeout (its job stays taken meanwhile, so no other worker sends it).
   */
  private async markWhenBack(id: string, outcome: Partial<Sms>): Promise<void> {
    const deadline = Date.now() + (this.settings.jobTimeoutSeconds * 1000) / 2;
    for (;;) {
      try {
        await this.db.getRepository(Sms).update({ id, state: 'sending' }, outcome);
        return;
      } catch (e) {
        if (Date.now() > deadline) {
          throw e;
        }
        await new Promise((resolve) => setTimeout(resolve, MARK_RETRY_MS));
      }
    }
  }
}
