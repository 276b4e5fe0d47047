import { useEffect } from 'react';
import { accessTokenHeader, apiUrl, refreshAccessToken, sendRequest } from '../../../lib/http';
import { useAppDispatch } from '../../../store/store';
import { openEventStream } from '../../../lib/live/eventStream';
import { setLiveMode } from '../../../lib/live/liveMode';
import { applyLiveEvent, catchUp } from './liveUpdates';

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
    const stop = openEventStream({
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
    return () => {
      stop();
      setLiveMode('connecting');
    };
  }, [enabled, dispatch]);
}
