import type { EntityManager } from 'typeorm';
import { CHANGE_FEED_CHANNEL } from '../database/change-feed-triggers';

/** The change feed's "table" name that carries live events between replicas. */
export const LIVE_TOPIC = 'live';

/** What a member's open streams are told, as written on the stream (`event:` and `data:`). */
export type LiveEvent =
  | {
      event: 'message';
      data: {
        conversationId: string;
        message: {
          _id: string;
          conversationId: string;
          senderId: string | null;
          text: string | null;
          createdAt: string;
          deleted: boolean;
        };
      };
    }
  | { event: 'read'; data: { conversationId: string; readerId: string; readAt: string } }
  | { event: 'deleted'; data: { conversationId: string; messageId: string } }
  | { event: 'notifications'; data: { count: number } };

/** One event and the accounts it is for, as it travels through PostgreSQL. */
export interface AddressedEvent {
  to: string[];
  live: LiveEvent;
}

/**
 * Sends `live` to the streams of `to` on every replica. Inside a transaction it leaves on
 * commit (NOTIFY's rule), so no stream hears of a write that was rolled back.
 */
export async function publishLive(
  manager: EntityManager,
  to: Array<string | null>,
  live: LiveEvent,
): Promise<void> {
  const event: AddressedEvent = { to: to.filter((id): id is string => id !== null), live };
  if (event.to.length === 0) {
    return;
  }
  await manager.query(`SELECT pg_notify($1, $2)`, [
    CHANGE_FEED_CHANNEL,
    `${LIVE_TOPIC}:${JSON.stringify(event)}`,
  ]);
}
