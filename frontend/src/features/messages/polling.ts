/** How often lists and counts are asked for again while the live stream is not open. */
export const MESSAGES_POLL_MS = 30_000;
/** How often the open conversation is asked for again while the live stream is not open. */
export const OPEN_CONVERSATION_POLL_MS = 10_000;
