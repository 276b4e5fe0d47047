import { expect, test, type Locator, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@tutorhub/contracts';
import { expectAccessToken } from './support/app';
import { expectAxeClean } from './support/axe';
import { BASE_URL, DEMO, type Credentials } from './support/env';

/**
 * The first screen of a common Android phone (412×823) on the main screens, in both languages:
 * what a person came for shows without scrolling. Touch only: taps, no pointer moves.
 */
const SCREEN = { width: 412, height: 823 };
test.use({ viewport: SCREEN, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });

type Lang = 'en' | 'bn';

const TEXT = {
  en: {
    welcome: 'Welcome to the Tutor Hub',
    joinAsTutor: 'Tutor',
    joinAsStudent: 'Student',
    welcomeBack: /^Welcome back/,
    findTutor: 'Find a tutor',
    tuitions: 'My tuitions',
    filters: 'Filters',
    filtersSheet: 'Filters',
    showTutors: 'Show tutors',
    verified: 'Verified',
    salary: 'Monthly salary',
    request: 'Request to hire',
    stars: /^Rated /,
  },
  bn: {
    welcome: 'Tutor Hub-এ আপনাকে স্বাগতম',
    joinAsTutor: 'শিক্ষক',
    joinAsStudent: 'শিক্ষার্থী',
    welcomeBack: /^আবার স্বাগতম/,
    findTutor: 'শিক্ষক খুঁজুন',
    tuitions: 'আমার টিউশন',
    filters: 'ফিল্টার',
    filtersSheet: 'ফিল্টার',
    showTutors: 'শিক্ষক দেখুন',
    verified: 'যাচাইকৃত',
    salary: 'মাসিক বেতন',
    request: 'নিয়োগের অনুরোধ করুন',
    stars: /রেটিং/,
  },
} as const;

/** The reader's language, as their stored choice and the cookie the API answers pages by. */
async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: lang, url: BASE_URL }]);
  await page
    .context()
    .addInitScript(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_COOKIE, lang]);
}

/** Signs in through the login form, by its fields' ids (their labels are in either language). */
async function signIn(page: Page, { email, password }: Credentials): Promise<void> {
  await page.goto('/login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('form button[type="submit"]').tap();
  await expectAccessToken(page);
  await expect(page).toHaveURL('/');
}

/** `locator` lies wholly on the first screen: no scrolling needed to see it. */
async function expectOnFirstScreen(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const scrolled = await locator.page().evaluate(() => window.scrollY);
  expect(scrolled).toBe(0);
  // Where it settles: a sheet still sliding up (a slow phone) is measured once it is in place.
  await expect
    .poll(async () => {
      const box = (await locator.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= SCREEN.height;
    })
    .toBe(true);
}

/**
 * A reader's first touch, on the page's title: a page the API sent loads the app at it. Waits
 * until React has taken every button over.
 */
async function wakeByTap(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).tap();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#root button')].every((button) =>
      Object.keys(button).some((key) => key.startsWith('__reactProps$')),
    ),
  );
  await page.waitForLoadState('networkidle');
}

/** The first screen as `docs/screenshots/phone-<screen>-<lang>.png`. */
async function shoot(page: Page, screen: string, lang: Lang): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `docs/screenshots/phone-${screen}-${lang}.png` });
}

