import { RecaptchaVerifier, signInWithPhoneNumber } from 'firebase/auth';
import type { Auth, ConfirmationResult } from 'firebase/auth';

/** The verifier of the last code sent: a new code needs a new one, in a cleared host. */
let verifier: RecaptchaVerifier | null = null;

/**
 * Sends a sign-in code by SMS, proving a person asks with an invisible reCAPTCHA. Loaded on the
 * press on Send code only: the reCAPTCHA machinery stays out of every other page.
 */
export function sendSignInCode(
  auth: Auth,
  e164: string,
  host: HTMLElement,
): Promise<ConfirmationResult> {
  verifier?.clear();
  verifier = new RecaptchaVerifier(auth, host, { size: 'invisible' });
  return signInWithPhoneNumber(auth, e164, verifier);
}
