import type { TokenRequest, TokenResponse } from '../../store/apiTypes';
import type { Auth, User } from 'firebase/auth';
import { api } from '../../store/api';
import type { AppStore } from '../../store/store';
import { isAccountSuspended, unavailableMessage } from '../apiError';
import {
  accountSuspended,
  profileUpdated,
  selectAuthStatus,
  signedIn,
  signedOut,
  type AuthUser,
} from './authSlice';
import { loadFirebase, type FirebaseHandle } from './firebase';
import { forgetUser, savedUser, saveUser } from './savedUser';
import {
  accessTokenExpiresAt,
  accessTokenHeader,
  apiUrl,
  clearAccessToken,
  getAccessToken,
  registerTokenRefresher,
  requestJson,
  sendRequest,
  setAccessToken,
} from '../http';

/** The API token is exchanged again this long before it expires. */
const RENEW_BEFORE_EXPIRY_MS = 10 * 60 * 1000;
/** When the token's expiry cannot be read: it lives one hour. */
const RENEW_AFTER_MS = 50 * 60 * 1000;

let store: AppStore | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | null = null;
let followingFirebase = false;
/** Counts sign-outs, so that an exchange still in flight at a sign-out is dropped. */
let signOuts = 0;
/** Whether the exchange of an ID token for an API token worked, and why not. */
type SyncOutcome = { ok: true } | { ok: false; error: unknown };

let lastSync: { idToken: string; promise: Promise<SyncOutcome> } | null = null;

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    phoneNumber: user.phoneNumber,
    displayName: user.displayName,
    photoURL: user.photoURL,
  };
}

/** A mobile number's sign-in proves no email: its exchange sends `{}` (the API reads the number). */
async function exchangeToken(idToken: string, email: string | null): Promise<string> {
  const body: TokenRequest = email ? { email } : {};
  const data = await requestJson<TokenResponse>('jwt', { method: 'POST', body, token: idToken });
  return data.token;
}

/** Exchanges a new API token a little before the stored one expires. */
function scheduleRefresh(): void {
  if (refreshTimer) {
    clearTimeout(refreshTimer);
  }
  const expiresAt = accessTokenExpiresAt();
  const delay =
    expiresAt === null
      ? RENEW_AFTER_MS
      : Math.max(0, expiresAt - RENEW_BEFORE_EXPIRY_MS - Date.now());
  refreshTimer = setTimeout(() => {
    void refreshNow();
  }, delay);
}

/**
 * Firebase, following its ID-token changes from the first use on: a new ID token is exchanged
 * for a new API token, and a session Firebase no longer has signs the user out.
 */
async function firebase(): Promise<FirebaseHandle> {
  const handle = await loadFirebase();
  if (!followingFirebase) {
    followingFirebase = true;
    handle.fa.onIdTokenChanged(handle.auth, (user) => {
      if (!user) {
        // Firebase first reports the session it starts with: a visitor signing in has none to
        // end, and a call to end it would only race the sign-in's own.
        if (getAccessToken() || (store && selectAuthStatus(store.getState()) !== 'signedOut')) {
          handleSignedOut();
        }
        return;
      }
      if (user.uid !== savedUser()?.uid || !tokenFresh()) {
        void user.getIdToken().then((idToken) => syncUser(user, idToken));
      }
    });
  }
  return handle;
}

/** Whether the stored API token is good for a while yet (the renewal timer handles the rest). */
function tokenFresh(): boolean {
  const expiresAt = accessTokenExpiresAt();
  return expiresAt !== null && expiresAt - RENEW_BEFORE_EXPIRY_MS > Date.now();
}

async function refreshNow(): Promise<boolean> {
  const { auth } = await firebase();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) {
    return false;
  }
  const idToken = await user.getIdToken(true);
  return (await syncUser(user, idToken)).ok;
}

/**
 * Exchanges the user's ID token for an API token, then stores the user; a suspended
 * account is stored as such, without a token.
 */
function syncUser(user: User, idToken: string): Promise<SyncOutcome> {
  if (lastSync?.idToken === idToken) {
    return lastSync.promise;
  }
  const signOutsBefore = signOuts;
  const promise = (async (): Promise<SyncOutcome> => {
    let outcome: SyncOutcome = { ok: true };
    try {
      const token = await exchangeToken(idToken, user.email);
      if (signOuts !== signOutsBefore) {
        return { ok: false, error: new Error('Signed out during the sign-in') };
      }
      setAccessToken(token);
      saveUser(toAuthUser(user));
      scheduleRefresh();
    } catch (error) {
      outcome = { ok: false, error };
      if (lastSync?.idToken === idToken) {
        lastSync = null; // a retry with the same ID token exchanges again
      }
      if (isAccountSuspended(error)) {
        clearAccessToken();
        forgetUser();
        store?.dispatch(accountSuspended(toAuthUser(user)));
        return outcome;
      }
      console.error(error);
    }
    store?.dispatch(signedIn(toAuthUser(user)));
    store?.dispatch(api.util.invalidateTags(['Me']));
    return outcome;
  })();
  lastSync = { idToken, promise };
  return promise;
}