for (const lang of ['en', 'bn'] as const) {
  const text = TEXT[lang];

  test.describe(`the first screen on a phone (${lang})`, () => {
    test.beforeEach(async ({ page }) => chooseLanguage(page, lang));

    test('Home welcomes a visitor with the ways to join', async ({ page }) => {
      await page.goto('/');
      await expectOnFirstScreen(page.getByRole('heading', { level: 1, name: text.welcome }));
      const hero = page.locator('section[aria-labelledby="hero-title"]');
      await expectOnFirstScreen(hero.getByRole('link', { name: text.joinAsTutor, exact: true }));
      await expectOnFirstScreen(hero.getByRole('link', { name: text.joinAsStudent, exact: true }));
      await shoot(page, 'home-visitor', lang);
    });

    test("a student's Home, Hire Tutors, a tutor's page and My tuitions", async ({ page }) => {
      await signIn(page, DEMO.student);

      // Home as sent: the API rendered it with the session, so the student's next steps are
      // there before the app runs (no tap yet), and nothing changes once it has.
      const sent = await (await page.request.get('/')).text();
      expect(sent).toContain(`>${text.findTutor}</a>`);
      expect(sent).not.toContain('href="/studentRegistration"');
      await page.goto('/');
      const hero = page.locator('section[aria-labelledby="hero-title"]');
      await expectOnFirstScreen(page.getByRole('heading', { level: 1, name: text.welcomeBack }));
      await expectOnFirstScreen(hero.getByRole('link', { name: text.findTutor }));
      await expectOnFirstScreen(hero.getByRole('link', { name: text.tuitions }));
      await expect(hero.getByRole('link', { name: text.joinAsStudent, exact: true })).toHaveCount(
        0,
      );
      const before = await hero.innerHTML();
      await wakeByTap(page);
      expect(await hero.innerHTML()).toBe(before);
      await shoot(page, 'home-member', lang);

      // Hire Tutors: the search and the Filters button, then at least one whole card; a card is
      // compact enough for two on a screen.
      await page.goto('/tutorFinds');
      const filters = page.getByRole('button', { name: text.filters, exact: true });
      await expectOnFirstScreen(filters);
      const cards = page.locator('#tutor-results article');
      await expectOnFirstScreen(cards.first());
      expect((await cards.first().boundingBox())!.height).toBeLessThan(SCREEN.height / 2 - 40);
      await expect(cards.first().locator('.MuiAvatar-root img')).toBeVisible();
      await shoot(page, 'hire-tutors', lang);

      // The Filters sheet rises at a tap and applies what is picked in it.
      await wakeByTap(page);
      await filters.tap();
      const sheet = page.getByRole('form', { name: text.filtersSheet });
      await expectOnFirstScreen(sheet.getByRole('button', { name: text.showTutors }));
      await sheet.getByRole('checkbox').tap();
      await sheet.getByRole('button', { name: text.showTutors }).tap();
      await expect(page).toHaveURL(/[?&]verified=true/);
      await expectOnFirstScreen(
        page.getByRole('button', { name: new RegExp(`^${text.filters} \\(`) }),
      );
      await expectOnFirstScreen(cards.first());
      await expectAxeClean(page, `Hire Tutors on a phone (${lang})`);

      // A tutor's page: photo, name, badge, stars, subject, salary and Request to hire.
      const name = (await cards.first().getByRole('heading', { level: 2 }).textContent())!;
      await cards.first().getByRole('link', { name }).tap();
      await expect(page).toHaveURL(/\/tutors\//);
      const profile = page.getByRole('article', { name });
      await expectOnFirstScreen(profile.getByRole('heading', { level: 1, name }));
      await expectOnFirstScreen(profile.locator('img').first());
      await expectOnFirstScreen(profile.getByText(text.verified, { exact: true }));
      await expectOnFirstScreen(profile.getByRole('img', { name: text.stars }).first());
      await expectOnFirstScreen(profile.getByText(text.salary));
      await expectOnFirstScreen(page.getByRole('button', { name: text.request }));
      await shoot(page, 'tutor', lang);
      await expectAxeClean(page, `a tutor's page on a phone (${lang})`);

      // My tuitions: the title and the first hire.
      await page.goto('/tuitions');
      await expectOnFirstScreen(page.getByRole('heading', { level: 1, name: text.tuitions }));
      await expectOnFirstScreen(page.getByRole('article').first().getByRole('heading').first());
      await shoot(page, 'tuitions', lang);
    });
  });
}

test('an English page draws Bangla text and ৳ in the bundled Bengali face, never for Latin', async ({
  page,
}) => {
  await chooseLanguage(page, 'en');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const faces = (sample: string) =>
    page.evaluate(
      async (s) => (await document.fonts.load('16px "Noto Sans Bengali"', s)).length,
      sample,
    );
  expect(await faces('৳')).toBeGreaterThan(0);
  expect(await faces('রহিম')).toBeGreaterThan(0);
  expect(await faces('Rahim')).toBe(0);
});
