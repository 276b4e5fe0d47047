/** One Server-Sent Event: its name (`message` unless the stream names it) and its data lines. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Reads a text/event-stream as it arrives, in chunks cut anywhere (even between a CR and its
 * LF), following the HTML standard's parsing rules: `event`, `data` (lines joined with a line
 * feed), `id`; comment lines (`:` first, the stream's heartbeats) and unknown fields are
 * ignored; a blank line dispatches the event, and an event without data is dropped.
 */
export class SseParser {
  private buffer = '';
  private skipLineFeed = false;
  private eventName = '';
  private dataLines: string[] = [];
  private lastId: string | undefined;

  /** The events `chunk` completes. */
  feed(chunk: string): SseEvent[] {
    const events: SseEvent[] = [];
    let text = chunk;
    if (this.skipLineFeed && text.startsWith('\n')) {
      text = text.slice(1);
    }
    this.skipLineFeed = false;
    this.buffer += text;
    let start = 0;
    for (let i = 0; i < this.buffer.length; i += 1) {
      const char = this.buffer[i];
      if (char !== '\n' && char !== '\r') {
        continue;
      }
      const event = this.readLine(this.buffer.slice(start, i));
      if (event) {
        events.push(event);
      }
      if (char === '\r') {
        if (i + 1 === this.buffer.length) {
          this.skipLineFeed = true;
        } else if (this.buffer[i + 1] === '\n') {
          i += 1;
        }
      }
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  private readLine(line: string): SseEvent | null {
    if (line === '') {
      return this.dispatch();
    }
    if (line.startsWith(':')) {
      return null;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) {
      value = value.slice(1);
    }
    if (field === 'event') {
      this.eventName = value;
    } else if (field === 'data') {
      this.dataLines.push(value);
    } else if (field === 'id' && !value.includes('\0')) {
      this.lastId = value;
    }
    return null;
  }

  private dispatch(): SseEvent | null {
    const event =
      this.dataLines.length === 0
        ? null
        : {
            event: this.eventName || 'message',
            data: this.dataLines.join('\n'),
            ...(this.lastId === undefined ? {} : { id: this.lastId }),
          };
    this.eventName = '';
    this.dataLines = [];
    return event;
  }
}
