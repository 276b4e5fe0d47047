import { browserPopupRedirectResolver, GoogleAuthProvider, signInWithPopup } from 'firebase/auth';
import type { Auth, UserCredential } from 'firebase/auth';

/**
 * Google's account chooser in a popup. Its resolver loads Google's script, so this module is
 * loaded on a click of the Google button only.
 */
export function signInWithGooglePopup(auth: Auth): Promise<UserCredential> {
  return signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}
