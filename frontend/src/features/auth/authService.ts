import type { TokenRequest, TokenResponse } from '@tutorhub/contracts';
import type { User } from 'firebase/auth';
import { api } from '../../app/api';
import type { AppStore } from '../../app/store';
import { profileUpdated, signedIn, signedOut, type AuthUser } from './authSlice';
import { loadFirebase } from './firebase';
import { clearAccessToken, registerTokenRefresher, setAccessToken } from './tokenStore';

/** The API token lives one hour; exchange again a little before that. */
const REFRESH_AFTER_MS = 50 * 60 * 1000;

let store: AppStore | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | null = null;
let lastSync: { idToken: string; promise: Promise<void> } | null = null;

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
  const res = await fetch(`${window.location.origin}/api/jwt`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    throw new Error(`Token exchange failed (${res.status})`);
  }
  const data = (await res.json()) as TokenResponse;
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
  await syncUser(user, idToken);
  return true;
}

/** Exchanges the user's ID token for an API token, then stores the user (SPEC §4). */
function syncUser(user: User, idToken: string): Promise<void> {
  if (lastSync?.idToken === idToken) {
    return lastSync.promise;
  }
  const promise = (async () => {
    try {
      const token = await exchangeToken(idToken, user.email ?? '');
      setAccessToken(token);
      scheduleRefresh();
    } catch (err) {
      console.error(err);
    }
    store?.dispatch(signedIn(toAuthUser(user)));
    store?.dispatch(api.util.invalidateTags(['Me']));
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
  const wasSignedIn = store?.getState().auth.status === 'signedIn';
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

async function syncCurrent(user: User): Promise<AuthUser> {
  await syncUser(user, await user.getIdToken());
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
  const user = auth.currentUser;
  if (!user) {
    throw new Error('Not signed in');
  }
  await fa.updateProfile(user, { displayName, photoURL });
  store?.dispatch(profileUpdated({ displayName, photoURL }));
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
