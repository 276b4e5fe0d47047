import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { LoaderFunction } from 'react-router-dom';
import type { AppStore, RootState } from '../store/store';

interface Subscription extends PromiseLike<unknown> {
  unsubscribe: () => void;
}

type Initiate = ThunkAction<Subscription, RootState, unknown, UnknownAction>;

/**
 * Loads answers into the store's cache through RTK Query endpoints, then drops its own
 * subscriptions: the page subscribes with the same args and reads the cache.
 */
export async function loadAnswers(store: AppStore, ...initiates: Initiate[]): Promise<void> {
  const subs = initiates.map((initiate) => store.dispatch(initiate));
  try {
    await Promise.all(subs);
  } finally {
    subs.forEach((sub) => sub.unsubscribe());
  }
}

/**
 * A route loader that loads the page's data (given the route's `:id`) through an RTK Query
 * endpoint before the page renders.
 */
export function rtkLoader(store: AppStore, initiate: (id: string) => Initiate): LoaderFunction {
  return async ({ params }) => {
    await loadAnswers(store, initiate(params.id ?? ''));
    return null;
  };
}