function handleSignedOut(): void {
  signOuts += 1;
  if (refreshTimer) {
    clearTimeout(refreshTimer);
    refreshTimer = null;
  }
  lastSync = null;
  const signedInWith = accessTokenHeader();
  clearAccessToken();
  forgetUser();
  // With the API token, the API ends every token of the account at once (on every replica),
  // and the session cookie it renders signed-in pages with. Should this fail (offline), the
  // tokens expire within the hour.
  void sendRequest(apiUrl('session'), {
    method: 'DELETE',
    keepalive: true,
    headers: signedInWith,
  }).catch(() => undefined);
  const previous = store && selectAuthStatus(store.getState());
  const wasSignedIn = previous === 'signedIn' || previous === 'suspended';
  store?.dispatch(signedOut());
  if (wasSignedIn) {
    // Drop the previous account's cached data (Me, member-only lists).
    store?.dispatch(api.util.resetApiState());
  }
}

/**
 * Restores the session at start-up; call once. A visitor without one is signed out at once and
 * loads no Firebase; a returning user's unexpired API token is used as it is, renewed through
 * Firebase shortly before it expires; only an expired one waits for Firebase.
 */
export async function startAuth(appStore: AppStore): Promise<void> {
  store = appStore;
  registerTokenRefresher(refreshNow);
  if (!getAccessToken()) {
    forgetUser();
    appStore.dispatch(signedOut());
    return;
  }
  const user = savedUser();
  if (user && tokenFresh()) {
    appStore.dispatch(signedIn(user));
    scheduleRefresh();
    return;
  }
  try {
    await firebase();
  } catch (err) {
    console.error(err);
    clearAccessToken();
    appStore.dispatch(signedOut());
  }
}

/**
 * Signs the user in to the API; fails with the API's answer when the account is suspended or
 * the API is limiting or down (the sign-in form shows its message).
 */
async function syncCurrent(user: User): Promise<AuthUser> {
  const outcome = await syncUser(user, await user.getIdToken());
  if (!outcome.ok && (isAccountSuspended(outcome.error) || unavailableMessage(outcome.error))) {
    throw outcome.error;
  }
  return toAuthUser(user);
}

/**
 * Loads Firebase ahead of a sign-in, while the form is filled in: the press on Sign in then
 * waits for the sign-in alone. Nothing follows Firebase yet (that starts with the sign-in), and a
 * failed load is tried again by the sign-in.
 */
export function prepareSignIn(): void {
  loadFirebase().catch(() => undefined);
}

export async function signIn(email: string, password: string): Promise<AuthUser> {
  const { auth, fa } = await firebase();
  const cred = await fa.signInWithEmailAndPassword(auth, email, password);
  return syncCurrent(cred.user);
}

export async function signUp(email: string, password: string): Promise<AuthUser> {
  const { auth, fa } = await firebase();
  const cred = await fa.createUserWithEmailAndPassword(auth, email, password);
  return syncCurrent(cred.user);
}

export async function signInWithGoogle(): Promise<AuthUser> {
  const [{ auth }, { signInWithGooglePopup }] = await Promise.all([
    firebase(),
    import('./googleSignIn'),
  ]);
  return syncCurrent((await signInWithGooglePopup(auth)).user);
}

/** The SMS code sent to a mobile number, waiting to be typed in. */
export interface PhoneCodeSent {
  /** Signs in with the code: Firebase checks it, then the ID token is exchanged as any other. */
  confirm: (code: string) => Promise<AuthUser>;
}

/**
 * Has Firebase send a sign-in code by SMS to `e164` (a number `parseBdMobile` accepted).
 * `verifierHost` is an empty element for the invisible reCAPTCHA (with the Auth emulator the SDK
 * uses its stand-in, which shows nothing).
 */
export async function sendPhoneCode(
  e164: string,
  verifierHost: HTMLElement,
): Promise<PhoneCodeSent> {
  const [{ auth }, { sendSignInCode }] = await Promise.all([firebase(), import('./phoneSignIn')]);
  const confirmation = await sendSignInCode(auth, e164, verifierHost);
  return { confirm: async (code) => syncCurrent((await confirmation.confirm(code)).user) };
}

/**
 * After the signed-in account's methods changed at Firebase: its fresh ID token is exchanged, so
 * the API reads the account's email and number from the provider again. When the API refuses
 * (the number or email is another account's here), `undo` takes the change back at Firebase,
 * and the refusal is thrown.
 */
async function resync(user: User, undo?: () => Promise<unknown>): Promise<void> {
  const outcome = await syncUser(user, await user.getIdToken(true));
  if (!outcome.ok) {
    await undo?.().catch(() => undefined);
    throw outcome.error;
  }
}

/** A code sent to a number for the signed-in account, waiting to be typed in. */
export interface AccountCodeSent {
  confirm: (code: string) => Promise<void>;
}

