import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the page is prerendered or is being hydrated, true once the app runs it: what the
 * HTML built ahead must show differently from the running app (e.g. a form that cannot be sent
 * yet) renders from this without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
