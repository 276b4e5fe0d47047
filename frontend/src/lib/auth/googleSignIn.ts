import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  linkWithPopup,
  reauthenticateWithPopup,
  signInWithPopup,
} from 'firebase/auth';
import type { Auth, User, UserCredential } from 'firebase/auth';

/**
 * Google's account chooser in a popup. Its resolver loads Google's script, so this module is
 * loaded on a click of the Google button only.
 */
export function signInWithGooglePopup(auth: Auth): Promise<UserCredential> {
  return signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}

/** Google's account chooser, to join the Google account to the signed-in one. */
export function linkGooglePopup(user: User): Promise<UserCredential> {
  return linkWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
}

/** Google's account chooser again, to prove the signed-in user is at the keyboard. */
export function reauthenticateWithGooglePopup(user: User): Promise<UserCredential> {
  return reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
}
