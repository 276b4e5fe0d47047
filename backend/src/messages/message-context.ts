import { carriesContactDetails, fieldsCarryingContactDetails } from '@tutorhub/contracts';
import type { EntityManager } from 'typeorm';

/**
 * How far back a sender's own messages are read with a new one: a number sent in pieces
 * (`017`, `1234`, `5678`) within this time reads as the one number it is.
 */
export const MESSAGE_CONTEXT_MS = 10 * 60 * 1000;
/** At most this many earlier messages are read; the send limit keeps a window far below it. */
const CONTEXT_MESSAGES = 30;

/**
 * Whether `text` carries contact details alone or completes them after the sender's earlier
 * messages of the conversation from the last 10 minutes (deleted ones are gone and not read).
 */
export async function completesContactDetails(
  tx: EntityManager,
  conversationId: string,
  senderId: string,
  now: Date,
  text: string,
): Promise<boolean> {
  if (carriesContactDetails(text)) {
    return true;
  }
  const earlier = (await tx.query(
    `SELECT text FROM (
       SELECT m.text, m."createdAt", m.id FROM "messages" m
        WHERE m."conversationId" = $1 AND m."senderId" = $2 AND m."createdAt" > $3
          AND m.text IS NOT NULL
        ORDER BY m."createdAt" DESC, m.id DESC LIMIT $4
     ) recent ORDER BY "createdAt", id`,
    [conversationId, senderId, new Date(now.getTime() - MESSAGE_CONTEXT_MS), CONTEXT_MESSAGES],
  )) as Array<{ text: string }>;
  if (earlier.length === 0) {
    return false;
  }
  const fields = [
    ...earlier.map(({ text: t }, i) => [`earlier${i}`, t] as const),
    ['new', text] as const,
  ];
  return fieldsCarryingContactDetails(fields).includes('new');
}
