import { expect, test, type Page } from '@playwright/test';
import { Navbar, signInThroughUi, snap, startReading } from './support/app';
import { expectAxeClean } from './support/axe';
import { collectUserData, expectBangla, switchToBangla } from './support/bangla';
import { DEMO } from './support/env';
import { registerPair } from './support/hiring';

/** Bengali digits ০–৯. */
const BENGALI_DIGIT = /[০-৯]/;

async function expectBanglaAndAccessible(page: Page, userData: Set<string>, label: string) {
  await expectBangla(page, userData);
  await expectAxeClean(page, `${label} in Bangla`);
}

test.describe('in a browser that prefers Bangla', () => {
  test.use({ locale: 'bn-BD' });

  test('Home opens in Bangla on the first visit, and English sticks once chosen', async ({
    page,
  }) => {
    const userData = collectUserData(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('banner').getByRole('link', { name: 'শিক্ষক খুঁজুন' })).toBeVisible();
    await startReading(page);
    await expectBanglaAndAccessible(page, userData, 'Home');
    await snap(page, 'home-bn');

    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }),
    ).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await snap(page, 'home-en');
  });
});

test('the English UI draws the বাংলা choice in a Bengali font, not boxes', async ({ page }) => {
  await page.goto('/contactUs');
  const choice = page.getByRole('banner').getByRole('link', { name: 'বাংলা' });
  await expect(choice).toBeVisible();
  expect(await choice.evaluate((button) => getComputedStyle(button).fontFamily)).toMatch(
    /^"?Bengali Label"?,/,
  );
  // The face behind it loaded: the device's own Bengali font, else the site's.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.family.replace(/"/g, '') === 'Bengali Label')
          .map((face) => face.status);
      }),
    )
    .toEqual(['loaded']);
});

test('a visitor reads registration and its validation messages in Bangla, and the choice survives a reload', async ({
  page,
}) => {
  const userData = collectUserData(page);
  await page.goto('/tutorRegistration');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await switchToBangla(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  // The form's submit button waits for the app, which loads at the visitor's first move.
  await startReading(page);

  // Sending the empty form: every field says what it needs, in Bangla.
  await page
    .getByRole('form')
    .getByRole('button', { name: /নিবন্ধন|সাইন আপ/ })
    .click();
  await expect(page.locator('.MuiFormHelperText-root').first()).toBeVisible();
  await expectBanglaAndAccessible(page, userData, 'tutor registration');

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectBanglaAndAccessible(page, userData, 'login');
});

test('a student finds a tutor, opens the profile and My tuitions in Bangla, with Bengali digits', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { tutor, student } = await registerPair();
  const userData = collectUserData(page);
  await signInThroughUi(page, student);
  await switchToBangla(page);

  await page.goto('/tutorFinds?subject=Physics');
  const tabs = page.getByRole('tablist').first();
  await expect(tabs.getByRole('tab', { name: 'পদার্থবিজ্ঞান' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page.getByRole('article').filter({ hasText: tutor.name });
  await expect(card).toBeVisible();
  // The salary (7000 a month) in Bengali digits.
  await expect(card).toContainText('৭,০০০');
  await expectBanglaAndAccessible(page, userData, 'Hire Tutors');
  await snap(page, 'hire-tutors-bn');

  await page.goto(`/tutors/${tutor.id}`);
  await expect(page.getByRole('heading', { name: tutor.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(BENGALI_DIGIT);
  await expectBanglaAndAccessible(page, userData, 'the tutor profile');

  await page.goto('/tuitions');
  await expect(page.getByRole('tablist')).toBeVisible();
  await expectBanglaAndAccessible(page, userData, 'My tuitions');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('tablist')).toBeVisible();
});

test('an admin runs the dashboard in Bangla', async ({ page }) => {
  const userData = collectUserData(page);
  await signInThroughUi(page, DEMO.admin);
  await expect(new Navbar(page).dashboardLink).toBeVisible();
  await switchToBangla(page);

  await page.goto('/Dashboard/stats');
  await expect(page.getByRole('main')).toContainText(BENGALI_DIGIT);
  await expectBanglaAndAccessible(page, userData, 'the dashboard stats');
  await snap(page, 'dashboard-bn');

  await page.goto('/Dashboard/tutorCollection');
  await expect(page.getByRole('table')).toBeVisible();
  await expectBanglaAndAccessible(page, userData, 'the tutor table');
});
