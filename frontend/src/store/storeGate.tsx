import { lazy, type ComponentType } from 'react';
import { catalogReady, type EnglishPart } from '../i18n/language';
import type { AppStore, RootState } from './store';

// The store (Redux Toolkit, RTK Query, immer, react-redux: a large part of the start-up code) is
// not needed for the first paint of Home (navbar links and hero), so it is loaded right after it.
// Everything that reads the store is a lazily loaded component made with `lazyWithStore`, which
// renders inside the store's Provider. This module must only import types from Redux.

let current: AppStore | null = null;
/**
 * The store's state before anything was dispatched: what the prerendered HTML shows (no session,
 * nothing loaded). Components read it while they hydrate, then the live state.
 */
let firstState: RootState | undefined;
let resolveReady: (store: AppStore) => void = () => undefined;
const ready = new Promise<AppStore>((resolve) => {
  resolveReady = resolve;
});

/** Makes `source` the app's store: a promise at start-up (main.tsx), a store in tests. */
export function provideStore(source: AppStore | Promise<AppStore>): void {
  const use = (store: AppStore) => {
    current = store;
    firstState = store.getState();
    resolveReady(store);
  };
  if (source instanceof Promise) {
    void source.then(use);
  } else {
    use(source);
  }
}

/** The state prerendered pages were built with, for the store's Provider (`serverState`). */
export function storeFirstState(): RootState | undefined {
  return firstState;
}

/** The app's store once it has been created. */
export function storeReady(): Promise<AppStore> {
  return current ? Promise.resolve(current) : ready;
}

/**
 * A code-split component rendered inside the store's Provider: its module, react-redux, the
 * store and its English (`part`, the home page's by default) load in parallel, so none of them
 * is in the first chunk.
 */
export function lazyWithStore<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  part: EnglishPart = 'start',
) {
  return lazy(async () => {
    const [{ default: Inner }, { Provider }] = await Promise.all([
      load(),
      import('react-redux'),
      storeReady(),
      catalogReady(part),
    ]);
    function WithStore(props: P) {
      return (
        <Provider store={current!} serverState={firstState}>
          <Inner {...props} />
        </Provider>
      );
    }
    return { default: WithStore };
  });
}
