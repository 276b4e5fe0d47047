import { describe, expect, it } from 'vitest';
import { SseParser } from './sseParser';

describe('SseParser', () => {
  it('reads named events with their data and id, and skips heartbeat comments', () => {
    const parser = new SseParser();
    expect(
      parser.feed(
        ': heartbeat\n\nevent: message.created\nid: 7\ndata: {"conversationId":"c1"}\n\n',
      ),
    ).toEqual([{ event: 'message.created', id: '7', data: '{"conversationId":"c1"}' }]);
  });

  it('joins data lines with a line feed and names an unnamed event "message"', () => {
    expect(new SseParser().feed('data: first\ndata:second\ndata\n\n')).toEqual([
      { event: 'message', data: 'first\nsecond\n' },
    ]);
  });

  it('puts together an event cut anywhere, a CR LF split between chunks included', () => {
    const parser = new SseParser();
    const stream = 'event: read\r\ndata: {"a":1}\r\n\r\nevent: count\rdata: 3\r\r';
    const events = [];
    for (const piece of [
      'ev',
      'ent: read\r',
      '\ndata: {"a"',
      ':1}\r\n\r',
      '\nevent: count\rdata: 3\r',
      '\r',
    ]) {
      events.push(...parser.feed(piece));
    }
    expect(events).toEqual([
      { event: 'read', data: '{"a":1}' },
      { event: 'count', data: '3' },
    ]);
    expect(new SseParser().feed(stream)).toEqual(events);
  });

  it('drops an event without data and forgets its name', () => {
    const parser = new SseParser();
    expect(parser.feed('event: ping\n\ndata: x\n\n')).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('holds an unfinished event until its blank line comes', () => {
    const parser = new SseParser();
    expect(parser.feed('event: message.deleted\ndata: {}\n')).toEqual([]);
    expect(parser.feed('\n')).toEqual([{ event: 'message.deleted', data: '{}' }]);
  });
});
