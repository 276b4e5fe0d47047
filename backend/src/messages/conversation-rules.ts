import { LIMITS } from '@tutorhub/contracts';
import type { EntityManager } from 'typeorm';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the rules of a conversation depend on: the state of its application and hire. */
export interface ConversationState {
  /** Its hire was accepted: contacts are shared, so the contact rule no longer applies. */
  accepted: boolean;
  /** When its hire ended, or its request or application closed; null while open. */
  closedAt: Date | null;
}

/**
 * Joins a conversation `c` to what its state is read from: its application `a` (an
 * application's conversation) and its hire `h` (a hire's, or the hire made from the application).
 */
export const STATE_JOINS = `LEFT JOIN "job_applications" a
    ON c.kind = 'application' AND a.id = c."refId"
  LEFT JOIN "hires" h
    ON h.id = CASE WHEN c.kind = 'hire' THEN c."refId" END OR h."applicationId" = a.id`;

/**
 * `accepted` and `closedAt` of a conversation `c` over `STATE_JOINS`. Once there is a hire, its
 * state decides; before, the application's. One whose item is gone counts as long closed.
 */
export const STATE_COLUMNS = `h."acceptedAt" IS NOT NULL AS accepted,
  CASE WHEN h.id IS NULL AND a.id IS NULL THEN 'epoch'::timestamptz
    WHEN h.status = 'ended' THEN h."endedAt"
    WHEN h.status IN ('declined', 'cancelled') THEN h."updatedAt"
    WHEN h.id IS NULL AND a.status IN ('rejected', 'withdrawn', 'closed') THEN a."updatedAt"
  END AS "closedAt"`;

/** The state of conversation `id`. */
export async function conversationState(
  manager: EntityManager,
  id: string,
): Promise<ConversationState> {
  const [state] = (await manager.query(
    `SELECT ${STATE_COLUMNS} FROM "conversations" c ${STATE_JOINS} WHERE c.id = $1`,
    [id],
  )) as ConversationState[];
  return state;
}

/** Closed long enough ago that the conversation can be read but not written to. */
export function isReadOnly(state: ConversationState, now: Date): boolean {
  return (
    state.closedAt !== null &&
    now.getTime() - state.closedAt.getTime() > LIMITS.conversationReadOnlyDays * DAY_MS
  );
}
