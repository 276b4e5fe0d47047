import { Injectable } from '@nestjs/common';
import type { NoticeParams, NotificationType } from '@tutorhub/contracts';
import type { EntityManager } from 'typeorm';
import { User } from '../users/user.entity';
import { emailContentOf } from './email-content';
import { Email } from './email.entity';
import { EmailQueue } from './email-queue';
import { EmailSettings } from './email-settings';
import { wantsEmail } from './email-topics';

/** At most one email per hire and reader in this window; later moves fold into the next one. */
export const HIRE_QUIET_MS = 10 * 60 * 1000;

/** A notification just written, as its email needs it. */
export interface NotifiedEvent {
  notificationId: string;
  userId: string;
  type: NotificationType;
  hireId: string | null;
  params: NoticeParams;
}

/**
 * Queues the email of a notification in the notification's own transaction: the `emails` row
 * and its pg-boss job commit or roll back with the event, so no event loses its email and no
 * rolled-back event sends one.
 */
@Injectable()
export class EmailOutbox {
  constructor(
    private readonly settings: EmailSettings,
    private readonly queue: EmailQueue,
  ) {}

  async enqueue(manager: EntityManager, event: NotifiedEvent): Promise<void> {
    if (!this.settings.enabled) {
      return;
    }
    const reader = await manager.findOne(User, {
      where: { id: event.userId },
      select: {
        id: true,
        email: true,
        emailVerified: true,
        emailHires: true,
        emailReviews: true,
        emailMessages: true,
        emailJobDigest: true,
      },
    });
    // An account proved by its mobile number alone has no address to write to.
    if (!reader?.email || !wantsEmail(reader, event.type)) {
      return;
    }
    if (this.settings.verifiedOnly && !reader.emailVerified) {
      return;
    }
    const content = emailContentOf(event);
    if (event.hireId && (await this.foldIntoQueued(manager, event, content))) {
      return;
    }
    const inserted = await manager.insert(Email, {
      userId: event.userId,
      notificationId: event.notificationId,
      hireId: event.hireId,
      type: content.type,
      code: content.code,
      params: content.params,
    });
    const emailId = (inserted.identifiers[0] as { id: string }).id;
    await this.queue.send(manager, { emailId }, await this.quietUntil(manager, event));
  }

  /** Replaces the hire's email still waiting for this reader with the newer move, if any. */
  private async foldIntoQueued(
    manager: EntityManager,
    event: NotifiedEvent,
    content: ReturnType<typeof emailContentOf>,
  ): Promise<boolean> {
    // Waits for a worker sending that email; once it is sent, the WHERE no longer matches.
    const result = await manager
      .createQueryBuilder()
      .update(Email)
      .set({
        notificationId: event.notificationId,
        type: content.type,
        code: content.code,
        params: content.params,
        folded: () => '"folded" + 1',
      })
      .where('"userId" = :userId AND "hireId" = :hireId AND "state" = \'queued\'', {
        userId: event.userId,
        hireId: event.hireId,
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** When the reader last got mail about this hire, plus the quiet window, if still ahead. */
  private async quietUntil(
    manager: EntityManager,
    event: NotifiedEvent,
  ): Promise<Date | undefined> {
    if (!event.hireId) {
      return undefined;
    }
    const [last] = (await manager.query(
      `SELECT max("sentAt") AS "sentAt" FROM "emails"
        WHERE "userId" = $1 AND "hireId" = $2 AND "state" = 'sent'`,
      [event.userId, event.hireId],
    )) as { sentAt: Date | null }[];
    const until = last?.sentAt ? last.sentAt.getTime() + HIRE_QUIET_MS : 0;
    return until > Date.now() ? new Date(until) : undefined;
  }
}
