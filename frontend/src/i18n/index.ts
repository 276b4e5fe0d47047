import type { MessageKey } from './en';
import type { MessageValues } from './hooks';
import { i18n } from './language';

export type { MessageKey } from './en';
export type { Formatters } from './format';
export { useFormat, useLanguage, useT, type MessageValues, type Translate } from './hooks';
export { I18nProvider } from './I18nProvider';
export type { Language } from './language';
export { translateCoded, translateMessage } from './messages';
export { termsWith, useTerm, type Terms } from './terms';
export { useSiteStamp, type StampPart } from './useSiteStamp';

/** `t()` outside React (toasts in callbacks, thunks): reads the active language when called. */
export function translate(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}
