import { LANGUAGE_COOKIE } from '@tutorhub/contracts';

export type PageLanguage = 'en' | 'bn';

const CHOSEN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE.replace('.', '\\.')}=(en|bn)(?:;|$)`);

/**
 * The language a web page is answered in, by the web app's own rule: the visitor's choice (the
 * cookie the web app writes), else the browser's most preferred of Bangla and English (its
 * Accept-Language), else English.
 */
export function visitorLanguage(cookie?: string, acceptLanguage?: string): PageLanguage {
  const chosen = CHOSEN.exec(cookie ?? '')?.[1];
  if (chosen === 'en' || chosen === 'bn') {
    return chosen;
  }
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, q }) => /^(bn|en)\b/i.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)[0];
  return preferred && /^bn/i.test(preferred.tag) ? 'bn' : 'en';
}