/**
 * Sends a code to `e164` to join it to the signed-in account (`link`) or to replace its number
 * (`change`); confirming it makes the change at Firebase, then at the API.
 */
export async function sendAccountPhoneCode(
  e164: string,
  verifierHost: HTMLElement,
  mode: 'link' | 'change',
): Promise<AccountCodeSent> {
  const [{ auth, fa }, { sendAccountCode }] = await Promise.all([
    firebase(),
    import('./phoneSignIn'),
  ]);
  const user = await restoredUser(auth);
  const confirmCode = await sendAccountCode(auth, user, e164, verifierHost, mode);
  return {
    confirm: async (code) => {
      await confirmCode(code);
      await resync(user, mode === 'link' ? () => fa.unlink(user, 'phone') : undefined);
    },
  };
}

/** Joins an email and password to the signed-in account (one proved by its number). */
export async function linkEmailPassword(email: string, password: string): Promise<void> {
  const { auth, fa } = await firebase();
  const user = await restoredUser(auth);
  await fa.linkWithCredential(user, fa.EmailAuthProvider.credential(email, password));
  await resync(user, () => fa.unlink(user, 'password'));
}

/** Joins a Google account to the signed-in one, through Google's chooser. */
export async function linkGoogle(): Promise<void> {
  const [{ auth, fa }, { linkGooglePopup }] = await Promise.all([
    firebase(),
    import('./googleSignIn'),
  ]);
  const user = await restoredUser(auth);
  await linkGooglePopup(user);
  await resync(user, () => fa.unlink(user, 'google.com'));
}

export async function updateUserProfile(displayName: string, photoURL: string): Promise<void> {
  const { auth, fa } = await firebase();
  const user = signedInUser(auth);
  await fa.updateProfile(user, { displayName, photoURL });
  saveUser(toAuthUser(user));
  store?.dispatch(profileUpdated({ displayName, photoURL }));
}

/**
 * The signed-in user once Firebase has restored its session: a page opened with a stored API
 * token loads Firebase only on such a call, before it knows who is signed in.
 */
async function restoredUser(auth: Auth): Promise<User> {
  await auth.authStateReady();
  return signedInUser(auth);
}

function signedInUser(auth: Auth): User {
  if (!auth.currentUser) {
    throw new Error('Not signed in');
  }
  return auth.currentUser;
}

/** Whether registering a profile must wait until the signed-in user verifies their email. */
export async function emailVerificationNeeded(): Promise<boolean> {
  const { auth, config } = await firebase();
  const user = signedInUser(auth);
  // An account proved by its mobile number has no email to verify.
  return config.requireVerifiedEmail && user.email !== null && !user.emailVerified;
}

/** Has Firebase email the signed-in user a verification link. */
export async function sendVerificationEmail(): Promise<void> {
  const { auth, fa } = await firebase();
  await fa.sendEmailVerification(signedInUser(auth));
}

/**
 * Reloads the user from Firebase; once the email is verified, exchanges a fresh ID token (which
 * now says so) for a new API token. Resolves whether the email is verified.
 */
export async function confirmEmailVerified(): Promise<boolean> {
  const { auth } = await firebase();
  const user = signedInUser(auth);
  await user.reload();
  if (!user.emailVerified) {
    return false;
  }
  const outcome = await syncUser(user, await user.getIdToken(true));
  if (!outcome.ok) {
    throw outcome.error;
  }
  return true;
}

/** The current Firebase ID token (for the registration calls), or null. */
export async function getIdToken(): Promise<string | null> {
  const { auth } = await firebase();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

/** Whether the signed-in user proves themself with a password (else with Google). */
export async function signsInWithPassword(): Promise<boolean> {
  const { auth } = await firebase();
  return signedInUser(auth).providerData.some((p) => p.providerId === 'password');
}

/**
 * Proves the signed-in person again — their `password`, or Google's chooser when none is given
 * — and answers the fresh ID token the API asks for before deleting the account.
 */
export async function confirmSignIn(password?: string): Promise<string> {
  const { auth, fa } = await firebase();
  const user = signedInUser(auth);
  if (password !== undefined) {
    const credential = fa.EmailAuthProvider.credential(user.email ?? '', password);
    await fa.reauthenticateWithCredential(user, credential);
  } else {
    const { reauthenticateWithGooglePopup } = await import('./googleSignIn');
    await reauthenticateWithGooglePopup(user);
  }
  return user.getIdToken();
}

/**
 * Deletes the signed-in Firebase user (after the API deleted the account's data). Firebase may
 * refuse when the last sign-in is old (auth/requires-recent-login): the caller signs out then.
 */
export async function deleteSignedInUser(): Promise<void> {
  const { auth, fa } = await loadFirebase();
  await fa.deleteUser(signedInUser(auth));
}

export async function signOut(): Promise<void> {
  const { auth, fa } = await firebase();
  await fa.signOut(auth);
  handleSignedOut();
}
