import { AUTH_MESSAGES, MESSAGES, PHONE_MESSAGES } from '@tutorhub/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiCallError } from '../apiError';
import { activateTestLanguage } from '../../test/utils';
import { authErrorCode, authErrorMessage, describeAuthError } from './authErrors';

describe('authErrorMessage', () => {
  it.each([
    ['auth/user-not-found', 'signIn', MESSAGES.userNotFound],
    ['auth/wrong-password', 'signIn', MESSAGES.wrongPassword],
    ['auth/invalid-credential', 'signIn', MESSAGES.invalidCredential],
    ['auth/too-many-requests', 'signIn', MESSAGES.signInFailed],
    ['auth/network-request-failed', 'signIn', MESSAGES.signInFailed],
    ['auth/email-already-in-use', 'signUp', MESSAGES.emailInUse],
    ['auth/weak-password', 'signUp', MESSAGES.weakPassword],
    ['auth/invalid-email', 'signUp', MESSAGES.invalidEmail],
    ['auth/internal-error', 'signUp', MESSAGES.signUpFailed],
    ['auth/popup-blocked', 'google', MESSAGES.popupBlocked],
    ['auth/popup-closed-by-user', 'google', MESSAGES.popupClosed],
    ['auth/cancelled-popup-request', 'google', MESSAGES.popupClosed],
    ['auth/unauthorized-domain', 'google', MESSAGES.signInFailed],
    ['auth/invalid-phone-number', 'phoneCode', PHONE_MESSAGES.notMobile],
    ['auth/too-many-requests', 'phoneCode', PHONE_MESSAGES.tooManyCodes],
    ['auth/quota-exceeded', 'phoneCode', PHONE_MESSAGES.tooManyCodes],
    ['auth/network-request-failed', 'phoneCode', PHONE_MESSAGES.sendFailed],
    ['auth/invalid-verification-code', 'phoneConfirm', PHONE_MESSAGES.wrongCode],
    ['auth/code-expired', 'phoneConfirm', PHONE_MESSAGES.codeExpired],
    ['auth/too-many-requests', 'phoneConfirm', PHONE_MESSAGES.tooManyCodes],
    ['auth/network-request-failed', 'phoneConfirm', MESSAGES.signInFailed],
  ] as const)('%s (%s) → %s', (code, action, message) => {
    expect(authErrorMessage(code, action)).toBe(message);
  });

  it('falls back when there is no code', () => {
    expect(authErrorMessage(undefined, 'signIn')).toBe(MESSAGES.signInFailed);
    expect(authErrorMessage(undefined, 'signUp')).toBe(MESSAGES.signUpFailed);
  });

  it('reads the code of an error object', () => {
    expect(authErrorCode({ code: 'auth/wrong-password' })).toBe('auth/wrong-password');
    expect(authErrorCode(new Error('x'))).toBeUndefined();
    expect(authErrorCode(null)).toBeUndefined();
    expect(describeAuthError({ code: 'auth/user-not-found' }, 'signIn')).toBe(
      MESSAGES.userNotFound,
    );
  });
});

describe("describeAuthError with the API's answer", () => {
  afterEach(() => activateTestLanguage('en'));

  it('shows a coded API refusal of the sign-in in Bangla, and in English word for word', () => {
    const taken = new ApiCallError(409, AUTH_MESSAGES.emailTaken, 'auth.emailTaken');
    activateTestLanguage('bn');
    expect(describeAuthError(taken, 'signIn')).toBe(
      'এই ইমেইলটি অন্য একটি লগইন অ্যাকাউন্টের। ইমেইল ঠিকানাটি যাচাই করে আবার চেষ্টা করুন।',
    );
    activateTestLanguage('en');
    expect(describeAuthError(taken, 'signIn')).toBe(AUTH_MESSAGES.emailTaken);
  });

  it('shows a wrong SMS code in Bangla', () => {
    activateTestLanguage('bn');
    expect(describeAuthError({ code: 'auth/invalid-verification-code' }, 'phoneConfirm')).toBe(
      'কোডটি সঠিক নয়। এসএমএসটি দেখে আবার লিখুন।',
    );
  });
});
