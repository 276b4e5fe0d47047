import { describe, expect, it } from 'vitest';
import { RENDER_FRESH_ATTRIBUTE } from './app/prerendered';
import { LANGUAGE_CHECK } from './entry-prerender';
import { LANGUAGE_STORAGE_KEY } from './i18n/language';

/**
 * Runs the page's inline language check as a browser would before the first paint: with the
 * stored choice `stored`, the browser's languages `preferred` and the page's `<html lang>`.
 * Answers whether the page is held back for a render in the visitor's language.
 */
function holdsBack(stored: string | null, preferred: string[], pageLanguage: string): boolean {
  const script = /<script>([\s\S]*)<\/script>/.exec(LANGUAGE_CHECK)![1];
  const attributes = new Set<string>();
  const window = {
    localStorage: { getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? stored : null) },
    navigator: { languages: preferred, language: preferred[0] },
    document: {
      documentElement: {
        lang: pageLanguage,
        setAttribute: (name: string) => attributes.add(name),
      },
    },
  };
  new Function('localStorage', 'navigator', 'document', script)(
    window.localStorage,
    window.navigator,
    window.document,
  );
  return attributes.has(RENDER_FRESH_ATTRIBUTE);
}

describe('the inline language check of the pages built ahead', () => {
  it('holds back a page in the other language than the visitor reads', () => {
    expect(holdsBack(null, ['bn-BD', 'en'], 'en')).toBe(true);
    expect(holdsBack('en', ['bn-BD'], 'bn')).toBe(true);
    expect(holdsBack(null, ['fr', 'en-GB', 'bn'], 'bn')).toBe(true);
  });

  it('lets a page in the visitor language paint at once', () => {
    expect(holdsBack(null, ['bn-BD', 'en'], 'bn')).toBe(false);
    expect(holdsBack('bn', ['en'], 'bn')).toBe(false);
    expect(holdsBack(null, ['fr'], 'en')).toBe(false);
    expect(holdsBack(null, [], 'en')).toBe(false);
  });
});
