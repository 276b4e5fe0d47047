import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { coded, SMS_KINDS } from '@tutorhub/contracts';
import type { DataSource } from 'typeorm';
import type { UpdateResultDto as UpdateResult } from '../common/api-docs';
import { SiteClockService } from '../common/site-time';
import { errorBody } from '../common/errors';
import { User } from '../users/user.entity';
import type { SmsReportDto } from './dto/sms-report.dto';
import type { SmsSettingsDto, SmsSettingsEditDto } from './dto/sms-settings.dto';
import { Sms } from './sms.entity';
import { SMS_KIND_COLUMNS, wantsSms } from './sms-kinds';
import { SmsQueue } from './sms-queue';
import { SmsSettings } from './sms-settings';
import { readStopToken } from './stop-token';

const RECENT_DAYS = 7;
const RECENT_SHOWN = 100;

/** What members decide about their SMS, and what admins see of it. */
@Injectable()
export class SmsAccountsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SmsSettings,
    private readonly queue: SmsQueue,
    private readonly clock: SiteClockService,
  ) {}

  settingsOf(user: User): SmsSettingsDto {
    return {
      phone: user.phone,
      phoneVerified: user.phone !== null,
      hires: wantsSms(user, 'hires'),
      applications: wantsSms(user, 'applications'),
      trials: wantsSms(user, 'trials'),
      jobAlerts: wantsSms(user, 'jobAlerts'),
    };
  }

  /** Writes the kinds sent; 1 when something changed. */
  async edit(user: User, edit: SmsSettingsEditDto | undefined): Promise<UpdateResult> {
    const sent = SMS_KINDS.filter((kind) => edit?.[kind] !== undefined);
    if (sent.length === 0) {
      throw new BadRequestException(errorBody(400, coded('sms.settingsBody')));
    }
    if (edit?.jobAlerts && user.kind !== 'tutor') {
      throw new BadRequestException(errorBody(400, coded('sms.tutorsOnly')));
    }
    if (sent.some((kind) => edit?.[kind]) && user.phone === null) {
      throw new BadRequestException(errorBody(400, coded('sms.phoneRequired')));
    }
    const current = this.settingsOf(user);
    const changed = sent.filter((kind) => edit?.[kind] !== current[kind]);
    if (changed.length === 0) {
      return { modifiedCount: 0 };
    }
    await this.db
      .getRepository(User)
      .update(
        { id: user.id },
        Object.fromEntries(changed.map((kind) => [SMS_KIND_COLUMNS[kind], edit?.[kind]])),
      );
    return { modifiedCount: 1 };
  }

  /** The account a STOP token names, if it is ours and the account is. */
  async tokenAccount(token: string): Promise<User | null> {
    const userId = readStopToken(this.settings.secret, token);
    return userId ? this.db.getRepository(User).findOneBy({ id: userId }) : null;
  }

  async stopJobAlerts(user: User): Promise<void> {
    await this.db.getRepository(User).update({ id: user.id }, { smsJobAlerts: false });
  }

  /** This site month's counts and parts, and the newest SMS of the last 7 days. */
  async report(): Promise<SmsReportDto> {
    const month = this.clock.day().slice(0, 7);
    const tz = this.clock.timeZone;
    const counts = (await this.db.query(
      `SELECT "state", count(*)::int AS "count",
         coalesce(sum("parts") FILTER (WHERE "state" = 'sent'), 0)::int AS "parts"
       FROM "sms" WHERE to_char("createdAt" AT TIME ZONE $1, 'YYYY-MM') = $2 GROUP BY "state"`,
      [tz, month],
    )) as { state: string; count: number; parts: number }[];
    const countOf = (...states: string[]) =>
      counts.filter((c) => states.includes(c.state)).reduce((sum, c) => sum + c.count, 0);
    const since = new Date(this.clock.now().getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
    const recent = await this.db
      .getRepository(Sms)
      .createQueryBuilder('s')
      .where('s."createdAt" >= :since', { since })
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .take(RECENT_SHOWN)
      .getMany();
    return {
      month,
      partsThisMonth: counts.reduce((sum, c) => sum + c.parts, 0),
      byState: {
        queued: countOf('queued', 'sending'),
        sent: countOf('sent'),
        failed: countOf('failed'),
        limited: countOf('limited'),
      },
      recent: recent.map((s) => ({
        _id: s.id,
        to: s.to,
        type: s.type,
        language: s.language,
        text: s.text,
        parts: s.parts,
        encoding: s.encoding,
        state: s.state,
        attempts: s.attempts,
        lastError: s.lastError,
        createdAt: s.createdAt.toISOString(),
        sentAt: s.sentAt?.toISOString() ?? null,
      })),
    };
  }

  /** Queues a failed SMS again with fresh retries, in one transaction with its job. */
  async retry(id: string): Promise<UpdateResult> {
    if (!this.settings.enabled) {
      throw new ConflictException(errorBody(409, coded('sms.smsOff')));
    }
    return this.db.transaction(async (tx) => {
      const sms = await tx.findOne(Sms, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!sms) {
        throw new NotFoundException(errorBody(404, coded('sms.smsNotFound')));
      }
      if (sms.state !== 'failed') {
        throw new ConflictException(errorBody(409, coded('sms.notFailed')));
      }
      await tx.update(Sms, { id }, { state: 'queued', lastError: null });
      await this.queue.send(tx, { smsId: id });
      return { modifiedCount: 1 };
    });
  }
}
