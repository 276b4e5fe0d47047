import { Injectable } from '@nestjs/common';
import { coded, type MessageParams, SITE } from '@tutorhub/contracts';
import type { EntityManager } from 'typeorm';
import { User } from '../users/user.entity';
import { Email } from './email.entity';
import { EmailQueue } from './email-queue';
import { EmailSettings } from './email-settings';
import { wantsEmail } from './email-topics';

/** A message left unread this long is emailed to its reader. */
export const UNREAD_EMAIL_AFTER_MS = 15 * 60 * 1000;

/** At most one email per conversation in this window. */
export const CONVERSATION_EMAIL_QUIET_MS = 60 * 60 * 1000;

/** A conversation as the scheduling needs it. */
export interface EmailedConversation {
  id: string;
  lastEmailedAt: Date | null;
}

/** What the email of an unread message says, or when to look again. */
export type UnreadMessageContent =
  { send: true; params: MessageParams } | { send: false; retryAt?: Date };

/**
 * Emails the reader of a message that stays unread: one email per conversation waits in the
 * queue at a time, at least 15 minutes after the message and an hour after the conversation's
 * last email; when it is due, the worker sends the latest unread message, or nothing if the
 * reader has read them all.
 */
@Injectable()
export class UnreadMessageEmails {
  constructor(
    private readonly settings: EmailSettings,
    private readonly queue: EmailQueue,
  ) {}

  /** Queues the email of a new message for `readerId`, in the message's transaction. */
  async schedule(
    manager: EntityManager,
    conversation: EmailedConversation,
    readerId: string,
  ): Promise<void> {
    if (!this.settings.enabled) {
      return;
    }
    const reader = await manager.findOne(User, {
      where: { id: readerId },
      select: {
        id: true,
        emailVerified: true,
        emailHires: true,
        emailReviews: true,
        emailMessages: true,
        emailJobDigest: true,
      },
    });
    if (
      !reader ||
      !wantsEmail(reader, 'message.unread') ||
      (this.settings.verifiedOnly && !reader.emailVerified)
    ) {
      return;
    }
    const [made] = (await manager.query(
      `INSERT INTO "emails" ("userId", "type", "conversationId", "code", "params")
       VALUES ($1, 'message.unread', $2, $3, '{}')
       ON CONFLICT ("userId", "conversationId")
         WHERE "state" = 'queued' AND "conversationId" IS NOT NULL DO NOTHING
       RETURNING id`,
      [readerId, conversation.id, coded('conversation.unreadEmail', {}).code],
    )) as Array<{ id: string }>;
    if (made) {
      await this.queue.send(manager, { emailId: made.id }, this.dueAt(conversation.lastEmailedAt));
    }
  }

  /**
   * At delivery, under the email's lock: the latest message `email`'s reader has not read (from
   * the other party, not deleted, and no block between them), marking the conversation emailed;
   * or, when the oldest unread one is not yet 15 minutes old, when to look again.
   */
  async contentOf(tx: EntityManager, email: Email): Promise<UnreadMessageContent> {
    const unread = (await tx.query(
      `SELECT m.text, m."createdAt", u.name AS sender FROM "conversations" c
         JOIN "messages" m ON m."conversationId" = c.id
         LEFT JOIN "users" u ON u.id = m."senderId"
        WHERE c.id = $1 AND m."deletedAt" IS NULL AND m."senderId" IS DISTINCT FROM $2
          AND m."createdAt" > COALESCE(CASE WHEN c."studentId" = $2
            THEN c."studentReadAt" ELSE c."tutorReadAt" END, '-infinity')
          AND NOT EXISTS (SELECT 1 FROM "blocks" b WHERE
            (b."blockerId" = $2 AND b."blockedId" = m."senderId") OR
            (b."blockedId" = $2 AND b."blockerId" = m."senderId"))
        ORDER BY m."createdAt" ASC`,
      [email.conversationId, email.userId],
    )) as Array<{ text: string; createdAt: Date; sender: string | null }>;
    if (unread.length === 0) {
      return { send: false };
    }
    const oldestDue = unread[0].createdAt.getTime() + UNREAD_EMAIL_AFTER_MS;
    if (oldestDue > Date.now()) {
      return { send: false, retryAt: new Date(oldestDue) };
    }
    const latest = unread[unread.length - 1];
    await tx.query(`UPDATE "conversations" SET "lastEmailedAt" = now() WHERE id = $1`, [
      email.conversationId,
    ]);
    return {
      send: true,
      params: { sender: latest.sender ?? SITE.memberName, text: latest.text },
    };
  }

  /** Puts the delivery of a still-queued email off until `at`. */
  async retryLater(tx: EntityManager, email: Email, at: Date): Promise<void> {
    await this.queue.send(tx, { emailId: email.id }, at);
  }

  private dueAt(lastEmailedAt: Date | null): Date {
    const afterMessage = Date.now() + UNREAD_EMAIL_AFTER_MS;
    const afterLast = lastEmailedAt ? lastEmailedAt.getTime() + CONVERSATION_EMAIL_QUIET_MS : 0;
    return new Date(Math.max(afterMessage, afterLast));
  }
}
