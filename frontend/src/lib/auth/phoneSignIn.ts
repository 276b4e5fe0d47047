import {
  linkWithPhoneNumber,
  PhoneAuthProvider,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  updatePhoneNumber,
} from 'firebase/auth';
import type { Auth, ConfirmationResult, User } from 'firebase/auth';

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
  return signInWithPhoneNumber(auth, e164, freshVerifier(auth, host));
}

function freshVerifier(auth: Auth, host: HTMLElement): RecaptchaVerifier {
  verifier?.clear();
  verifier = new RecaptchaVerifier(auth, host, { size: 'invisible' });
  return verifier;
}

/**
 * Sends a code to a number that is to join the signed-in account (`link`) or replace its number
 * (`change`); confirming it joins or replaces the number at Firebase.
 */
export async function sendAccountCode(
  auth: Auth,
  user: User,
  e164: string,
  host: HTMLElement,
  mode: 'link' | 'change',
): Promise<(code: string) => Promise<void>> {
  if (mode === 'link') {
    const confirmation = await linkWithPhoneNumber(user, e164, freshVerifier(auth, host));
    return async (code) => {
      await confirmation.confirm(code);
    };
  }
  const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
    e164,
    freshVerifier(auth, host),
  );
  return (code) => updatePhoneNumber(user, PhoneAuthProvider.credential(verificationId, code));
}
