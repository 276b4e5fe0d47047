import { STUDENT_FORM_MESSAGES, TUTOR_FORM_MESSAGES } from '@tutorhub/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordErrors } from './support/app';

/**
 * A sign-up's first taps on a phone (touch only: taps, no pointer moves) answer before the app
 * runs: Show password and an empty submit. The app's code is held until the taps are made, so
 * they land on the page as sent; once it runs, the app takes over what the reader sees.
 */
test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

/** Holds the app's code until the returned function is called. */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether React has taken `locator`'s element over. */
const hydrated = (locator: Locator) =>
  locator.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactProps$')),
  );

/** A tap at the middle of `locator`, which a disabled button takes too (as a phone's does). */
async function tapAt(page: Page, locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) {
    throw new Error('nothing to tap');
  }
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

const SIGN_UPS = [
  { path: '/studentRegistration', form: 'Student sign up', messages: STUDENT_FORM_MESSAGES },
  { path: '/tutorRegistration', form: 'Tutor sign up', messages: TUTOR_FORM_MESSAGES },
];

for (const { path, form, messages } of SIGN_UPS) {
  test(`${form}: Show password and an empty submit answer before the app runs, and the app takes both over`, async ({
    page,
  }) => {
    const errors = recordErrors(page);
    const release = await holdApp(page);
    // Not "load": the load event would wait for the app's script, which is held.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const signUp = page.getByRole('form', { name: form });
    const password = signUp.getByLabel('Password', { exact: true });
    const name = signUp.getByLabel('Name', { exact: true });
    const submit = signUp.getByRole('button', { name: 'Sign up' });

    await signUp.getByRole('button', { name: 'Show password' }).tap();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(signUp.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(signUp.getByLabel('Confirm password', { exact: true })).toHaveAttribute(
      'type',
      'password',
    );

    const field = signUp.locator('.MuiFormControl-root:has(#name)');
    const heightBefore = (await field.boundingBox())?.height ?? 0;
    await expect(submit).toBeDisabled();
    await tapAt(page, submit);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // Drawn as MUI draws an error: the message under the field, the label in the error colour.
    await expect(field).toHaveAttribute('data-early-error', messages.name);
    expect(await field.evaluate((el) => getComputedStyle(el, '::after').content)).toMatch(
      /^attr\(data-early-error\)$|^"/,
    );
    // The message takes a line under the field.
    expect((await field.boundingBox())?.height).toBeGreaterThan(heightBefore + 10);
    const label = field.locator('label');
    // Polled: the label's colour changes with a transition.
    await expect
      .poll(() => label.evaluate((el) => getComputedStyle(el).color))
      .toBe('rgb(211, 47, 47)');
    // All of it before the app ran.
    expect(await hydrated(submit)).toBe(false);

    release();
    // The press was held: once the app runs it checks the form and shows its own messages.
    await expect(signUp.getByText(messages.name, { exact: true })).toBeVisible();
    await expect(page.locator('[data-early-error]')).toHaveCount(0);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(signUp.getByText(messages.confirm, { exact: true })).toBeVisible();
    // The password stayed shown, and the toggle answers the app now: one tap, one change.
    await expect(password).toHaveAttribute('type', 'text');
    await signUp.getByRole('button', { name: 'Hide password' }).tap();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(signUp.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(errors).toEqual([]);
  });
}
