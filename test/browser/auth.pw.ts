import { expect, test } from '@playwright/test';
import { createEmulatorAccount } from './support/api';
import {
  LoginPage,
  Navbar,
  accessToken,
  expectNoAccessToken,
  snap,
  startReading,
  toast,
} from './support/app';
import { DEMO, screenshotPath, uniqueEmail } from './support/env';
import { routeGoogleApis } from './support/gapi-stub';

/** Exactly one of the given message texts. */
const oneOf = (texts: string[]) =>
  new RegExp(`^(${texts.map((t) => t.replace(/[.?]/g, '\\$&')).join('|')})$`);

test.describe('sign-in', () => {
  test('signs in with email and password, then signs out', async ({ page }) => {
    const account = await createEmulatorAccount(uniqueEmail('login'));
    const login = new LoginPage(page);
    await login.goto();
    await expect(page.getByRole('link', { name: 'Create One' })).toHaveAttribute('href', '/');
    await login.fill(account);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(login.password).toHaveAttribute('type', 'text');
    await expect(login.password).toHaveValue(account.password);
    await snap(page, 'login');

    await login.submit.click();
    await expect(toast(page, 'Successfully signed in')).toBeVisible();
    await expect(page).toHaveURL('/');
    const navbar = new Navbar(page);
    await navbar.expectSignedIn();
    await expect(navbar.loginLink).toBeHidden();

    // The session survives a reload (restored from the stored API token).
    await page.reload();
    await navbar.expectSignedIn();

    await navbar.profileButton.click();
    await expect(page.getByRole('menuitem', { name: account.email })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectNoAccessToken(page);
    await expect(navbar.loginLink).toBeVisible();
    await expect(navbar.profileButton).toBeHidden();
  });

  test('a wrong password or an unknown email shows the sign-in error message', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    // The emulator answers INVALID_PASSWORD (auth/wrong-password) or, with email enumeration
    // protection, INVALID_LOGIN_CREDENTIALS (auth/invalid-credential): either maps to a sign-in
    // error message.
    await login.fill({ email: DEMO.student.email, password: 'not-the-password' });
    let answered = page.waitForResponse(/accounts:signInWithPassword/);
    await login.submit.click();
    expect((await answered).status()).toBe(400);
    await expect(login.error).toHaveText(
      oneOf(['Incorrect password. Please try again.', 'Invalid credentials provided.']),
    );
    const shown = (await login.error.textContent()) ?? '';
    test.info().annotations.push({ type: 'wrong password', description: shown });
    await expect(toast(page, shown)).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await accessToken(page)).toBeNull();
    await snap(page, 'login-error');

    await login.fill({ email: uniqueEmail('nobody'), password: 'whatever-123' });
    answered = page.waitForResponse(/accounts:signInWithPassword/);
    await login.submit.click();
    expect((await answered).status()).toBe(400);
    await expect(login.error).toHaveText(
      oneOf(['User not found. Please check your email.', 'Invalid credentials provided.']),
    );
    test.info().annotations.push({
      type: 'unknown email',
      description: (await login.error.textContent()) ?? '',
    });
    await expect(login.submit).toBeEnabled();

    // The demo account itself still signs in.
    await login.fill(DEMO.student);
    await login.submit.click();
    await expect(toast(page, 'Successfully signed in')).toBeVisible();
    await new Navbar(page).expectSignedIn();
  });

  test('a sign-in before the page frame has its code still opens Home', async ({ page }) => {
    // The frame's parts that load after the first paint (toaster, account controls, bell,
    // suspended-account notice) come only once Home shows: the sign-in's navigation must not
    // wait for them, however late they are.
    let homeShown: () => void = () => undefined;
    const frameCodeAllowed = new Promise<void>((resolve) => (homeShown = resolve));
    await page.route(
      /\/assets\/(AppToaster|AccountControls|NotificationBell|SuspendedAccountNotice)-[\w-]+\.js$/,
      async (route) => {
        await frameCodeAllowed;
        await route.continue();
      },
    );
    const login = new LoginPage(page);
    await login.goto();
    await login.fill(DEMO.student);
    await login.submit.click();
    // Signed in, Home opens with the student's next steps.
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
    homeShown();
    await expect(toast(page, 'Successfully signed in')).toBeVisible();
    await new Navbar(page).expectSignedIn();
  });

  test('signs in with Google through the emulator popup', async ({ page, context }) => {
    await routeGoogleApis(context);
    const login = new LoginPage(page);
    await login.goto();
    // The Google button waits for the app, which loads as the visitor's pointer comes in.
    await startReading(page);
    const popupOpened = page.waitForEvent('popup');
    await login.google.click();
    const popup = await popupOpened;
    await popup.waitForLoadState('domcontentloaded');

    await popup.getByText('Add new account').click();
    const email = uniqueEmail('google');
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Google Tester');
    await popup.screenshot({ path: screenshotPath('google-chooser') });
    await popup.getByRole('button', { name: /Sign in with Google\.com/i }).click();

    await expect(toast(page, 'Successfully signed in')).toBeVisible();
    await expect.poll(() => popup.isClosed(), { message: 'the popup closes' }).toBe(true);
    await expect(page).toHaveURL('/');
    const navbar = new Navbar(page);
    await navbar.expectSignedIn();
    await navbar.profileButton.click();
    await expect(page.getByRole('menuitem', { name: 'Google Tester' })).toBeVisible();
  });
});

test.describe('the sign-in guard', () => {
  test('sends a visitor from /tutorFinds to /login and back after signing in', async ({ page }) => {
    const account = await createEmulatorAccount(uniqueEmail('guard'));
    await page.goto('/tutorFinds?subject=Physics');
    await expect(page).toHaveURL('/login');
    const login = new LoginPage(page);
    await login.signIn(account);
    await expect(page).toHaveURL('/tutorFinds?subject=Physics');
    await expect(page.getByRole('heading', { name: 'Hire Tutors' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Physics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  for (const path of ['/course', '/coursePost', '/postBlog', '/tutorReview']) {
    test(`keeps visitors out of ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    });
  }
});
