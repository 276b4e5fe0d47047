import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS, type Language } from '@tutorhub/contracts';
import type { DataSource } from 'typeorm';
import { SiteClockService } from '../common/site-time';
import { SmsOutbox } from './sms-outbox';
import { SmsSettings } from './sms-settings';
import { renderJobAlert } from './sms-templates';
import { stopToken } from './stop-token';

interface AlertedTutor {
  id: string;
  phone: string;
  language: Language;
  teachingSubject: string;
  location: string;
  /** When their last alert was written, if ever. */
  lastAlert: Date | null;
}

/** A first alert counts the jobs of the day before it. */
const FIRST_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The tutors' daily SMS of new jobs (promotional: it ends with the STOP link): how many open
 * jobs in their teaching subject, whose area contains theirs (any case), were approved since
 * their last alert. Once a site day per tutor (the `sms` row carries the day, unique per
 * account), through the outbox like every SMS; nothing new, no SMS.
 */
@Injectable()
export class JobAlerts {
  private readonly logger = new Logger('Sms');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SmsSettings,
    private readonly outbox: SmsOutbox,
    private readonly clock: SiteClockService,
  ) {}

  /** Writes today's alerts not written yet; answers how many. */
  async run(): Promise<number> {
    const now = this.clock.now();
    const today = this.clock.day(now);
    const tutors = (await this.db.query(
      `SELECT u.id, u.phone, u.language, u."teachingSubject", trim(u.location) AS location,
         (SELECT max(s."createdAt") FROM sms s WHERE s."userId" = u.id AND s."alertDay" IS NOT NULL)
           AS "lastAlert"
       FROM users u
       WHERE u.kind = 'tutor' AND u.phone IS NOT NULL AND NOT u.suspended
         AND (u."smsJobAlerts" IS NULL OR u."smsJobAlerts")
         AND u."teachingSubject" IS NOT NULL AND trim(coalesce(u.location, '')) <> ''
         AND NOT EXISTS (SELECT 1 FROM sms s WHERE s."userId" = u.id AND s."alertDay" = $1::date)`,
      [today],
    )) as AlertedTutor[];
    let written = 0;
    for (const tutor of tutors) {
      try {
        written += (await this.alert(tutor, today, now)) ? 1 : 0;
      } catch (e) {
        // One tutor's failure (a second run racing this one) leaves the others their alert.
        this.logger.warn(`Job alert for ${tutor.id} failed: ${(e as Error).message}`);
      }
    }
    return written;
  }

  private alert(tutor: AlertedTutor, today: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const since = tutor.lastAlert ?? new Date(now.getTime() - FIRST_WINDOW_MS);
      const [found] = (await tx.query(
        `SELECT count(*)::int AS "count" FROM jobs t
         WHERE t.status = 'open' AND t."approvedAt" > $1 AND t."approvedAt" <= $2
           AND t."approvedAt" > $2::timestamptz - interval '${LIMITS.jobOpenDays} days'
           AND t.subject = $3 AND strpos(lower(t.location), lower($4)) > 0`,
        [since, now, tutor.teachingSubject, tutor.location],
      )) as { count: number }[];
      if (!found?.count) {
        return false;
      }
      const { appUrl, secret } = this.settings;
      const text = renderJobAlert(
        { count: found.count, subject: tutor.teachingSubject },
        tutor.language,
        { jobs: `${appUrl}/jobs`, stop: `${appUrl}/api/sms/stop?t=${stopToken(secret, tutor.id)}` },
      );
      await this.outbox.write(tx, {
        userId: tutor.id,
        to: tutor.phone,
        type: 'job.alert',
        language: tutor.language,
        text,
        alertDay: today,
      });
      return true;
    });
  }
}
