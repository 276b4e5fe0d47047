import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS } from '@tutorhub/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { SiteClockService } from '../common/site-time';
import type { User } from '../users/user.entity';
import { Email } from './email.entity';
import { EmailQueue } from './email-queue';
import { EmailSettings } from './email-settings';
import type { DigestJob } from './email-templates';

/** Jobs one digest lists at most (the newest); the board has the rest. */
export const DIGEST_MAX_JOBS = 10;

/** The code of a digest's `emails` row: its text is the list of jobs, made when it is sent. */
export const JOB_DIGEST_CODE = 'jobDigest';

/** The window of jobs a digest reports: those approved in the day before it. */
const DIGEST_WINDOW = `interval '24 hours'`;

type Reader = Pick<User, 'id'>;

/**
 * The daily email of new jobs for the tutors who turned it on: the open jobs approved in the
 * 24 hours before it was queued, in their teaching subject, whose area contains theirs (any
 * case). It goes through the outbox like every email (its own `emails` row and job: sent once,
 * retried, listed in Dashboard › Email); its jobs are read again when it is sent, so a job
 * closed meanwhile is left out. A tutor gets at most one a site day: the day is written in the
 * same transaction that queues it, so a second run that day (or on another process) finds it
 * taken; nothing new, no email.
 */
@Injectable()
export class JobDigest {
  private readonly logger = new Logger('Email');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: EmailSettings,
    private readonly queue: EmailQueue,
    private readonly clock: SiteClockService,
  ) {}

  /** Queues today's digests not queued yet; answers how many. */
  async run(): Promise<number> {
    const now = this.clock.now();
    const today = this.clock.day(now);
    const readers = (await this.db.query(
      `SELECT u.id FROM users u
       WHERE u."emailJobDigest" AND u.kind = 'tutor' AND NOT u.suspended
         AND (u."jobDigestOn" IS NULL OR u."jobDigestOn" < $1::date)
         ${this.settings.verifiedOnly ? 'AND u."emailVerified"' : ''}`,
      [today],
    )) as Reader[];
    let queued = 0;
    for (const reader of readers) {
      try {
        queued += (await this.enqueue(reader, today, now)) ? 1 : 0;
      } catch (e) {
        // One reader's failure leaves the others their email; theirs is tried on the next run.
        this.logger.warn(`Job digest for ${reader.id} failed: ${(e as Error).message}`);
      }
    }
    return queued;
  }

  /**
   * The jobs a digest of `tutorId` queued at `at` lists: open, approved in the day before `at`
   * and not expired by `now`, in the tutor's subject and area, newest first.
   */
  async jobsFor(
    manager: EntityManager,
    tutorId: string,
    at: Date,
    now: Date = at,
  ): Promise<DigestJob[]> {
    const [tutor] = (await manager.query(
      `SELECT "teachingSubject", location FROM users WHERE id = $1`,
      [tutorId],
    )) as Array<{ teachingSubject: string | null; location: string | null }>;
    if (!tutor?.teachingSubject || !tutor.location?.trim()) {
      return [];
    }
    return (await manager.query(
      `SELECT t.subject, t."classLevel", t.location, t."daysPerWeek", t."salaryMin",
         t."salaryMax"
       FROM jobs t
       WHERE t.status = 'open' AND t."approvedAt" > $1::timestamptz - ${DIGEST_WINDOW}
         AND t."approvedAt" <= $1::timestamptz
         AND t."approvedAt" > $4::timestamptz - interval '${LIMITS.jobOpenDays} days'
         AND t.subject = $2 AND strpos(lower(t.location), lower($3)) > 0
       ORDER BY t."approvedAt" DESC, t.id DESC
       LIMIT ${DIGEST_MAX_JOBS}`,
      [at, tutor.teachingSubject, tutor.location.trim(), now],
    )) as DigestJob[];
  }

  private enqueue(reader: Reader, today: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // Locked to the commit: a second run waits here, then finds today's digest queued.
      const [due] = (await tx.query(
        `SELECT id FROM users
         WHERE id = $1 AND ("jobDigestOn" IS NULL OR "jobDigestOn" < $2::date) FOR UPDATE`,
        [reader.id, today],
      )) as Reader[];
      if (!due || (await this.jobsFor(tx, reader.id, now)).length === 0) {
        return false;
      }
      await tx.query(`UPDATE users SET "jobDigestOn" = $2::date WHERE id = $1`, [reader.id, today]);
      const inserted = await tx.insert(Email, {
        userId: reader.id,
        type: 'job.digest',
        code: JOB_DIGEST_CODE,
        params: {},
        createdAt: now,
      });
      const emailId = (inserted.identifiers[0] as { id: string }).id;
      await this.queue.send(tx, { emailId });
      return true;
    });
  }
}
