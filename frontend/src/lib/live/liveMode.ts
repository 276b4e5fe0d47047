import { useSyncExternalStore } from 'react';
import type { LiveMode } from './streamPolicy';

/** How fresh data reaches the app now; what polls asks this whether to poll. */
let mode: LiveMode = 'connecting';
const listeners = new Set<() => void>();

export function setLiveMode(next: LiveMode): void {
  if (next !== mode) {
    mode = next;
    listeners.forEach((listener) => listener());
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live stream's state; re-renders when it changes. */
export function useLiveMode(): LiveMode {
  return useSyncExternalStore(
    subscribe,
    () => mode,
    () => mode,
  );
}

/**
 * The polling interval of a query the stream keeps fresh: none while the stream is live,
 * `fallbackMs` otherwise (the way the app kept fresh before it had the stream).
 */
export function usePollingWhenNotLive(fallbackMs: number): number {
  return useLiveMode() === 'live' ? 0 : fallbackMs;
}
