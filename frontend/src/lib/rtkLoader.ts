import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { LoaderFunction } from 'react-router-dom';
import type { AppStore, RootState } from '../app/store';

interface Subscription extends PromiseLike<unknown> {
  unsubscribe: () => void;
}

/**
 * A route loader that loads the page's data (given the route's `:id`) through an RTK Query
 * endpoint before the page renders, then drops its own subscription (the page subscribes with
 * the same args and reads the cache).
 */
export function rtkLoader(
  store: AppStore,
  initiate: (id: string) => ThunkAction<Subscription, RootState, unknown, UnknownAction>,
): LoaderFunction {
  return async ({ params }) => {
    const sub = store.dispatch(initiate(params.id ?? ''));
    try {
      await sub;
    } finally {
      sub.unsubscribe();
    }
    return null;
  };
}
