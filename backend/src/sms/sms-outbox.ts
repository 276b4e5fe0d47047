import { Injectable } from '@nestjs/common';
import type { Language, SmsType } from '@tutorhub/contracts';
import type { EntityManager } from 'typeorm';
import { SiteClockService } from '../common/site-time';
import { emailContentOf } from '../email/email-content';
import type { NotifiedEvent } from '../email/email-outbox';
import { actionOf, type EmailAction } from '../email/email-templates';
import { User } from '../users/user.entity';
import { quietUntil } from './quiet-hours';
import { Sms } from './sms.entity';
import { smsKindOf, wantsSms } from './sms-kinds';
import { SmsQueue } from './sms-queue';
import { smsSegments } from './sms-segments';
import { SmsSettings } from './sms-settings';
import { renderSms } from './sms-templates';

/** The screen an SMS links to, by the action its email's button has (SMS kinds only). */
const SMS_PATHS: Partial<Record<EmailAction, string>> = {
  tuitions: '/tuitions',
  jobs: '/jobs/mine',
  applications: '/applications',
};

/** An SMS to write: to whom, what, and what it tells of. */
export interface NewSms {
  userId: string;
  to: string;
  type: SmsType;
  language: Language;
  text: string;
  notificationId?: string;
  alertDay?: string;
}

/**
 * Writes the SMS of a notice in the notice's own transaction: the `sms` row and its pg-boss
 * job commit or roll back with it. Only to a member with a verified mobile number who takes
 * that kind; held to 08:00 in quiet hours; over the day's limit it is kept as `limited` and
 * never sent.
 */
@Injectable()
export class SmsOutbox {
  constructor(
    private readonly settings: SmsSettings,
    private readonly queue: SmsQueue,
    private readonly clock: SiteClockService,
  ) {}

  async enqueue(manager: EntityManager, event: NotifiedEvent): Promise<void> {
    const kind = smsKindOf(event.type);
    if (!this.settings.enabled || !kind) {
      return;
    }
    const reader = await manager.findOne(User, {
      where: { id: event.userId },
      select: {
        id: true,
        phone: true,
        kind: true,
        language: true,
        smsHires: true,
        smsApplications: true,
        smsTrials: true,
        smsJobAlerts: true,
      },
    });
    // The phone column holds only a number the identity provider verified.
    if (!reader?.phone || !wantsSms(reader, kind)) {
      return;
    }
    const { code, params } = emailContentOf(event);
    const link = `${this.settings.appUrl}${SMS_PATHS[actionOf(event.type)] ?? '/'}`;
    await this.write(manager, {
      userId: reader.id,
      to: reader.phone,
      type: event.type,
      language: reader.language,
      text: renderSms(code, params, reader.language, link),
      notificationId: event.notificationId,
    });
  }

  /** Inserts the row (queued with its job, or limited) with `manager`; answers its state. */
  async write(manager: EntityManager, sms: NewSms): Promise<Sms['state']> {
    const now = this.clock.now();
    const { encoding, parts } = smsSegments(sms.text);
    const over = (await this.sentToday(manager, sms.userId, now)) >= this.settings.dailyLimit;
    const inserted = await manager.insert(Sms, {
      ...sms,
      encoding,
      parts,
      createdAt: now,
      ...(over
        ? {
            state: 'limited' as const,
            lastError: `Over the daily limit of ${this.settings.dailyLimit}`,
          }
        : {}),
    });
    if (over) {
      return 'limited';
    }
    const smsId = (inserted.identifiers[0] as { id: string }).id;
    await this.queue.send(manager, { smsId }, this.startAfter(now));
    return 'queued';
  }

  /**
   * The real instant the site clock's quiet hours end, if `now` is in them: pg-boss waits by
   * the database's clock, so the site clock's distance to 08:00 is added to it.
   */
  startAfter(now: Date): Date | undefined {
    const until = quietUntil(now, this.clock.timeZone);
    return until && new Date(Date.now() + (until.getTime() - now.getTime()));
  }

  /** The member's SMS of the site day of `now` that count against the limit. */
  private async sentToday(manager: EntityManager, userId: string, now: Date): Promise<number> {
    const [row] = (await manager.query(
      `SELECT count(*)::int AS "count" FROM "sms"
        WHERE "userId" = $1 AND "state" <> 'limited'
          AND ("createdAt" AT TIME ZONE $2)::date = $3::date`,
      [userId, this.clock.timeZone, this.clock.day(now)],
    )) as { count: number }[];
    return row?.count ?? 0;
  }
}
