import { expect, test, type Page } from '@playwright/test';
import { createEmulatorAccount } from './support/api';
import { Navbar, signInThroughUi, startReading } from './support/app';
import { uniqueEmail } from './support/env';

/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Whether `url` belongs to the sign-in machinery (its configuration or the Firebase SDK). */
const isSignInMachinery = (url: string) =>
  url.includes('/api/auth/config') || /\/assets\/firebaseAuth-[\w-]+\.js$/.test(url);

test.describe('first paint', () => {
  test('a visitor on / talks to no other host and loads no sign-in machinery', async ({
    page,
    baseURL,
  }) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to the Tutor Hub' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'What our users say' }).getByRole('listitem'),
    ).toHaveCount(6);
    // The footer (and its newsletter form) comes in as the visitor scrolls down.
    await page.getByRole('heading', { name: 'From our blog' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');

    const ours = new URL(baseURL!).origin;
    expect(
      requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== ours),
    ).toEqual([]);
    expect(requests.filter(isSignInMachinery)).toEqual([]);
  });

  test('a returning user is still signed in after a reload, without loading Firebase', async ({
    page,
  }) => {
    const account = await createEmulatorAccount(uniqueEmail('returning'));
    await signInThroughUi(page, account);
    const navbar = new Navbar(page);
    await navbar.expectSignedIn();

    const requests = recordRequests(page);
    await page.reload();
    await navbar.expectSignedIn();
    await page.goto('/tutorFinds');
    await expect(page.getByRole('tablist', { name: 'Subjects' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isSignInMachinery)).toEqual([]);

    // Signing out ends the Firebase session too: a reload does not sign the user back in.
    await navbar.logout();
    await page.goto('/login');
    await page.reload();
    // The navbar's Login link shows once the app runs, at the visitor's first move.
    await startReading(page);
    await expect(navbar.loginLink).toBeVisible();
    await expect(navbar.profileButton).toBeHidden();
  });
});
