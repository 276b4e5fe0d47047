import { api, type TagType } from '../../../store/api';
import type { AppDispatch } from '../../../store/store';
import type { SseEvent } from '../../../lib/live/sseParser';

type Tag = TagType | { type: TagType; id: string };

/** The unread counts of the navbar: messages and the notification bell. */
const COUNTS: Tag[] = [
  { type: 'Conversation', id: 'UNREAD' },
  { type: 'Notification', id: 'COUNT' },
];

/**
 * What the cache holds that an event of the stream makes stale: a new or deleted message
 * changes the conversation's messages, its row and the counts; a read receipt its row and counts;
 * a notification the bell.
 */
export function staleTags(event: SseEvent): Tag[] {
  if (event.event.startsWith('notification')) {
    return [
      { type: 'Notification', id: 'COUNT' },
      { type: 'Notification', id: 'LIST' },
    ];
  }
  let conversationId: unknown;
  try {
    conversationId = (JSON.parse(event.data) as { conversationId?: unknown }).conversationId;
  } catch {
    return [];
  }
  if (typeof conversationId !== 'string') {
    return [];
  }
  const row: Tag[] = [
    { type: 'Conversation', id: conversationId },
    { type: 'Conversation', id: 'LIST' },
    ...COUNTS,
  ];
  switch (event.event) {
    case 'message':
    case 'deleted':
      return [{ type: 'Message', id: conversationId }, ...row];
    case 'read':
      return row;
    default:
      return [];
  }
}

/** Refetches what an event of the stream changed. */
export function applyLiveEvent(event: SseEvent, dispatch: AppDispatch): void {
  // The API lost track of what it sent (its change feed reconnected): everything is refetched.
  if (event.event === 'resync') {
    catchUp(dispatch);
    return;
  }
  const tags = staleTags(event);
  if (tags.length > 0) {
    dispatch(api.util.invalidateTags(tags));
  }
}

/** On (re)opening the stream: what may have changed while it was closed is fetched again. */
export function catchUp(dispatch: AppDispatch): void {
  dispatch(api.util.invalidateTags(['Conversation', 'Message', ...COUNTS]));
}
