import { useEffect } from 'react';
import { accessTokenHeader, apiUrl, refreshAccessToken, sendRequest } from '../../../lib/http';
import { useAppDispatch } from '../../../store/store';
import { openEventStream } from '../../../lib/live/eventStream';
import { setLiveMode } from '../../../lib/live/liveMode';
import { applyLiveEvent, catchUp } from './liveUpdates';

/**
 * How long after the page starts the stream is opened: the first load's network is the page's
 * own (the stream stays open for good, so tools waiting for an idle network would wait forever).
 */
const START_DELAY_MS = 3_000;

/**
 * Keeps the signed-in member's event stream (GET /api/events) open while `enabled`, with the
 * same token as every other call, and turns its events into cache updates.
 */
export function useLiveStream(enabled: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    let stop: (() => void) | null = null;
    const start = setTimeout(() => {
      stop = openEventStream({
        connect: (signal) =>
          sendRequest(apiUrl('events'), {
            headers: { Accept: 'text/event-stream', ...accessTokenHeader() },
            cache: 'no-store',
            signal,
          }),
        refreshToken: refreshAccessToken,
        onEvent: (event) => applyLiveEvent(event, dispatch),
        onMode: setLiveMode,
        onOpen: () => catchUp(dispatch),
      });
    }, START_DELAY_MS);
    return () => {
      clearTimeout(start);
      stop?.();
      setLiveMode('connecting');
    };
  }, [enabled, dispatch]);
}
