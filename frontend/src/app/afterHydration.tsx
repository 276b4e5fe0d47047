import type { ComponentType } from 'react';
import { useHydrated } from '../lib/useHydrated';

/**
 * `Part`, a code-split part of the page frame that the HTML built ahead shows as nothing (the
 * toaster, the account controls before the session is known), rendered once its place has been
 * hydrated. A navigation is a React transition: it re-renders the frame, and React hydrates every
 * Suspense boundary still dehydrated in it before the new page may show. A boundary whose code
 * was still loading then held the navigation until that code arrived (after a sign-in, the login
 * page stayed on screen). This way the boundary hydrates with no code to wait for, and its code
 * loads afterwards into a boundary that is already the app's own, which no transition waits for.
 */
export function afterHydration<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function AfterHydration(props: P) {
    return useHydrated() ? <Part {...props} /> : null;
  }
  return AfterHydration;
}
