import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import { User } from '../users/user.entity';
import { Email } from './email.entity';
import { EmailQueue, type EmailJob } from './email-queue';
import { EmailSender, isTemporaryFailure, type OutgoingEmail } from './email-sender';
import { EmailSettings } from './email-settings';
import { renderEmail } from './email-templates';
import { topicOf, wantsEmail } from './email-topics';
import { unsubscribeToken } from './unsubscribe-token';

/** Deliveries one process runs at once. */
const WORKERS = 4;

/** The domain of the sender's address, for Message-IDs. */
const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'tutorhub.local';

/**
 * Delivers queued emails. Each delivery holds its `emails` row locked from the check that it
 * is still queued to the commit that marks it sent, so two jobs for one email (another
 * worker, a retry after a crash) never both send it: the second finds it sent. The one window
 * left is a crash after the SMTP server took the message and before that commit: the retry
 * sends it again with the same Message-ID, by which mail systems drop the copy.
 */
@Injectable()
export class EmailWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger('Email');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: EmailSettings,
    private readonly queue: EmailQueue,
    private readonly sender: EmailSender,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.settings.enabled && this.settings.worker) {
      await this.queue.work(WORKERS, (job) => this.deliver(job));
    }
  }

  /** Sends one email; throws (for pg-boss to retry later) on a temporary failure only. */
  async deliver(job: PgBoss.JobWithMetadata<EmailJob>): Promise<void> {
    const retry = await this.db.transaction(async (tx) => {
      const email = await tx.findOne(Email, {
        where: { id: job.data.emailId },
        lock: { mode: 'pessimistic_write' },
      });
      if (email?.state !== 'queued') {
        // Sent by another job, given up on, or gone with its account.
        return undefined;
      }
      const reader = await tx.findOne(User, { where: { id: email.userId } });
      if (
        !reader ||
        !wantsEmail(reader, email.type) ||
        (this.settings.verifiedOnly && !reader.emailVerified)
      ) {
        // Turned off since it was queued.
        await tx.delete(Email, { id: email.id });
        return undefined;
      }
      try {
        await this.sender.send(this.compose(email, reader));
      } catch (e) {
        const again = isTemporaryFailure(e) && job.retryCount < job.retryLimit;
        const reason = (e instanceof Error ? e.message : String(e)).slice(0, 500);
        await tx.update(Email, email.id, {
          attempts: () => '"attempts" + 1',
          error: reason,
          ...(again ? {} : { state: 'failed' as const }),
        });
        if (!again) {
          this.logger.warn(`Email ${email.id} failed for good: ${reason}`);
        }
        return again ? e : undefined;
      }
      await tx.update(Email, email.id, {
        state: 'sent',
        sentAt: new Date(),
        attempts: () => '"attempts" + 1',
        error: null,
      });
      return undefined;
    });
    if (retry) {
      throw retry;
    }
  }

  private compose(email: Email, reader: User): OutgoingEmail {
    const { appUrl, secret, from } = this.settings;
    const unsubscribe =
      `${appUrl}/api/email/unsubscribe?token=` +
      encodeURIComponent(unsubscribeToken(secret, reader.id, topicOf(email.type)));
    const rendered = renderEmail(email, reader.language, {
      action:
        email.type === 'review.received' ? `${appUrl}/tutors/${reader.id}` : `${appUrl}/tuitions`,
      unsubscribe,
      preferences: `${appUrl}/profile#notifications`,
    });
    return {
      to: reader.email,
      ...rendered,
      messageId: `<${email.id}@${domainOf(from)}>`,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }
}
