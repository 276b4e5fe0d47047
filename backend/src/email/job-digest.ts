import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS } from '@tutorhub/contracts';
import type { DataSource } from 'typeorm';
import { SiteClockService } from '../common/site-time';
import type { User } from '../users/user.entity';
import { domainOf, EmailSender } from './email-sender';
import { EmailSettings } from './email-settings';
import { type DigestJob, renderJobDigest } from './email-templates';
import { unsubscribeToken } from './unsubscribe-token';

/** Jobs one digest lists at most (the newest); the board has the rest. */
export const DIGEST_MAX_JOBS = 10;

/** The window of jobs a digest reports: those approved in the last day. */
const DIGEST_WINDOW = `interval '24 hours'`;

type Reader = Pick<User, 'id' | 'email' | 'language'>;

/**
 * The daily email of new jobs for the tutors who turned it on: the open jobs approved in the
 * last 24 hours in their teaching subject whose area contains theirs (any case). A tutor gets
 * at most one a site day: the day is written in the same transaction that sends, so a second
 * run that day (or on another process) finds it taken; nothing new, no email.
 */
@Injectable()
export class JobDigest {
  private readonly logger = new Logger('Email');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: EmailSettings,
    private readonly sender: EmailSender,
    private readonly clock: SiteClockService,
  ) {}

  /** Sends today's digests not sent yet; answers how many went out. */
  async run(): Promise<number> {
    const now = this.clock.now();
    const today = this.clock.day(now);
    const readers = (await this.db.query(
      `SELECT u.id, u.email, u.language FROM users u
       WHERE u."emailJobDigest" AND u.kind = 'tutor' AND NOT u.suspended
         AND (u."jobDigestOn" IS NULL OR u."jobDigestOn" < $1::date)
         ${this.settings.verifiedOnly ? 'AND u."emailVerified"' : ''}`,
      [today],
    )) as Reader[];
    let sent = 0;
    for (const reader of readers) {
      try {
        sent += (await this.send(reader, today, now)) ? 1 : 0;
      } catch (e) {
        // One reader's failure leaves the others their email; theirs is tried on the next run.
        this.logger.warn(`Job digest for ${reader.id} failed: ${(e as Error).message}`);
      }
    }
    return sent;
  }

  private send(reader: Reader, today: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // Locked to the commit: a second run waits here, then finds today's digest sent.
      const [tutor] = (await tx.query(
        `SELECT "teachingSubject", location FROM users
         WHERE id = $1 AND ("jobDigestOn" IS NULL OR "jobDigestOn" < $2::date) FOR UPDATE`,
        [reader.id, today],
      )) as Array<{ teachingSubject: string | null; location: string | null }>;
      if (!tutor?.teachingSubject || !tutor.location?.trim()) {
        return false;
      }
      const jobs = (await tx.query(
        `SELECT t.subject, t."classLevel", t.location, t."daysPerWeek", t."salaryMin",
           t."salaryMax"
         FROM jobs t
         WHERE t.status = 'open' AND t."approvedAt" > $1::timestamptz - ${DIGEST_WINDOW}
           AND t."approvedAt" > $1::timestamptz - interval '${LIMITS.jobOpenDays} days'
           AND t.subject = $2 AND strpos(lower(t.location), lower($3)) > 0
         ORDER BY t."approvedAt" DESC, t.id DESC
         LIMIT ${DIGEST_MAX_JOBS}`,
        [now, tutor.teachingSubject, tutor.location.trim()],
      )) as DigestJob[];
      if (jobs.length === 0) {
        return false;
      }
      await tx.query(`UPDATE users SET "jobDigestOn" = $2::date WHERE id = $1`, [reader.id, today]);
      await this.sender.send(this.compose(reader, jobs, today));
      return true;
    });
  }

  private compose(reader: Reader, jobs: DigestJob[], today: string) {
    const { appUrl, secret, from } = this.settings;
    const unsubscribe =
      `${appUrl}/api/email/unsubscribe?token=` +
      encodeURIComponent(unsubscribeToken(secret, reader.id, 'jobDigest'));
    const rendered = renderJobDigest(jobs, reader.language, {
      action: `${appUrl}/jobs`,
      unsubscribe,
      preferences: `${appUrl}/profile#notifications`,
    });
    return {
      to: reader.email,
      ...rendered,
      // One digest per reader and day: a resend after a crash carries the same Message-ID.
      messageId: `<digest-${today}-${reader.id}@${domainOf(from)}>`,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }
}
