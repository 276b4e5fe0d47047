import { SseParser, type SseEvent } from './sseParser';
import {
  failureOf,
  planRetry,
  STREAM_RETRY,
  type LiveMode,
  type StreamFailure,
} from './streamPolicy';

export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface EventStreamOptions {
  /** Asks for the stream (with the caller's token); aborted when the stream is dropped. */
  connect: (signal: AbortSignal) => Promise<Response>;
  /** Renews the API token after a 401; false when there is nobody to renew it for. */
  refreshToken: () => Promise<boolean>;
  onEvent: (event: SseEvent) => void;
  onMode: (mode: LiveMode) => void;
  /** The stream is open, again: what was missed while it was closed must be fetched. */
  onOpen: () => void;
  timers?: Timers;
  random?: () => number;
}

/**
 * Keeps a Server-Sent Events stream open, read with fetch so that the token travels in the
 * Authorization header: reconnects with backoff when it breaks or falls silent, and reports
 * 'polling' when it is refused or keeps breaking (`planRetry`). Returns the function that closes
 * it for good.
 */
export function openEventStream(options: EventStreamOptions): () => void {
  const timers = options.timers ?? realTimers;
  let stopped = false;
  let failures = 0;
  let controller: AbortController | null = null;
  let retry: unknown = null;
  let silence: unknown = null;
  /** The API ended the stream because the token that opened it expired. */
  let tokenExpired = false;

  const watchSilence = () => {
    if (silence !== null) {
      timers.clear(silence);
    }
    silence = timers.set(() => controller?.abort(), STREAM_RETRY.silenceMs);
  };
  const stopWatching = () => {
    if (silence !== null) {
      timers.clear(silence);
      silence = null;
    }
  };

  const read = async (body: ReadableStream<Uint8Array>, signal: AbortSignal) => {
    const reader = body.getReader();
    // A dropped stream (stopped, or silent) ends the read whatever the fetch does with its body.
    signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
    const decoder = new TextDecoder();
    const parser = new SseParser();
    for (;;) {
      const { done, value } = await reader.read();
      if (done || stopped) {
        return;
      }
      watchSilence();
      for (const event of parser.feed(decoder.decode(value, { stream: true }))) {
        tokenExpired ||= endedByExpiry(event);
        options.onEvent(event);
      }
    }
  };

  /** One attempt: resolves with why the stream is not (or no longer) open. */
  const attempt = async (signal: AbortSignal): Promise<StreamFailure> => {
    let response = await options.connect(signal);
    if (response.status === 401 && (await options.refreshToken())) {
      response = await options.connect(signal);
    }
    if (!response.ok || !response.body) {
      return failureOf(response.status);
    }
    failures = 0;
    options.onMode('live');
    options.onOpen();
    watchSilence();
    await read(response.body, signal);
    return { kind: 'broken' };
  };

  const connect = async () => {
    retry = null;
    tokenExpired = false;
    controller = new AbortController();
    let failure: StreamFailure;
    try {
      failure = await attempt(controller.signal);
    } catch {
      failure = { kind: 'broken' };
    }
    stopWatching();
    if (stopped) {
      return;
    }
    // Not a failure: the stream ended on time; with a renewed token it reopens at once, unseen.
    if (tokenExpired && (await options.refreshToken()) && !stopped) {
      void connect();
      return;
    }
    failures += 1;
    const plan = planRetry(failures, failure, options.random);
    options.onMode(plan.mode);
    retry = timers.set(() => void connect(), plan.delayMs);
  };

  options.onMode('connecting');
  void connect();
  return () => {
    stopped = true;
    controller?.abort();
    stopWatching();
    if (retry !== null) {
      timers.clear(retry);
    }
  };
}

/** The API's last frame on a stream whose token expired. */
function endedByExpiry(event: SseEvent): boolean {
  if (event.event !== 'ended') {
    return false;
  }
  try {
    return (JSON.parse(event.data) as { reason?: unknown }).reason === 'expired';
  } catch {
    return false;
  }
}
