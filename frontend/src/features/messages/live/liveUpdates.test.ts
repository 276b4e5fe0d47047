import { describe, expect, it } from 'vitest';
import { staleTags } from './liveUpdates';

const COUNTS = [
  { type: 'Conversation', id: 'UNREAD' },
  { type: 'Notification', id: 'COUNT' },
];

describe('staleTags', () => {
  it('refetches the messages, the row and the counts on a new or deleted message', () => {
    for (const name of ['message', 'deleted']) {
      expect(staleTags({ event: name, data: '{"conversationId":"c1","messageId":"m1"}' })).toEqual([
        { type: 'Message', id: 'c1' },
        { type: 'Conversation', id: 'c1' },
        { type: 'Conversation', id: 'LIST' },
        ...COUNTS,
      ]);
    }
  });

  it('refetches only the row and the counts on a read receipt', () => {
    expect(staleTags({ event: 'read', data: '{"conversationId":"c1","readerId":"u2"}' })).toEqual([
      { type: 'Conversation', id: 'c1' },
      { type: 'Conversation', id: 'LIST' },
      ...COUNTS,
    ]);
  });

  it('refetches the bell on a notification count', () => {
    expect(staleTags({ event: 'notifications', data: '{"count":3}' })).toEqual([
      { type: 'Notification', id: 'COUNT' },
      { type: 'Notification', id: 'LIST' },
    ]);
  });

  it('ignores what it does not know and data it cannot read', () => {
    expect(staleTags({ event: 'message', data: 'not json' })).toEqual([]);
    expect(staleTags({ event: 'message', data: '{}' })).toEqual([]);
    expect(staleTags({ event: 'typing', data: '{"conversationId":"c1"}' })).toEqual([]);
  });
});
