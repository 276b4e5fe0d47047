import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { AUTH_EMULATOR_HOST } from './env';

/** Mobile numbers and their codes, as a person in Bangladesh types and receives them. */

/** The emulator's project (scripts/stack/auth-emulator.mjs). */
const PROJECT = 'demo-tutorhub';

/** A number nobody else in the run has, as people here write it (`01712-345678`). */
export function typedNumber(): { typed: string; e164: string } {
  const rest = String(randomBytes(4).readUInt32BE() % 1e6).padStart(6, '0');
  return { typed: `01712-${rest}`, e164: `+8801712${rest}` };
}

/** The newest code the emulator "sent" to `e164`, read as a person reads the SMS. */
export async function codeSentTo(e164: string): Promise<string> {
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

/** Signs in (or up) by mobile number on the page's sign-in form, with the code "sent" to it. */
export async function signInByNumber(page: Page, number: { typed: string; e164: string }) {
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
