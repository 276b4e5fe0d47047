import { combineSlices, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';

/**
 * The state of the features' slices. Each feature adds its slice here (declaration merging) and
 * injects its reducer into `rootReducer` when its module loads, so the store imports no feature;
 * the entry loads those modules before it creates the store.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features
export interface FeatureSlices {}

export const rootReducer = combineSlices(api).withLazyLoadedSlices<FeatureSlices>();

export type RootState = ReturnType<typeof rootReducer> & FeatureSlices;

export function createStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    middleware: (getDefault) => getDefault().concat(api.middleware),
    preloadedState,
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;

/** The RTK Query cache a page came rendered with, as the API's answers the page shows. */
export function apiStateWith(
  cache: Pick<RootState['api'], 'queries' | 'provided'>,
): RootState['api'] {
  return { ...api.reducer(undefined, { type: 'page/rendered' }), ...cache };
}
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
