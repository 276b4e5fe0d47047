import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * A member's Hire Tutors on a phone (touch only: taps, no pointer moves): the subject tabs and
 * the Filters sheet answer a tap made before the app runs, with the list the API renders for the
 * URL they lead to, and once it runs they filter in place.
 */
const results = (page: Page) => page.getByRole('region', { name: 'Tutors' });
const cards = (page: Page) => results(page).getByRole('article');
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Filters' });

/** Whether every card shown contains `text`, and there is at least one. */
async function expectEveryCard(page: Page, text: string) {
  await expect(results(page)).toHaveAttribute('aria-busy', 'false');
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  await expect(cards(page).filter({ hasText: text })).toHaveCount(count);
}

/** Whether React has taken the page over (it marks each element it hydrated). */
const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.querySelector('#subject-tab-1')!).some((key) =>
      key.startsWith('__reactProps$'),
    ),
  );

test('before the app runs, a tab and Show tutors answer a tap with the filtered list', async ({
  page,
  member: _member,
}) => {
  // The app's code never arrives: what answers is the page as sent.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/tutorFinds');
  await expect(cards(page)).toHaveCount(12);

  await page.getByRole('tab', { name: 'Physics' }).tap();
  await expect(page).toHaveURL(/\/tutorFinds\?subject=Physics$/);
  await expect(page.getByRole('tab', { name: 'Physics' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page).filter({ hasText: 'Ayesha Rahman' })).toBeVisible();
  await expectEveryCard(page, 'Interested to teach: Physics');

  await page.getByRole('button', { name: 'Filters' }).tap();
  await expect(sheet(page)).toBeVisible();
  await sheet(page).getByLabel('Location', { exact: true }).fill('Dhanmondi');
  await sheet(page).getByRole('button', { name: 'Show tutors' }).tap();
  await expect(page).toHaveURL(/[?&]location=Dhanmondi(&|$)/);
  await expect(page).toHaveURL(/[?&]subject=Physics(&|$)/);
  await expect(sheet(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(cards(page).filter({ hasText: 'Ayesha Rahman' })).toBeVisible();
  await expectEveryCard(page, 'Dhanmondi');
  await expectEveryCard(page, 'Interested to teach: Physics');
  expect(await hydrated(page)).toBe(false);
});

test('once the app runs, a tab and Show tutors filter in place; the sheet closes and gives the focus back', async ({
  page,
  member: _member,
}) => {
  await page.goto('/tutorFinds');
  await expect(cards(page)).toHaveCount(12);
  const controls = [
    page.getByRole('tab', { name: 'Physics' }),
    page.getByRole('button', { name: 'Filters' }),
    cards(page).first(),
  ];
  const sent = await Promise.all(controls.map((control) => control.boundingBox()));
  // The first touch loads the app, which takes the page over without moving anything.
  await page.getByRole('heading', { level: 1 }).tap();
  await expect.poll(() => hydrated(page)).toBe(true);
  expect(await Promise.all(controls.map((control) => control.boundingBox()))).toEqual(sent);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const samePage = () => page.evaluate(() => 'samePage' in window);

  await page.getByRole('tab', { name: 'Physics' }).tap();
  await expect(page).toHaveURL(/\/tutorFinds\?subject=Physics$/);
  await expect(cards(page).filter({ hasText: 'Ayesha Rahman' })).toBeVisible();
  await expectEveryCard(page, 'Interested to teach: Physics');

  await page.getByRole('button', { name: 'Filters' }).tap();
  await expect(sheet(page)).toBeFocused();
  await expectAxeClean(page, 'Hire Tutors with the Filters sheet open, on a phone');
  await sheet(page).getByLabel('Location', { exact: true }).fill('Dhanmondi');
  await sheet(page).getByRole('button', { name: 'Show tutors' }).tap();
  await expect(sheet(page)).toBeHidden();
  await expect(page).toHaveURL(/[?&]location=Dhanmondi(&|$)/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expectEveryCard(page, 'Dhanmondi');
  await expectEveryCard(page, 'Interested to teach: Physics');

  // Escape closes the sheet, the draft abandoned, and the focus goes back to the button.
  await page.getByRole('button', { name: 'Filters (1)' }).tap();
  await sheet(page).getByLabel('Location', { exact: true }).fill('Sylhet');
  await page.keyboard.press('Escape');
  await expect(sheet(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
  await page.getByRole('button', { name: 'Filters (1)' }).tap();
  await expect(sheet(page).getByLabel('Location', { exact: true })).toHaveValue('Dhanmondi');
  expect(await samePage()).toBe(true);
});

test('what is picked in the sheet before the app runs stays as the app takes over, and applies in place', async ({
  page,
  member: _member,
}) => {
  // The app's code is held back until the sheet is filled in.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/tutorFinds?subject=Physics');
  await page.getByRole('button', { name: 'Filters' }).tap();
  await expect(sheet(page)).toBeVisible();
  await sheet(page).getByLabel('Location', { exact: true }).fill('Dhanmondi');
  await sheet(page).getByRole('checkbox', { name: 'Verified tutors only' }).tap();
  expect(await hydrated(page)).toBe(false);
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  release();
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(sheet(page)).toBeVisible();
  await expect(sheet(page).getByLabel('Location', { exact: true })).toHaveValue('Dhanmondi');
  await expect(sheet(page).getByRole('checkbox', { name: 'Verified tutors only' })).toBeChecked();
  await sheet(page).getByRole('button', { name: 'Show tutors' }).tap();
  await expect(sheet(page)).toBeHidden();
  await expect(page).toHaveURL(/[?&]location=Dhanmondi(&|$)/);
  await expect(page).toHaveURL(/[?&]verified=true(&|$)/);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
});
