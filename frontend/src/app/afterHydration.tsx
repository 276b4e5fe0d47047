import { Suspense, type ComponentType } from 'react';
import { useHydrated } from '../lib/useHydrated';

/**
 * `Part`, a code-split part of the page frame, rendered once its place has been hydrated; until
 * then, and while its code loads, `AsSent` (store-free: what the page as sent shows there, or
 * nothing). A navigation is a React transition: it re-renders the frame, and React hydrates
 * every Suspense boundary still dehydrated in it before the new page may show. A boundary whose
 * code was still loading then held the navigation until that code arrived (after a sign-in, the
 * login page stayed on screen). This way the place hydrates with no code to wait for, and
 * `Part`'s code loads afterwards into a boundary that is already the app's own, which no
 * transition waits for.
 */
export function afterHydration<P extends object>(
  Part: ComponentType<P>,
  AsSent: ComponentType<P> = () => null,
): ComponentType<P> {
  function AfterHydration(props: P) {
    return useHydrated() ? (
      <Suspense fallback={<AsSent {...props} />}>
        <Part {...props} />
      </Suspense>
    ) : (
      <AsSent {...props} />
    );
  }
  return AfterHydration;
}
