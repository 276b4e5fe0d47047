import { expect, type Page } from '@playwright/test';

/**
 * Checks that a screen reads in Bangla. Text the users typed (names, descriptions, emails,
 * numbers they entered) is shown as written, so every string the API answered on this page is
 * allowed; what is left must hold no Latin word and no Latin digit.
 */

/** Words that stay as they are in Bangla: the brand, the file formats' names and sizes' units. */
const ALWAYS_ALLOWED = ['Tutor Hub', 'CSV', 'JPEG', 'PNG', 'PDF', 'KB', 'MB'];

/** Collects every string the API answers on `page` from now on (the users' data). */
export function collectUserData(page: Page): Set<string> {
  const strings = new Set<string>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('text/html')) {
      // A page the API rendered carries its answers in the HTML rather than asking for them.
      response
        .text()
        .then((html) => {
          const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(
            html,
          );
          if (data) {
            addStrings(JSON.parse(data[1]), strings);
          }
        })
        .catch(() => undefined);
      return;
    }
    if (!response.url().includes('/api/') || !type.includes('application/json')) {
      return;
    }
    response
      .json()
      .then((body: unknown) => addStrings(body, strings))
      // A 304 or an aborted answer has no body to read: the page shows what it had.
      .catch(() => undefined);
  });
  return strings;
}

function addStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.trim().length > 0) {
      into.add(value.trim());
    }
  } else if (Array.isArray(value)) {
    value.forEach((item) => addStrings(item, into));
  } else if (value && typeof value === 'object') {
    Object.values(value).forEach((item) => addStrings(item, into));
  }
}

/** Clicks বাংলা in the navbar and waits until the page says it is Bangla. */
export async function switchToBangla(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
}

/** Picks `language` (as its link reads) from the phone menu, opened by `menuButton`. */
export async function chooseLanguageOnPhone(
  page: Page,
  menuButton: string,
  language: string,
  lang: string,
): Promise<void> {
  await page.getByRole('button', { name: menuButton, exact: true }).tap();
  const link = page.getByRole('banner').getByRole('link', { name: language });
  await link.tap();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // The page stays where it is, and so does the menu: close it to see the page.
  await page.keyboard.press('Escape');
  await expect(link).toBeHidden();
}

/**
 * The visible texts, accessible names, placeholders and alt texts of the page, minus the
 * allowed strings, that still hold a Latin letter pair or a Latin digit.
 */
export async function englishLeftovers(page: Page, userData: Iterable<string>): Promise<string[]> {
  // Longest first, so a name is removed whole before a shorter string inside it.
  const allowed = [...ALWAYS_ALLOWED, ...userData].sort((a, b) => b.length - a.length);
  return page.evaluate((allowedStrings) => {
    const found: string[] = [];
    const check = (text: string | null) => {
      if (!text) {
        return;
      }
      let rest = text;
      for (const allowedString of allowedStrings) {
        rest = rest.split(allowedString).join(' ');
      }
      // Email addresses and phone numbers are identifiers, written the same in both languages.
      rest = rest.replace(/\S+@\S+\.\w+/g, ' ').replace(/\+?\d[\d -]{6,}\d/g, ' ');
      if (/[A-Za-z]{2,}|[0-9]/.test(rest)) {
        found.push(text.trim());
      }
    };
    const inEnglishOnPurpose = (el: Element) => el.closest('[lang="en"]') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript') || inEnglishOnPurpose(el)) {
        continue;
      }
      if (!el.checkVisibility({ opacityProperty: false, visibilityProperty: true })) {
        continue;
      }
      check(node.textContent);
    }
    for (const el of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    )) {
      if (inEnglishOnPurpose(el)) {
        continue;
      }
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        check(el.getAttribute(attribute));
      }
    }
    check(document.title);
    return [...new Set(found)];
  }, allowed);
}

/**
 * Whether the self-hosted Bengali font has loaded every weight the page shows (the browser loads
 * a weight once text needs it; until then this machine, with no system Bengali font, shows boxes).
 */
function bengaliFontLoaded(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter(
      (face) => face.family.replace(/["']/g, '') === 'Noto Sans Bengali',
    );
    return (
      faces.some((face) => face.status === 'loaded') &&
      !faces.some((face) => face.status === 'loading')
    );
  });
}

/**
 * Expects the page in Bangla: `lang="bn"`, the Bengali font in use (this machine has no system
 * Bengali font: without it Bangla shows as boxes) and no English outside the users' data.
 */
export async function expectBangla(page: Page, userData: Iterable<string>): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect
    .poll(() => bengaliFontLoaded(page), { message: 'the Bengali font is loaded' })
    .toBe(true);
  // The page may still be loading its data: ask again until it has settled.
  await expect
    .poll(() => englishLeftovers(page, userData), { message: 'texts still in English' })
    .toEqual([]);
}
