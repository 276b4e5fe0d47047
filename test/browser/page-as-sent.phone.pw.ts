import { expect, request, test, type Page } from '@playwright/test';
import { signInThroughUi } from './support/app';
import { BASE_URL, DEMO } from './support/env';

/**
 * The page as sent is the page: on a phone (touch only: taps, no pointer moves), the menu and the
 * language switch work before the app runs, and the account's parts are in the HTML.
 */
test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

const phoneMenu = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });
const openMenu = (page: Page) => page.getByRole('button', { name: 'Open menu' }).tap();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu opens at a tap and carries the Login link', async ({ page }) => {
    await page.goto('/');
    await expect(phoneMenu(page)).toBeHidden();
    await openMenu(page);
    await expect(phoneMenu(page)).toBeVisible();
    await expect(phoneMenu(page).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    // A tap beside it closes it, as the app's drawer did.
    await page.touchscreen.tap(400, 400);
    await expect(phoneMenu(page)).toBeHidden();
    await openMenu(page);
    await phoneMenu(page).getByRole('link', { name: 'About Us' }).tap();
    await expect(page).toHaveURL('/aboutUs');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
  });

  test('the language switch turns the page to Bangla and the next pages stay in it', async ({
    page,
  }) => {
    await page.goto('/aboutUs');
    await openMenu(page);
    await phoneMenu(page).getByRole('link', { name: 'বাংলা' }).tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'আমাদের টিম' })).toBeVisible();
    await page.getByRole('button', { name: 'মেনু খুলুন' }).tap();
    const menu = page.getByRole('navigation', { name: 'মোবাইল মেনু' });
    await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'false',
    );
    await menu.getByRole('link', { name: 'যোগাযোগ' }).tap();
    await expect(page).toHaveURL('/contactUs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  });
});

test.describe('the page as sent', () => {
  test("carries a visitor's Login link, in the bar and in the menu", async () => {
    const visitor = await request.newContext({ baseURL: BASE_URL });
    const html = await (await visitor.get('/')).text();
    expect(html.match(/href="\/login"[^>]*>Login</g) ?? []).toHaveLength(1);
    expect(html).toMatch(/href="\/login"[^>]*>.*?>Login<\/span>/);
    expect(html).not.toContain('aria-label="Open profile menu"');
    await visitor.dispose();
  });

  test("carries a member's account menu, and never reaches a visitor", async ({ page }) => {
    await signInThroughUi(page, DEMO.student);
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('aria-label="Open profile menu"');
    expect(html).toContain('>Logout</span>');
    expect(html).not.toMatch(/>Login</);
    // The member's page is theirs alone: a visitor's request right after gets a visitor's.
    const visitor = await request.newContext({ baseURL: BASE_URL });
    const visitorHtml = await (await visitor.get('/')).text();
    expect(visitorHtml).not.toContain('aria-label="Open profile menu"');
    expect(visitorHtml).toContain('>Login</span>');
    await visitor.dispose();

    // Nothing moves when the app takes over: the profile button sent is where the app keeps it.
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open profile menu' });
    const sent = await button.boundingBox();
    await page.getByRole('heading', { level: 1 }).tap();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('#root header button')].every((b) =>
        Object.keys(b).some((key) => key.startsWith('__reactProps$')),
      ),
    );
    expect(await button.boundingBox()).toEqual(sent);
    // The menu's own code loads once the page has hydrated.
    await expect(async () => {
      await button.tap();
      await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
  });
});

test('the menu opens at a tap made before the app runs, and the app then keeps it working', async ({
  page,
}) => {
  await page.goto('/');
  await openMenu(page);
  await expect(phoneMenu(page)).toBeVisible();
  // Once the app runs, a link in the menu navigates in place and closes the menu.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('#phone-menu a')!).some((key) =>
      key.startsWith('__reactProps$'),
    ),
  );
  await phoneMenu(page).getByRole('link', { name: 'Contact Us' }).tap();
  await expect(page).toHaveURL('/contactUs');
  await expect(phoneMenu(page)).toBeHidden();
});
