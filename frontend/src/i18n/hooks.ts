import { useMemo, useSyncExternalStore } from 'react';
import type { MessageKey } from './en';
import { formattersFor, type Formatters } from './format';
import { activeLanguage, i18n, setLanguage, type Language } from './language';

export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

interface Snapshot {
  language: Language;
  /** A new function whenever another language is activated. */
  t: Translate;
}

// Lingui's React binding (@lingui/react, with its useSyncExternalStore shim) would add about
// 2 kB gzip to the first load for what these few lines do with React's own
// useSyncExternalStore: every component that translates re-renders when the language changes.
function takeSnapshot(): Snapshot {
  return { language: activeLanguage(), t: (key, values) => i18n._(key, values) };
}
let snapshot = takeSnapshot();
// Registered before any component subscribes, so components always read the fresh snapshot.
// Only a change of language re-renders: an English catalog part that loads later holds texts
// of code that waits for it before rendering (catalogReady), and re-rendering every translated
// component (the whole page, with the theme) on each part cost a phone a long task.
i18n.on('change', () => {
  if (activeLanguage() !== snapshot.language) {
    snapshot = takeSnapshot();
  }
});
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const getSnapshot = () => snapshot;

const useI18nState = () => useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

/** `t(key, values)` in the active language; components re-render when it changes. */
export function useT(): Translate {
  return useI18nState().t;
}

export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { language } = useI18nState();
  return useMemo(
    () => ({ language, setLanguage: (next: Language) => void setLanguage(next) }),
    [language],
  );
}

/** Numbers, money and dates in the active language (Bengali digits in Bangla). */
export function useFormat(): Formatters {
  return formattersFor(useI18nState().language);
}
