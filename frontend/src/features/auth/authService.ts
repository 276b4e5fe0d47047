import type { TokenRequest, TokenResponse } from '@tutorhub/contracts';
import type { Auth, User } from 'firebase/auth';
import { api } from '../../app/api';
import type { AppStore } from '../../app/store';
import { isAccountSuspended, unavailableMessage } from '../../lib/apiError';
import { requestJson } from '../../lib/http';
import {
  accountSuspended,
  profileUpdated,
  selectAuthStatus,
  signedIn,
  signedOut,
  type AuthUser,
} from './authSlice';
import { loadFirebase } from './firebase';
import { clearAccessToken, registerTokenRefresher, setAccessToken } from '../../lib/tokenStore';

/** The API token lives one hour; exchange again a little before that. */
const REFRESH_AFTER_MS = 50 * 60 * 1000;

let store: AppStore | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | null = null;
/** Whether the exchange of an ID token for an API token worked, and why not. */
type SyncOutcome = { ok: true } | { ok: false; error: unknown };

let lastSync: { idToken: string; promise: Promise<SyncOutcome> } | null = null;

function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
  };
}

async function exchangeToken(idToken: string, email: string): Promise<string> {
  const body: TokenRequest = { email };
  const data = await requestJson<TokenResponse>('jwt', { method: 'POST', body, token: idToken });
  return data.token;
}

function scheduleRefresh(): void {
  if (refreshTimer) {
    clearTimeout(refreshTimer);
  }
  refreshTimer = setTimeout(() => {
    void refreshNow();
  }, REFRESH_AFTER_MS);
}

async function refreshNow(): Promise<boolean> {
  const { auth } = await loadFirebase();
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
  const promise = (async (): Promise<SyncOutcome> => {
    let outcome: SyncOutcome = { ok: true };
    try {
      const token = await exchangeToken(idToken, user.email ?? '');
      setAccessToken(token);
      scheduleRefresh();
    } catch (error) {
      outcome = { ok: false, error };
      if (lastSync?.idToken === idToken) {
        lastSync = null; // a retry with the same ID token exchanges again
      }
      if (isAccountSuspended(error)) {
        clearAccessToken();
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
  if (refreshTimer) {
    clearTimeout(refreshTimer);
    refreshTimer = null;
  }
  lastSync = null;
  clearAccessToken();
  const previous = store && selectAuthStatus(store.getState());
  const wasSignedIn = previous === 'signedIn' || previous === 'suspended';
  store?.dispatch(signedOut());
  if (wasSignedIn) {
    // Drop the previous account's cached data (Me, member-only lists).
    store?.dispatch(api.util.resetApiState());
  }
}

/** Starts following Firebase's ID-token changes; call once at start-up. */
export async function startAuth(appStore: AppStore): Promise<void> {
  store = appStore;
  registerTokenRefresher(refreshNow);
  try {
    const { auth, fa } = await loadFirebase();
    fa.onIdTokenChanged(auth, (user) => {
      if (!user) {
        handleSignedOut();
        return;
      }
      void user.getIdToken().then((idToken) => syncUser(user, idToken));
    });
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

export async function signIn(email: string, password: string): Promise<AuthUser> {
  const { auth, fa } = await loadFirebase();
  const cred = await fa.signInWithEmailAndPassword(auth, email, password);
  return syncCurrent(cred.user);
}

export async function signUp(email: string, password: string): Promise<AuthUser> {
  const { auth, fa } = await loadFirebase();
  const cred = await fa.createUserWithEmailAndPassword(auth, email, password);
  return syncCurrent(cred.user);
}

export async function signInWithGoogle(): Promise<AuthUser> {
  const { auth, fa } = await loadFirebase();
  const cred = await fa.signInWithPopup(auth, new fa.GoogleAuthProvider());
  return syncCurrent(cred.user);
}

export async function updateUserProfile(displayName: string, photoURL: string): Promise<void> {
  const { auth, fa } = await loadFirebase();
  await fa.updateProfile(signedInUser(auth), { displayName, photoURL });
  store?.dispatch(profileUpdated({ displayName, photoURL }));
}

function signedInUser(auth: Auth): User {
  if (!auth.currentUser) {
    throw new Error('Not signed in');
  }
  return auth.currentUser;
}

/** Whether registering a profile must wait until the signed-in user verifies their email. */
export async function emailVerificationNeeded(): Promise<boolean> {
  const { auth, config } = await loadFirebase();
  return config.requireVerifiedEmail && !signedInUser(auth).emailVerified;
}

/** Has Firebase email the signed-in user a verification link. */
export async function sendVerificationEmail(): Promise<void> {
  const { auth, fa } = await loadFirebase();
  await fa.sendEmailVerification(signedInUser(auth));
}

/**
 * Reloads the user from Firebase; once the email is verified, exchanges a fresh ID token (which
 * now says so) for a new API token. Resolves whether the email is verified.
 */
export async function confirmEmailVerified(): Promise<boolean> {
  const { auth } = await loadFirebase();
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
  const { auth } = await loadFirebase();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

export async function signOut(): Promise<void> {
  const { auth, fa } = await loadFirebase();
  await fa.signOut(auth);
  handleSignedOut();
}
