import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type NoticeParams, noticeText, type NotificationType } from '@tutorhub/contracts';
import type { UpdateResultDto as UpdateResult } from '../common/api-docs';
import { type EntityManager, In, type Repository } from 'typeorm';
import { type PageQueryDto, skipTake } from '../common/pagination';
import { BlocksService } from '../blocks/blocks.service';
import { EmailOutbox } from '../email/email-outbox';
import { SmsOutbox } from '../sms/sms-outbox';
import { publishLive } from '../events/live-events';
import {
  type CachedResponse,
  ResponseCache,
  cacheKey,
  toCachedResponse,
} from '../database/response-cache';
import type { User } from '../users/user.entity';
import type { NotificationDto, UnreadCountDto } from './dto/notification.dto';
import { Notification } from './notification.entity';

/** What another feature tells an account. */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  hireId?: string | null;
  params: NoticeParams;
  /**
   * The member whose act this reports (none for an admin's or the site's): the notice, its
   * email and its live count are left out while the two may not deal (a block, a suspension).
   */
  fromId?: string | null;
}

function toNotificationDto(n: Notification): NotificationDto {
  return {
    _id: n.id,
    type: n.type,
    hireId: n.hireId,
    params: n.params,
    text: noticeText(n.type, n.params),
    read: n.read,
    createdAt: n.createdAt.toISOString(),
  };
}

@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly cache: ResponseCache,
    private readonly email: EmailOutbox,
    private readonly sms: SmsOutbox,
    private readonly blocks: BlocksService,
  ) {}

  /**
   * Writes a notification (unless its sender and the account may not deal) and queues its email
   * and SMS with the caller's `manager`, so all are committed (or rolled back) together with the
   * change they report.
   */
  async notify(manager: EntityManager, notification: NewNotification): Promise<void> {
    if (await this.blocks.refusal(notification.fromId ?? null, notification.userId, manager)) {
      return;
    }
    const row = {
      userId: notification.userId,
      type: notification.type,
      hireId: notification.hireId ?? null,
      params: notification.params,
    };
    const inserted = await manager.insert(Notification, row);
    const notificationId = (inserted.identifiers[0] as { id: string }).id;
    await this.email.enqueue(manager, { notificationId, ...row });
    await this.sms.enqueue(manager, { notificationId, ...row });
    await this.publishCount(manager, notification.userId);
  }

  /**
   * A page of the caller's notifications, newest first, as sent: asked by the bell and the
   * notifications page, so kept per account and page until the next write to notifications.
   */
  async list(user: User, query: PageQueryDto): Promise<CachedResponse> {
    const { skip, take } = skipTake(query);
    return this.cache.get(
      cacheKey('notifications', { user: user.id, skip, take }),
      ['notifications'],
      async () => {
        const [rows, total] = await this.notifications.findAndCount({
          where: { userId: user.id },
          order: { createdAt: 'DESC', id: 'DESC' },
          skip,
          take,
        });
        return toCachedResponse(rows.map(toNotificationDto), total);
      },
    );
  }

  /** Counts on the partial (userId) WHERE NOT read index. */
  async unreadCount(user: User): Promise<CachedResponse> {
    // Asked by the bell on every page: kept per account until the next write to notifications.
    return this.cache.get(cacheKey('unreadCount', { user: user.id }), ['notifications'], async () =>
      toCachedResponse({
        count: await this.notifications.count({ where: { userId: user.id, read: false } }),
      } satisfies UnreadCountDto),
    );
  }

  /** Marks the caller's `ids` (all when absent) read; other accounts' ids change nothing. */
  async markRead(user: User, ids: string[] | undefined): Promise<UpdateResult> {
    const result = await this.notifications.update(
      { userId: user.id, read: false, ...(ids ? { id: In(ids) } : {}) },
      { read: true },
    );
    if (result.affected) {
      await this.publishCount(this.notifications.manager, user.id);
    }
    return { modifiedCount: result.affected ?? 0 };
  }

  /** Tells the account's live streams its new unread count (on commit, inside a transaction). */
  private async publishCount(manager: EntityManager, userId: string): Promise<void> {
    const count = await manager.count(Notification, { where: { userId, read: false } });
    await publishLive(manager, [userId], { event: 'notifications', data: { count } });
  }
}
