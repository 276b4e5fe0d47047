/** Answers of the sign-in and access checks (401/403 bodies). */
export const AUTH_MESSAGES = {
  signInRequired: 'Sign in to continue.',
  invalidToken: 'Your sign-in is invalid or has expired. Please sign in again.',
  idTokenRequired: 'Send the Firebase ID token as Authorization: Bearer <ID token>.',
  invalidIdToken: 'The identity token is invalid or has expired. Please sign in again.',
  emailMismatch: 'The email does not match the signed-in account.',
  providerUnavailable: 'The sign-in service is unavailable. Please try again.',
  forbidden: 'You are not allowed to do this.',
} as const;
