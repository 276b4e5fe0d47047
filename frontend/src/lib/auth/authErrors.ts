import { AUTH_MESSAGES, MESSAGES, PHONE_MESSAGES } from '@tutorhub/contracts';
import { translateMessage } from '../../i18n';
import { ApiCallError, errorMessage } from '../apiError';

/**
 * `phoneCode`: asking for the SMS code; `phoneConfirm`: signing in (or joining the number) with
 * it; `link`: joining an email and password or Google to the signed-in account.
 */
export type AuthAction = 'signIn' | 'signUp' | 'google' | 'phoneCode' | 'phoneConfirm' | 'link';

/** Reads `code` from a Firebase error (or anything shaped like one). */
export function authErrorCode(err: unknown): string | undefined {
  if (typeof err === 'object' && err !== null && 'code' in err) {
    const code = (err as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Maps a Firebase Auth error code to its user message (MESSAGES in contracts). */
export function authErrorMessage(code: string | undefined, action: AuthAction): string {
  switch (code) {
    case 'auth/user-not-found':
      return MESSAGES.userNotFound;
    case 'auth/wrong-password':
      return MESSAGES.wrongPassword;
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return MESSAGES.invalidCredential;
    case 'auth/email-already-in-use':
      return MESSAGES.emailInUse;
    case 'auth/weak-password':
      return MESSAGES.weakPassword;
    case 'auth/invalid-email':
      return MESSAGES.invalidEmail;
    case 'auth/popup-blocked':
      return MESSAGES.popupBlocked;
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
      return MESSAGES.popupClosed;
    case 'auth/invalid-verification-code':
    case 'auth/missing-verification-code':
      return PHONE_MESSAGES.wrongCode;
    case 'auth/code-expired':
    case 'auth/invalid-verification-id':
    case 'auth/missing-verification-id':
      return PHONE_MESSAGES.codeExpired;
    case 'auth/too-many-requests':
    case 'auth/quota-exceeded':
      return action.startsWith('phone') ? PHONE_MESSAGES.tooManyCodes : MESSAGES.signInFailed;
    case 'auth/credential-already-in-use':
    case 'auth/account-exists-with-different-credential':
      return action.startsWith('phone') ? PHONE_MESSAGES.taken : MESSAGES.linkTaken;
    case 'auth/requires-recent-login':
      return AUTH_MESSAGES.recentSignInRequired;
    case 'auth/invalid-phone-number':
    case 'auth/missing-phone-number':
      return PHONE_MESSAGES.notMobile;
    default:
      return fallbackMessage(action);
  }
}

function fallbackMessage(action: AuthAction): string {
  switch (action) {
    case 'signUp':
      return MESSAGES.signUpFailed;
    case 'phoneCode':
      return PHONE_MESSAGES.sendFailed;
    default:
      return MESSAGES.signInFailed;
  }
}

/**
 * The user message for a failed sign-in or sign-up, in the user's language: Firebase's, or the
 * API's answer.
 */
export function describeAuthError(err: unknown, action: AuthAction): string {
  if (err instanceof ApiCallError) {
    return errorMessage(err, err.message);
  }
  return translateMessage(authErrorMessage(authErrorCode(err), action));
}
