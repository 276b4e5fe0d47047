import { LIMITS } from '@tutorhub/contracts';
import type { EntityManager } from 'typeorm';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the rules of a conversation depend on: the state of its hire (or application). */
export interface ConversationState {
  /** A hire of it was accepted: contacts are shared, so the contact rule no longer applies. */
  accepted: boolean;
  /** When its hire ended or its request closed; null while open. */
  closedAt: Date | null;
}

/** Joins a conversation `c` to what its state is read from. */
export const STATE_JOINS = `LEFT JOIN "hires" h ON c.kind = 'hire' AND h.id = c."refId"`;

/** `accepted` and `closedAt` of a conversation `c` over `STATE_JOINS`. */
export const STATE_COLUMNS = `h."acceptedAt" IS NOT NULL AS accepted,
  CASE WHEN h.id IS NULL THEN 'epoch'::timestamptz
    WHEN h.status = 'ended' THEN h."endedAt"
    WHEN h.status IN ('declined', 'cancelled') THEN h."updatedAt" END AS "closedAt"`;

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
