import { codedTextTranslator } from './language';

/**
 * The message of `code` in the active language; `text` is its English, the words the API and
 * the forms use, answered as it is in English or when no translation is known.
 */
export function translateCodedMessage(code: string | undefined, text: string): string {
  const translate = codedTextTranslator();
  return translate ? translate(code, text) : text;
}

/**
 * Translates an English message text from `@tutorhub/contracts` or an API error body into the
 * active language, falling back to the text itself.
 */
export function translateMessage(text: string): string {
  return translateCodedMessage(undefined, text);
}
