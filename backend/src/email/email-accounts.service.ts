import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { coded, type EmailTopic } from '@tutorhub/contracts';
import type { DataSource } from 'typeorm';
import type { UpdateResultDto as UpdateResult } from '../common/api-docs';
import { errorBody } from '../common/errors';
import { User } from '../users/user.entity';
import type { EmailSettingsDto, EmailSettingsEditDto } from './dto/email-settings.dto';
import type { EmailReportDto } from './dto/email-report.dto';
import { Email } from './email.entity';
import { EmailQueue } from './email-queue';
import { EmailSettings } from './email-settings';
import { TOPIC_COLUMNS } from './email-topics';
import { readUnsubscribeToken } from './unsubscribe-token';

/** Days the admin's report covers. */
const REPORT_DAYS = 7;
const FAILED_SHOWN = 100;

/** What readers decide about their email, and what admins see of it. */
@Injectable()
export class EmailAccountsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: EmailSettings,
    private readonly queue: EmailQueue,
  ) {}

  settingsOf(user: User): EmailSettingsDto {
    return {
      language: user.language,
      hires: user.emailHires,
      reviews: user.emailReviews,
      messages: user.emailMessages,
      jobDigest: user.emailJobDigest,
    };
  }

  /** Writes the settings sent; 1 when something changed. */
  async edit(user: User, edit: EmailSettingsEditDto | undefined): Promise<UpdateResult> {
    const changes: Partial<
      Pick<User, 'language' | 'emailHires' | 'emailReviews' | 'emailMessages' | 'emailJobDigest'>
    > = {
      ...(edit?.language !== undefined ? { language: edit.language } : {}),
      ...(edit?.hires !== undefined ? { emailHires: edit.hires } : {}),
      ...(edit?.reviews !== undefined ? { emailReviews: edit.reviews } : {}),
      ...(edit?.messages !== undefined ? { emailMessages: edit.messages } : {}),
      ...(edit?.jobDigest !== undefined ? { emailJobDigest: edit.jobDigest } : {}),
    };
    if (Object.keys(changes).length === 0) {
      throw new BadRequestException(errorBody(400, coded('email.settingsBody')));
    }
    if (edit?.jobDigest && user.kind !== 'tutor') {
      throw new BadRequestException(errorBody(400, coded('email.jobDigestTutorsOnly')));
    }
    const differs = (Object.keys(changes) as (keyof typeof changes)[]).some(
      (key) => changes[key] !== user[key],
    );
    if (!differs) {
      return { modifiedCount: 0 };
    }
    await this.db.getRepository(User).update({ id: user.id }, changes);
    return { modifiedCount: 1 };
  }

  /** The account and kind of email an unsubscribe token names, if it is ours and the account is. */
  async tokenAccount(token: string): Promise<{ user: User; topic: EmailTopic } | undefined> {
    const read = readUnsubscribeToken(this.settings.secret, token);
    const user = read && (await this.db.getRepository(User).findOneBy({ id: read.userId }));
    return user && read ? { user, topic: read.topic } : undefined;
  }

  async unsubscribe(user: User, topic: EmailTopic): Promise<void> {
    await this.db.getRepository(User).update({ id: user.id }, { [TOPIC_COLUMNS[topic]]: false });
  }

  /** Counts by state over the last 7 days, and the failed ones with their reason. */
  async report(): Promise<EmailReportDto> {
    const since = new Date(Date.now() - REPORT_DAYS * 24 * 60 * 60 * 1000);
    const counts = (await this.db.query(
      `SELECT "state", count(*)::int AS "count" FROM "emails" WHERE "createdAt" >= $1 GROUP BY "state"`,
      [since],
    )) as { state: string; count: number }[];
    const countOf = (state: string) => counts.find((c) => c.state === state)?.count ?? 0;
    const failed = await this.db
      .getRepository(Email)
      .createQueryBuilder('e')
      .innerJoin('e.user', 'u')
      .select(['e.id', 'e.type', 'e.error', 'e.attempts', 'e.createdAt', 'u.email'])
      .where(`e.state = 'failed' AND e."createdAt" >= :since`, { since })
      .orderBy('e.createdAt', 'DESC')
      .take(FAILED_SHOWN)
      .getMany();
    return {
      counts: { queued: countOf('queued'), sent: countOf('sent'), failed: countOf('failed') },
      failed: failed.map((e) => ({
        _id: e.id,
        to: e.user?.email ?? '',
        type: e.type,
        reason: e.error ?? '',
        attempts: e.attempts,
        createdAt: e.createdAt.toISOString(),
      })),
    };
  }

  /** Queues a failed email again, in one transaction with its job. */
  async retry(id: string): Promise<UpdateResult> {
    if (!this.settings.enabled) {
      throw new ConflictException(errorBody(409, coded('email.mailOff')));
    }
    return this.db.transaction(async (tx) => {
      const email = await tx.findOne(Email, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!email) {
        throw new NotFoundException(errorBody(404, coded('email.emailNotFound')));
      }
      if (email.state !== 'failed') {
        throw new ConflictException(errorBody(409, coded('email.notFailed')));
      }
      // A hire's newer email may be waiting already: it tells the newer news, this one goes.
      const waiting =
        email.hireId &&
        (await tx.findOne(Email, {
          where: { userId: email.userId, hireId: email.hireId, state: 'queued' },
        }));
      if (waiting) {
        await tx.delete(Email, { id });
        return { modifiedCount: 1 };
      }
      await tx.update(Email, { id }, { state: 'queued', error: null });
      await this.queue.send(tx, { emailId: id });
      return { modifiedCount: 1 };
    });
  }
}
