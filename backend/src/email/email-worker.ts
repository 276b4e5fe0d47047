import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { JobWithMetadata } from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import { SiteClockService } from '../common/site-time';
import { type EmailedUser, hasEmail, User } from '../users/user.entity';
import { Email } from './email.entity';
import { EmailQueue, type EmailJob } from './email-queue';
import { domainOf, EmailSender, isTemporaryFailure, type OutgoingEmail } from './email-sender';
import { EmailSettings } from './email-settings';
import {
  type DigestJob,
  type EmailAction,
  actionOf,
  renderEmail,
  renderJobDigest,
} from './email-templates';
import { topicOf, wantsEmail } from './email-topics';
import { JobDigest } from './job-digest';
import { unsubscribeToken } from './unsubscribe-token';
import { UnreadMessageEmails } from './unread-message-email';

/** The daily job digest: its queue, and when it runs (site time: the morning). */
const JOB_DIGEST_QUEUE = 'job-digest';
const JOB_DIGEST_CRON = '0 8 * * *';

/** Deliveries one process runs at once. */
const WORKERS = 4;

/** How often a sent mark is tried again while the database is unreachable. */
const MARK_RETRY_MS = 500;

/** The columns of an email the SMTP server took. */
const SENT = () => ({
  state: 'sent' as const,
  sentAt: new Date(),
  attempts: () => '"attempts" + 1',
  error: null,
});

/** The web app's screen of each email button (a tutor's reviews are on their own page). */
const ACTION_PATHS: Record<EmailAction, (readerId: string, email: Email) => string> = {
  tuitions: () => '/tuitions',
  reviews: (readerId) => `/tutors/${readerId}`,
  jobs: () => '/jobs/mine',
  applications: () => '/applications',
  messages: (_readerId, email) => `/messages/${email.conversationId}`,
  verification: () => '/profile/verification',
};

/**
 * Delivers queued emails. Each delivery holds its `emails` row locked from the check that it
 * is still queued to the commit that marks it sent, so two jobs for one email (another
 * worker, a retry after a crash) never both send it: the second finds it sent. When the
 * database goes away after the SMTP server took the message, the mark is written once it is
 * back. The one window left is a worker dying after the SMTP server took the message and
 * before its mark: the retry sends it again with the same Message-ID, by which mail systems
 * drop the copy.
 */
@Injectable()
export class EmailWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger('Email');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: EmailSettings,
    private readonly queue: EmailQueue,
    private readonly sender: EmailSender,
    private readonly unreadMessages: UnreadMessageEmails,
    private readonly digest: JobDigest,
    private readonly clock: SiteClockService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.settings.enabled && this.settings.worker) {
      await this.queue.work(WORKERS, (job) => this.deliver(job));
      await this.queue.daily(JOB_DIGEST_QUEUE, JOB_DIGEST_CRON, this.clock.timeZone, async () => {
        await this.digest.run();
      });
    }
  }

  /** Sends one email; throws (for pg-boss to retry later) on a temporary failure only. */
  async deliver(job: JobWithMetadata<EmailJob>): Promise<void> {
    // Set once the SMTP server took the message: from then on, the only thing left is the mark.
    let handedOver: string | undefined;
    let retry: unknown;
    try {
      retry = await this.db.transaction(async (tx) => {
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
          !hasEmail(reader) ||
          !wantsEmail(reader, email.type) ||
          (this.settings.verifiedOnly && !reader.emailVerified)
        ) {
          // Turned off (or the address removed) since it was queued.
          await tx.delete(Email, { id: email.id });
          return undefined;
        }
        if (email.type === 'message.unread') {
          const content = await this.unreadMessages.contentOf(tx, email);
          if (!content.send) {
            // Read meanwhile, or not unread long enough yet.
            await (content.retryAt
              ? this.unreadMessages.retryLater(tx, email, content.retryAt)
              : tx.delete(Email, { id: email.id }));
            return undefined;
          }
          email.params = content.params;
          await tx.update(Email, email.id, { params: content.params });
        }
        let jobs: DigestJob[] = [];
        if (email.type === 'job.digest') {
          jobs = await this.digest.jobsFor(tx, reader.id, email.createdAt, this.clock.now());
          if (jobs.length === 0 || reader.kind !== 'tutor') {
            // Every job it listed closed meanwhile, or the account is no tutor now.
            await tx.delete(Email, { id: email.id });
            return undefined;
          }
        }
        try {
          await this.sender.send(this.compose(email, reader, jobs));
        } catch (e) {
          return this.recordFailure(tx, job, email, e);
        }
        handedOver = email.id;
        await tx.update(Email, email.id, SENT());
        return undefined;
      });
    } catch (e) {
      if (!handedOver) {
        throw e;
      }
      // The database went away after the SMTP server took the message: sending it again would
      // make a copy, so the mark is written as soon as the database is back.
      await this.markSentWhenBack(handedOver);
    }
    if (retry) {
      throw retry;
    }
  }

  /** Records a failed attempt; answers the error to retry on, if the failure may pass. */
  private async recordFailure(
    tx: EntityManager,
    job: JobWithMetadata<EmailJob>,
    email: Email,
    error: unknown,
  ): Promise<unknown> {
    const again = isTemporaryFailure(error) && job.retryCount < job.retryLimit;
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await tx.update(Email, email.id, {
      attempts: () => '"attempts" + 1',
      error: reason,
      ...(again ? {} : { state: 'failed' as const }),
    });
    if (!again) {
      this.logger.warn(`Email ${email.id} failed for good: ${reason}`);
    }
    return again ? error : undefined;
  }

  /**
   * Marks a handed-over email sent, trying again while the database is unreachable, for up to
   * half the job's timeout (its job stays taken meanwhile, so no other worker sends it).
   */
  private async markSentWhenBack(id: string): Promise<void> {
    const deadline = Date.now() + (this.settings.jobTimeoutSeconds * 1000) / 2;
    for (;;) {
      try {
        await this.db.getRepository(Email).update({ id, state: 'queued' }, SENT());
        return;
      } catch (e) {
        if (Date.now() > deadline) {
          throw e;
        }
        await new Promise((resolve) => setTimeout(resolve, MARK_RETRY_MS));
      }
    }
  }

  /** The email of `email` to `reader`; a digest lists `jobs`. */
  private compose(email: Email, reader: EmailedUser, jobs: DigestJob[]): OutgoingEmail {
    const { appUrl, secret, from } = this.settings;
    const unsubscribe =
      `${appUrl}/api/email/unsubscribe?token=` +
      encodeURIComponent(unsubscribeToken(secret, reader.id, topicOf(email.type)));
    const preferences = `${appUrl}/profile#notifications`;
    const rendered =
      email.type === 'job.digest'
        ? renderJobDigest(jobs, reader.language, {
            action: `${appUrl}/jobs`,
            unsubscribe,
            preferences,
          })
        : renderEmail(email, reader.language, {
            action: `${appUrl}${ACTION_PATHS[actionOf(email.type)](reader.id, email)}`,
            unsubscribe,
            preferences,
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
