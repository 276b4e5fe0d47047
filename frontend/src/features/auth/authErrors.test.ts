import { MESSAGES } from '@tutorhub/contracts';
import { describe, expect, it } from 'vitest';
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
