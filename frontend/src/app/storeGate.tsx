import { lazy, type ComponentType } from 'react';
import type { AppStore } from './store';

// The store (Redux Toolkit, RTK Query, immer, react-redux: ~27 kB gzip) is not needed for the
// first paint of Home (navbar links and hero), so it is loaded right after it. Everything that
// reads the store is a lazily loaded component made with `lazyWithStore`, which renders inside
// the store's Provider. This module must only import types from Redux.

let current: AppStore | null = null;
let resolveReady: (store: AppStore) => void = () => undefined;
const ready = new Promise<AppStore>((resolve) => {
  resolveReady = resolve;
});

/** Makes `source` the app's store: a promise at start-up (main.tsx), a store in tests. */
export function provideStore(source: AppStore | Promise<AppStore>): void {
  const use = (store: AppStore) => {
    current = store;
    resolveReady(store);
  };
  if (source instanceof Promise) {
    void source.then(use);
  } else {
    use(source);
  }
}

/** The app's store once it has been created. */
export function storeReady(): Promise<AppStore> {
  return current ? Promise.resolve(current) : ready;
}

/**
 * A code-split component rendered inside the store's Provider: its module, react-redux and the
 * store load in parallel, so neither the component nor Redux is in the first chunk.
 */
export function lazyWithStore<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazy(async () => {
    const [{ default: Inner }, { Provider }] = await Promise.all([
      load(),
      import('react-redux'),
      storeReady(),
    ]);
    function WithStore(props: P) {
      return (
        <Provider store={current!}>
          <Inner {...props} />
        </Provider>
      );
    }
    return { default: WithStore };
  });
}
