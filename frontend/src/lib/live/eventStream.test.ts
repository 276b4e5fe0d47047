import { describe, expect, it, vi } from 'vitest';
import { openEventStream, type Timers } from './eventStream';
import type { SseEvent } from './sseParser';
import { STREAM_RETRY, type LiveMode } from './streamPolicy';

/** An open event stream the test writes to. */
function liveStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

/** Timers the test runs by hand: what is due, after how long. */
function manualTimers() {
  const due = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  const timers: Timers = {
    set: (run, ms) => {
      next += 1;
      due.set(next, { run, ms });
      return next;
    },
    clear: (handle) => due.delete(handle as number),
  };
  return {
    timers,
    delays: () => [...due.values()].map((t) => t.ms),
    /** Runs the pending timer of `ms`. */
    fire(ms: number) {
      const entry = [...due.entries()].find(([, t]) => t.ms === ms);
      if (!entry) {
        throw new Error(`no timer of ${ms} ms; pending: ${[...due.values()].map((t) => t.ms)}`);
      }
      due.delete(entry[0]);
      entry[1].run();
    },
  };
}

function setup(answers: Array<() => Response | Promise<Response>>) {
  const modes: LiveMode[] = [];
  const events: SseEvent[] = [];
  const onOpen = vi.fn();
  const refreshToken = vi.fn(async () => true);
  const clock = manualTimers();
  const connect = vi.fn(async () => {
    const answer = answers.shift();
    if (!answer) {
      throw new Error('no more answers');
    }
    return answer();
  });
  const stop = openEventStream({
    connect,
    refreshToken,
    onEvent: (e) => events.push(e),
    onMode: (m) => modes.push(m),
    onOpen,
    timers: clock.timers,
    random: () => 0.999999,
  });
  return { modes, events, onOpen, refreshToken, clock, connect, stop };
}

const networkError = () => Promise.reject(new TypeError('Failed to fetch'));

describe('openEventStream', () => {
  it('goes live, catches up, and hands over each event as it arrives', async () => {
    const stream = liveStream();
    const s = setup([() => stream.response]);
    await vi.waitFor(() => expect(s.modes).toEqual(['connecting', 'live']));
    expect(s.onOpen).toHaveBeenCalledTimes(1);
    stream.send(': heartbeat\n\nevent: message.created\ndata: {"conversationId":"c1"}\n\n');
    await vi.waitFor(() =>
      expect(s.events).toEqual([{ event: 'message.created', data: '{"conversationId":"c1"}' }]),
    );
    s.stop();
  });

  it('reconnects a second after the stream ends (an API restart), and catches up again', async () => {
    const first = liveStream();
    const second = liveStream();
    const s = setup([() => first.response, () => second.response]);
    await vi.waitFor(() => expect(s.modes).toEqual(['connecting', 'live']));
    first.end();
    await vi.waitFor(() => expect(s.clock.delays()).toContain(1_000));
    expect(s.modes).toEqual(['connecting', 'live', 'connecting']);
    s.clock.fire(1_000);
    await vi.waitFor(() => expect(s.modes.at(-1)).toBe('live'));
    expect(s.onOpen).toHaveBeenCalledTimes(2);
    s.stop();
  });

  it('backs off on network failures and polls from the third one, until the stream opens', async () => {
    const stream = liveStream();
    const s = setup([networkError, networkError, networkError, () => stream.response]);
    await vi.waitFor(() => expect(s.clock.delays()).toEqual([1_000]));
    s.clock.fire(1_000);
    await vi.waitFor(() => expect(s.clock.delays()).toEqual([2_000]));
    s.clock.fire(2_000);
    await vi.waitFor(() => expect(s.clock.delays()).toEqual([4_000]));
    expect(s.modes).toEqual(['connecting', 'connecting', 'connecting', 'polling']);
    s.clock.fire(4_000);
    await vi.waitFor(() => expect(s.modes.at(-1)).toBe('live'));
    s.stop();
  });

  it.each([404, 429, 501])(
    'polls at once when the API answers %i, and asks again later',
    async (status) => {
      const s = setup([() => new Response('{}', { status })]);
      await vi.waitFor(() => expect(s.modes).toEqual(['connecting', 'polling']));
      expect(s.clock.delays()).toEqual([STREAM_RETRY.afterRefusalMs]);
      expect(s.onOpen).not.toHaveBeenCalled();
      s.stop();
    },
  );

  it('renews the token once on a 401 and opens the stream with it', async () => {
    const stream = liveStream();
    const s = setup([() => new Response('{}', { status: 401 }), () => stream.response]);
    await vi.waitFor(() => expect(s.modes).toEqual(['connecting', 'live']));
    expect(s.refreshToken).toHaveBeenCalledTimes(1);
    expect(s.connect).toHaveBeenCalledTimes(2);
    s.stop();
  });

  it('renews the token and reopens at once, staying live, when the API ends the stream at its expiry', async () => {
    const first = liveStream();
    const second = liveStream();
    const s = setup([() => first.response, () => second.response]);
    await vi.waitFor(() => expect(s.modes).toEqual(['connecting', 'live']));
    first.send('event: ended\ndata: {"reason":"expired"}\n\n');
    first.end();
    await vi.waitFor(() => expect(s.onOpen).toHaveBeenCalledTimes(2));
    expect(s.refreshToken).toHaveBeenCalledTimes(1);
    expect(s.modes).toEqual(['connecting', 'live', 'live']);
    expect(s.clock.delays()).toEqual([STREAM_RETRY.silenceMs]);
    s.stop();
  });

  it('drops a stream that falls silent past the heartbeat window and reopens it', async () => {
    const first = liveStream();
    const second = liveStream();
    const s = setup([() => first.response, () => second.response]);
    await vi.waitFor(() => expect(s.clock.delays()).toEqual([STREAM_RETRY.silenceMs]));
    s.clock.fire(STREAM_RETRY.silenceMs);
    await vi.waitFor(() => expect(s.clock.delays()).toEqual([1_000]));
    s.clock.fire(1_000);
    await vi.waitFor(() => expect(s.onOpen).toHaveBeenCalledTimes(2));
    s.stop();
  });

  it('closes for good when stopped: no reconnection is planned', async () => {
    const stream = liveStream();
    const s = setup([() => stream.response]);
    await vi.waitFor(() => expect(s.modes).toEqual(['connecting', 'live']));
    s.stop();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(s.clock.delays()).toEqual([]);
    expect(s.connect).toHaveBeenCalledTimes(1);
  });
});
