import { useSyncExternalStore } from 'react';

type HotToast = typeof import('react-hot-toast').default;

let library: Promise<HotToast> | undefined;
const listeners = new Set<() => void>();

/** react-hot-toast, imported when the first toast is shown. */
function hotToast(): Promise<HotToast> {
  if (!library) {
    library = import('react-hot-toast').then((module) => module.default);
    listeners.forEach((listener) => listener());
  }
  return library;
}

/**
 * The app's toasts. react-hot-toast, and goober, which styles them, load with the first toast:
 * evaluating them and rendering the toaster held a phone's main thread as every page hydrated,
 * for toasts most visits never show.
 */
export const toast = {
  success: (message: string) => void hotToast().then((hot) => hot.success(message)),
  error: (message: string) => void hotToast().then((hot) => hot.error(message)),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast has been shown: the page frame renders the toaster from then on. */
export function useToastsShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => library !== undefined,
    () => false,
  );
}
