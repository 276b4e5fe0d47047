import { expect, test, type Page } from '@playwright/test';
import { createEmulatorAccount } from './support/api';
import { Navbar, newestBlog, recordScripts, signInThroughUi, snap } from './support/app';
import { uniqueEmail } from './support/env';

/** The page is no wider than the 375 px screen: nothing scrolls sideways. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth), {
      message: 'no horizontal scroll',
    })
    .toBeLessThanOrEqual(375);
}

test.describe('on a 375 px phone', () => {
  test('the menu toggle opens the drawer with the six phone links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to the Tutor Hub' })).toBeVisible();
    expect(page.viewportSize()?.width).toBe(375);
    const navbar = new Navbar(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(navbar.loginLink).toBeHidden();
    await expectNoHorizontalScroll(page);
    await snap(page, 'home-phone');

    await navbar.menuToggle.click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('list').getByRole('link')).toHaveText([
      'Home',
      'Finds Tutor',
      'Jobs',
      'About Us',
      'Contact Us',
      'Login',
    ]);
    await page.screenshot({ path: 'screenshots/drawer-phone.png' });

    await drawer.getByRole('link', { name: 'About Us' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/aboutUs');
    await expect(page.getByRole('heading', { name: 'Our Team' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Our Team' }).getByRole('heading', { level: 2 }),
    ).toHaveCount(4);
    await expectNoHorizontalScroll(page);
    await snap(page, 'about-phone');

    for (const path of ['/contactUs', '/login', '/tutorRegistration', '/studentRegistration']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
  });

  test('a blog post loads no code until the first tap, and that tap still opens the menu', async ({
    page,
  }) => {
    const blog = await newestBlog(page);
    const scripts = recordScripts(page);
    await page.goto(`/getBlogs/${blog._id}`);
    await expect(page.getByRole('heading', { level: 1, name: blog.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);

    // The tap loads the app; the menu, the browser's own popover, opens without it.
    await new Navbar(page).menuToggle.tap();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('Hire Tutors tabs scroll sideways inside their strip', async ({ page }) => {
    const account = await createEmulatorAccount(uniqueEmail('phone'));
    await signInThroughUi(page, account);

    // Signed in, the drawer offers Logout instead of Login.
    const navbar = new Navbar(page);
    await navbar.menuToggle.click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Finds Tutor' }).click();
    await expect(page).toHaveURL('/tutorFinds');

    const tablist = page.getByRole('tablist', { name: 'Subjects' });
    const music = tablist.getByRole('tab', { name: 'Music' });
    await expect(tablist.getByRole('tab', { name: 'All' })).toBeInViewport();
    await expect(music).not.toBeInViewport();
    const scroller = page.locator('.MuiTabs-scroller');
    const overflow = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    await expectNoHorizontalScroll(page);
    await snap(page, 'hire-tutors-phone');

    await music.click();
    await expect(page).toHaveURL(/[?&]subject=Music(&|$)/);
    await expect(music).toHaveAttribute('aria-selected', 'true');
    await expect(music).toBeInViewport();
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(page.getByRole('article').filter({ hasText: 'Zahid Hasan' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
