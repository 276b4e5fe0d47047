import { LANGUAGE_COOKIE } from '@tutorhub/contracts';
import Negotiator from 'negotiator';

export type PageLanguage = 'en' | 'bn';

/** English first: the answer when the browser states no preference. */
const PAGE_LANGUAGES: PageLanguage[] = ['en', 'bn'];

const CHOSEN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE.replace('.', '\\.')}=(en|bn)(?:;|$)`);

/**
 * The language a web page is answered in, by the web app's own rule: the visitor's choice (the
 * cookie the web app writes), else the browser's most preferred of Bangla and English (its
 * Accept-Language, `bn-BD` counting as Bangla), else English.
 */
export function visitorLanguage(cookie?: string, acceptLanguage?: string): PageLanguage {
  const chosen = CHOSEN.exec(cookie ?? '')?.[1];
  if (chosen === 'en' || chosen === 'bn') {
    return chosen;
  }
  const headers = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
  const preferred = new Negotiator({ headers }).language(PAGE_LANGUAGES);
  return preferred === 'bn' ? 'bn' : 'en';
}
