import {
  chooseLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type SiteLanguage,
} from '@tutorhub/contracts';
import Negotiator from 'negotiator';

export type PageLanguage = SiteLanguage;

const CHOSEN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE.replace('.', '\\.')}=([^;]*)`);

/** The language a page's link asks for (`?lang=bn`), if it is one of the site's. */
export function askedLanguage(url: string): PageLanguage | undefined {
  const asked = new URLSearchParams(url.split('?')[1] ?? '').get(LANGUAGE_PARAM);
  return asked === 'en' || asked === 'bn' ? asked : undefined;
}

/**
 * The language a web page is answered in, by the web app's own rule (`chooseLanguage`): the
 * language its link asks for, else the visitor's choice (the cookie the web app writes), else
 * the browser's languages in the order of its Accept-Language.
 */
export function visitorLanguage(
  cookie?: string,
  acceptLanguage?: string,
  asked?: PageLanguage,
): PageLanguage {
  const chosen = asked ?? CHOSEN.exec(cookie ?? '')?.[1];
  const headers = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
  return chooseLanguage(chosen, new Negotiator({ headers }).languages());
}
