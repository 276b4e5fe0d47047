import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createEmulatorAccount } from './support/api';
import {
  accessToken,
  Navbar,
  shootForDocs,
  signInThroughUi,
  SignUpPage,
  startReading,
  toast,
} from './support/app';
import { chooseLanguageOnPhone, collectUserData, expectBangla } from './support/bangla';
import { AUTH_EMULATOR_HOST, uniqueEmail } from './support/env';
import { colourPng } from './support/images';

/** A guardian on a phone signs up by mobile number: the code comes by "SMS" from the emulator. */
test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

/** The emulator's project (scripts/stack/auth-emulator.mjs). */
const PROJECT = 'demo-tutorhub';

/** A number nobody else in the run has, as people here write it (`01712-345678`). */
function typedNumber(): { typed: string; e164: string } {
  const rest = String(randomBytes(4).readUInt32BE() % 1e6).padStart(6, '0');
  return { typed: `01712-${rest}`, e164: `+8801712${rest}` };
}

/** The newest code the emulator "sent" to `e164`, read as a person reads the SMS. */
async function codeSentTo(e164: string): Promise<string> {
  const res = await fetch(
    `http://${AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/verificationCodes`,
  );
  const { verificationCodes } = (await res.json()) as {
    verificationCodes: Array<{ phoneNumber: string; code: string }>;
  };
  const sent = verificationCodes.filter((c) => c.phoneNumber === e164).at(-1);
  if (!sent) {
    throw new Error(`no code was sent to ${e164}`);
  }
  return sent.code;
}

/** The screen for the docs: no focus ring left by the last tap. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await shootForDocs(page, name);
}

async function signInByNumber(page: Page, number: { typed: string; e164: string }) {
  await page.getByRole('button', { name: 'Continue with mobile number' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(number.typed);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a code by SMS to/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Send a new code in/ })).toBeDisabled();
  const code = page.getByRole('textbox', { name: '6-digit code' });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(await codeSentTo(number.e164));
  await page.getByRole('button', { name: 'Confirm code' }).click();
}

test('a new guardian signs up by mobile number, with no email, and is signed in', async ({
  page,
}) => {
  const number = typedNumber();
  const signUp = new SignUpPage(page, 'student');
  await signUp.goto();
  await startReading(page);
  await signInByNumber(page, number);

  // The form now asks for no email or password; the number is the verified one.
  await expect(signUp.field('WhatsApp number')).toHaveValue(/01712.?\d{6}|\+8801712\d{6}/);
  await expect(signUp.form.getByLabel('Email', { exact: true })).toHaveCount(0);
  await expect(signUp.form.getByLabel('Password', { exact: true })).toHaveCount(0);
  await signUp.field('Name').fill('Guardian by number');
  await signUp.field('University or college').fill('Notre Dame College');
  await signUp.field('Department').fill('Science');
  await signUp.field('Location').fill('Mirpur, Dhaka');
  await signUp.image.setInputFiles(await colourPng('guardian.png', { r: 200, g: 120, b: 40 }));
  const registered = page.waitForResponse(
    (res) => res.url().endsWith('/api/studentInfo') && res.request().method() === 'POST',
  );
  await signUp.submit.click();
  const answer = await registered;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).not.toHaveProperty('email');
  await expect(
    page.getByRole('region', { name: 'Welcome back, Guardian by number' }),
  ).toBeVisible();
  await new Navbar(page).expectSignedIn();

  const me = await page.request.get('/api/me', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(await me.json()).toMatchObject({
    kind: 'student',
    email: null,
    phone: number.e164,
    phoneVerified: true,
  });
});

test('the code step reads in English and in Bangla', async ({ page }) => {
  const userData = collectUserData(page);
  const number = typedNumber();
  await page.goto('/login');
  await startReading(page);
  await page.getByRole('button', { name: 'Continue with mobile number' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(number.typed);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a code by SMS to/)).toBeVisible();
  await shoot(page, 'phone-sign-in-en');

  // The number the person typed is theirs, shown as written.
  [number.typed, number.e164].forEach((n) => userData.add(n));
  await chooseLanguageOnPhone(page, 'Open menu', 'বাংলা', 'bn');
  await expect(page.getByRole('textbox', { name: '৬ অঙ্কের কোড' })).toBeVisible();
  await expectBangla(page, userData);
  await shoot(page, 'phone-sign-in-bn');
});

test('a signed-in email member adds a mobile number on their profile, then changes it', async ({
  page,
}) => {
  const account = await createEmulatorAccount(uniqueEmail('linker'));
  await signInThroughUi(page, account);
  const number = typedNumber();
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Sign-in' });
  await section.getByRole('button', { name: 'Add a mobile number' }).click();
  await section.getByRole('textbox', { name: 'Mobile number' }).fill(number.typed);
  await section.getByRole('button', { name: 'Send code' }).click();
  const code = section.getByRole('textbox', { name: '6-digit code' });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(await codeSentTo(number.e164));
  await section.getByRole('button', { name: 'Confirm code' }).click();
  await expect(toast(page, /Added/)).toBeVisible();
  await expect(section.getByText(number.e164)).toBeVisible();

  // Then changes it, with a code sent to the new number.
  const next = typedNumber();
  await section.getByRole('button', { name: 'Change mobile number' }).click();
  await section.getByRole('textbox', { name: 'Mobile number' }).fill(next.typed);
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByText(`We sent a code by SMS to ${next.e164}.`)).toBeVisible();
  await code.fill(await codeSentTo(next.e164));
  await section.getByRole('button', { name: 'Confirm code' }).click();
  await expect(toast(page, 'Your mobile number is changed.')).toBeVisible();
  await expect(section.getByText(next.e164)).toBeVisible();

  const me = await page.request.get('/api/me', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(await me.json()).toMatchObject({
    email: account.email,
    phone: next.e164,
    phoneVerified: true,
    signInMethods: ['password', 'phone'],
  });
});
