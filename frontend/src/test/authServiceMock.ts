import { vi } from 'vitest';

/**
 * A stand-in for lib/auth/authService (no Firebase):
 * `vi.mock('…/authService', () => import('…/test/authServiceMock'))`.
 */
export const signUp = vi.fn();
export const updateUserProfile = vi.fn();
export const getIdToken = vi.fn();
export const signIn = vi.fn();
export const prepareSignIn = vi.fn();
export const signInWithGoogle = vi.fn();
export const signOut = vi.fn(() => Promise.resolve());
export const deleteSignedInUser = vi.fn(() => Promise.resolve());
export const startAuth = vi.fn();
export const emailVerificationNeeded = vi.fn(() => Promise.resolve(false));
export const sendVerificationEmail = vi.fn(() => Promise.resolve());
export const confirmEmailVerified = vi.fn(() => Promise.resolve(true));
export const signsInWithPassword = vi.fn(() => Promise.resolve(true));
export const confirmSignIn = vi.fn(() => Promise.resolve('fresh-id-token'));
export const sendPhoneCode = vi.fn();
export const sendAccountPhoneCode = vi.fn();
export const linkEmailPassword = vi.fn(() => Promise.resolve());
export const linkGoogle = vi.fn(() => Promise.resolve());
