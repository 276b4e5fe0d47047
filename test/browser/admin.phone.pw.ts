import { expect, test } from '@playwright/test';
import { Navbar, signInThroughUi, snap } from './support/app';
import { DEMO } from './support/env';

/** The dashboard on a 375 px phone: the sidebar becomes a drawer opened by a menu button. */
test('the dashboard works on a phone, with the sidebar in a drawer', async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(375);
  await signInThroughUi(page, DEMO.admin);
  await expect(new Navbar(page).menuToggle).toBeVisible();
  await page.goto('/Dashboard/tutorCollection');
  await expect(page.getByRole('heading', { name: 'Tutor Collection' })).toBeVisible();
  // Rows are stacked cards: each shows every column, actions included, without scrolling sideways.
  const rows = page.getByRole('list', { name: 'Tutor Collection' }).getByRole('listitem');
  await expect(rows).toHaveCount(10);
  const first = rows.first();
  for (const label of ['Tutor Name', 'Email', 'Phone Number', 'Role', 'Action']) {
    await expect(first.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(first.getByRole('button', { name: /^Delete / })).toBeInViewport();
  await expect(first.getByRole('button', { name: /^(Make admin: |Admin$)/ })).toBeInViewport();

  // No sidebar beside the content: a menu button instead.
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar).toBeHidden();
  const menu = page.getByRole('button', { name: 'Dashboard menu' });
  await expect(menu).toBeVisible();

  // The page never scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await snap(page, 'admin-phone-tutors');

  await menu.click();
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('link')).toHaveText([
    'Tutor Collection',
    'Student Collection',
    'Course Collection',
    'Blog Collection',
    'Review Collection',
    'Hires',
    'Jobs',
    'Reports',
    'Verification',
    'Stats',
    'Inbox',
    'Email',
    'SMS',
    'Audit log',
    'Home',
  ]);
  await snap(page, 'admin-phone-drawer');

  await sidebar.getByRole('link', { name: 'Stats' }).click();
  await expect(sidebar).toBeHidden();
  await expect(page).toHaveURL('/Dashboard/stats');
  await expect(page.getByRole('heading', { name: 'Stats Board' })).toBeVisible();
  await expect(page.getByTestId('stats-chart').locator('svg').first()).toBeVisible();
  await snap(page, 'admin-phone-stats');

  // Keyboard: the drawer opens from the button and closes with Escape.
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(sidebar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(menu).toBeFocused();
});
