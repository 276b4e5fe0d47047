import { expect, test, type Page } from '@playwright/test';
import { createEmulatorAccount } from './support/api';
import {
  LoginPage,
  Navbar,
  newestBlog,
  recordErrors,
  recordScripts,
  signInThroughUi,
  startReading,
  toast,
} from './support/app';
import { uniqueEmail } from './support/env';

/**
 * Keeps the page's first `h1` as the HTML parser made it, before any script ran: if the app
 * hydrated the page, that very element is still the one shown.
 */
async function rememberParsedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { parsedHeading: Element | null }).parsedHeading =
          document.querySelector('h1');
      }
    });
  });
}

function parsedHeadingStillShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
    return parsed !== null && parsed === document.querySelector('h1') && parsed.isConnected;
  });
}

/** Keeps whether the page's content was visible as the HTML parser made it, before any code. */
async function rememberParsedVisibility(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        const root = document.getElementById('root')!;
        Object.assign(window, { parsedVisibility: getComputedStyle(root).visibility });
      }
    });
  });
}

function parsedVisibility(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as { parsedVisibility?: string }).parsedVisibility);
}

test.describe('prerendered pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('About Us shows its heading, the team and the navigation', async ({ page }) => {
      await page.goto('/aboutUs');
      await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
      // The API renders the page with the team in it.
      await expect(page.getByRole('main').getByRole('img', { name: /^Photo of / })).toHaveCount(4);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
        'href',
        '/contactUs',
      );
    });

    test('Login cannot be sent before the app runs, so the password never goes into an address', async ({
      page,
    }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
    });

    test('Home shows its hero and the sections below it', async ({ page }) => {
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to the Tutor Hub' }),
      ).toBeVisible();
      // Large parts must be in the HTML as it is, not sent apart to be revealed by a script.
      await expect(
        page.getByRole('heading', { level: 2, name: 'What our users say' }),
      ).toBeVisible();
    });

    test('a page rendered in the browser shows the loading frame before any code', async ({
      page,
    }) => {
      await page.goto('/tutorFinds');
      await expect(page.getByRole('banner')).toContainText('Tutor Hub');
      await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    });

    test('the tutor sign-up form is there in full', async ({ page }) => {
      await page.goto('/tutorRegistration');
      await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible();
    });
  });

  test('About Us loads no code until the visitor acts, then hydrates the HTML it came with, without a console error', async ({
    page,
  }) => {
    const errors = recordErrors(page);
    await rememberParsedHeading(page);
    const scripts = recordScripts(page);
    await page.goto('/aboutUs');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A visitor who only reads downloads none of the app's code.
    expect(scripts).toEqual([]);
    await startReading(page);
    expect(await parsedHeadingStillShown(page)).toBe(true);
    // Hydrated links navigate within the page: what the page keeps in memory survives.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to the Tutor Hub' }),
    ).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a blog post comes with its text, and the app takes it over once the visitor acts, without asking the API again', async ({
    page,
  }) => {
    const blog = await newestBlog(page);
    const errors = recordErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/getBlogs/${blog._id}`)) {
        asked.push(request.url());
      }
    });
    await rememberParsedHeading(page);
    const scripts = recordScripts(page);
    await page.goto(`/getBlogs/${blog._id}`);
    await expect(page.getByRole('heading', { level: 1, name: blog.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await startReading(page);
    expect(await parsedHeadingStillShown(page)).toBe(true);
    expect(asked).toEqual([]);
    // Hydrated: a link in the page navigates within it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About Us' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Team' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a signed-in user reads Home with no code until their first move, then sees the session, without a console error', async ({
    page,
  }) => {
    const account = await createEmulatorAccount(uniqueEmail('prerender'));
    await signInThroughUi(page, account);
    // The sign-in's Home is the app's own: its lazily loaded reviews (stars last) must be in
    // before the reload, or their requests would count as the reloaded page's.
    await expect(page.getByRole('img', { name: /^Rated / }).first()).toBeVisible();
    const errors = recordErrors(page);
    await rememberParsedHeading(page);
    const scripts = recordScripts(page);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    const navbar = new Navbar(page);
    await navbar.expectSignedIn();
    await expect(
      page.getByRole('region', { name: 'What our users say' }).getByRole('listitem'),
    ).toHaveCount(6);
    await page.waitForLoadState('networkidle');
    expect(await parsedHeadingStillShown(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a member's Hire Tutors comes with its list, taken over without asking the API again", async ({
    page,
    context,
  }) => {
    const account = await createEmulatorAccount(uniqueEmail('member-page'));
    await signInThroughUi(page, account);
    const errors = recordErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/getTutor\?/.test(request.url())) {
        asked.push(request.url());
      }
    });
    await rememberParsedHeading(page);
    const response = await page.goto('/tutorFinds');
    expect(await response?.text()).toContain('data-path="/tutorFinds"');
    await expect(page.getByRole('heading', { level: 1, name: 'Hire Tutors' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await parsedHeadingStillShown(page)).toBe(true);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    // The session cookie is the page's scripts' to neither read nor keep after signing out.
    expect(await page.evaluate(() => document.cookie)).not.toContain('tutorhub.session');
    await new Navbar(page).logout();
    await expect
      .poll(async () => (await context.cookies()).map((c) => c.name))
      .not.toContain('tutorhub.session');
    const signedOut = await page.goto('/tutorFinds');
    expect(await signedOut?.text()).not.toContain('data-path="/tutorFinds"');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a Bangla visitor never sees the English HTML: Home shows in Bangla', async ({ page }) => {
    const errors = recordErrors(page);
    await page.addInitScript(() => localStorage.setItem('tutorhub.language', 'bn'));
    await rememberParsedVisibility(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutor Hub-এ আপনাকে স্বাগতম');
    await expect(page.locator('#root')).toBeVisible();
    expect(await parsedVisibility(page)).toBe('hidden');
    // The page's inline scripts (the language check, the code loader) are allowed by their hash.
    expect(errors).toEqual([]);
  });

  test.describe('in a browser that prefers Bangla', () => {
    test.use({ locale: 'bn-BD' });

    test('Home comes built in Bangla and is hydrated as it came, without a console error', async ({
      page,
    }) => {
      const errors = recordErrors(page);
      await rememberParsedHeading(page);
      await rememberParsedVisibility(page);
      const response = await page.goto('/');
      expect(await response?.text()).toContain('<html lang="bn">');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutor Hub-এ আপনাকে স্বাগতম');
      // Shown from the first paint: no English to hide, nothing to render again.
      expect(await parsedVisibility(page)).toBe('visible');
      await expect(
        page.getByRole('region', { name: 'ব্যবহারকারীরা যা বলছেন' }).getByRole('listitem'),
      ).toHaveCount(6);
      await page.waitForLoadState('networkidle');
      expect(await parsedHeadingStillShown(page)).toBe(true);
      expect(errors).toEqual([]);

      // Choosing English is remembered by the server too: the next visit comes in English.
      await page
        .getByRole('group', { name: 'ভাষা' })
        .getByRole('link', { name: 'English' })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Tutor Hub');
      const again = await page.reload();
      expect(await again?.text()).toContain('<html lang="en">');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Tutor Hub');
    });
  });

  test('Home comes with its reviews and posts, loads no code until the visitor acts, then hydrates as it came', async ({
    page,
  }) => {
    const errors = recordErrors(page);
    await rememberParsedHeading(page);
    const scripts = recordScripts(page);
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    // The app's code is added by the page's loader, not by the parser.
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    await expect(
      page.getByRole('region', { name: 'What our users say' }).getByRole('listitem'),
    ).toHaveCount(6);
    const blog = await newestBlog(page);
    await expect(page.getByRole('link', { name: new RegExp(blog.name) })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await startReading(page);
    expect(await parsedHeadingStillShown(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('Login loads no code until the visitor acts, and signs in with what was typed and pressed before the app ran', async ({
    page,
  }) => {
    const account = await createEmulatorAccount(uniqueEmail('early-login'));
    const errors = recordErrors(page);
    const scripts = recordScripts(page);
    // The app's code waits until the form has been filled in on the page as it was painted.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const login = new LoginPage(page);
    await login.goto();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    // Without the app, the buttons that need it wait for it.
    await expect(login.submit).toBeDisabled();
    await expect(login.google).toBeDisabled();

    // The first field the visitor goes to starts the app's download.
    await login.fill(account);
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    // Pressed while it still waits for the app (a real press: down and up on the button).
    await expect(login.submit).toBeDisabled();
    await login.submit.click({ force: true });
    release();
    // No second press: the first is made once the app has enabled the button.
    await expect(toast(page, 'Successfully signed in')).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(errors).toEqual([]);
  });

  test('Show password answers before the app has hydrated it, and the app keeps it shown', async ({
    page,
  }) => {
    // The app's code waits until the click has been made on the page as it was painted.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Not "load": when the app's script is added before the page's images have come, the load
    // event waits for that script, which this test holds.
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const password = page.getByRole('form', { name: 'Login' }).getByLabel('Password', {
      exact: true,
    });
    await password.fill('early-pass-1');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');

    release();
    const hide = page.getByRole('button', { name: 'Hide password' });
    await expect
      .poll(() =>
        hide.evaluate((b) => Object.keys(b).some((key) => key.startsWith('__reactProps$'))),
      )
      .toBe(true);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('early-pass-1');
    // The app has the toggle now: one click, one change.
    await hide.click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a page that is not prerendered still opens from the app shell', async ({ page }) => {
    const errors = recordErrors(page);
    const response = await page.goto('/no-such-page');
    expect(await response?.text()).not.toContain('data-prerendered');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
