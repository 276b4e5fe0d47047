/** The languages the site is written in. */
export type SiteLanguage = 'en' | 'bn';

/**
 * The language a visitor reads the site in: their stored choice, else the first Bangla or
 * English tag among the languages they prefer (most preferred first; `bn-BD` counts as Bangla),
 * else English. Self-contained (no imports, no helpers): the web page's inline check runs its
 * source before the first paint.
 */
export function chooseLanguage(
  stored: string | null | undefined,
  preferred: readonly (string | null | undefined)[],
): SiteLanguage {
  if (stored === 'en' || stored === 'bn') {
    return stored;
  }
  for (let i = 0; i < preferred.length; i++) {
    const tag = preferred[i] || '';
    if (/^(bn|en)\b/i.test(tag)) {
      return /^bn/i.test(tag) ? 'bn' : 'en';
    }
  }
  return 'en';
}
