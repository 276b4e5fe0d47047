import { chooseLanguage, LANGUAGE_COOKIE, type SiteLanguage } from '@tutorhub/contracts';
import Negotiator from 'negotiator';

export type PageLanguage = SiteLanguage;

const CHOSEN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE.replace('.', '\\.')}=([^;]*)`);

/**
 * The language a web page is answered in, by the web app's own rule (`chooseLanguage`): the
 * visitor's choice (the cookie the web app writes), else the browser's languages in the order
 * of its Accept-Language.
 */
export function visitorLanguage(cookie?: string, acceptLanguage?: string): PageLanguage {
  const chosen = CHOSEN.exec(cookie ?? '')?.[1];
  const headers = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
  return chooseLanguage(chosen, new Negotiator({ headers }).languages());
}
