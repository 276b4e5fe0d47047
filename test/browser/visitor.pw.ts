import { expect, test } from '@playwright/test';

test('a visitor sees the Tutor Hub home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to the Tutor Hub' })).toBeVisible();
  await page.screenshot({ path: 'screenshots/home.png', fullPage: true });
});
