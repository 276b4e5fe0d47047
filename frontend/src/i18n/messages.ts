import type { MessageParams } from '@tutorhub/contracts';
import { activeLanguage, i18n, textCodeOf } from './language';
import { termsWith } from './terms';

/** A message's params with our own words among them (a listed subject) in the active language. */
function localParams(params: MessageParams): MessageParams {
  if (typeof params.subject !== 'string') {
    return params;
  }
  return { ...params, subject: termsWith((key) => i18n._(key)).subject(params.subject) };
}

/**
 * The message of `code` with `params` (as the API sends them beside an error's or a notice's
 * English) in the active language; `english` when the language is English, or when the code is
 * missing or unknown here (a page older than the API that answered).
 */
export function translateCoded(
  code: string | undefined,
  params: MessageParams | undefined,
  english: string,
): string {
  if (code === undefined || activeLanguage() === 'en') {
    return english;
  }
  const key = `messages.${code}`;
  return Object.hasOwn(i18n.messages, key) ? i18n._(key, localParams(params ?? {})) : english;
}

/**
 * One of the web app's own fixed English messages (a form rule's, a toast's, from
 * `@tutorhub/contracts`) in the active language; any other text as written.
 */
export function translateMessage(text: string): string {
  return translateCoded(textCodeOf(text), {}, text);
}
