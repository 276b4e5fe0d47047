import type { AuthUser } from './authSlice';

/**
 * The signed-in user, kept beside the API token so that a reload shows the session at once,
 * without loading Firebase.
 */
const SAVED_USER_KEY = 'auth-user';

export function saveUser(user: AuthUser): void {
  localStorage.setItem(SAVED_USER_KEY, JSON.stringify(user));
}

export function savedUser(): AuthUser | null {
  try {
    const user = JSON.parse(localStorage.getItem(SAVED_USER_KEY) ?? 'null') as AuthUser | null;
    return user && typeof user.uid === 'string' ? user : null;
  } catch {
    return null;
  }
}

export function forgetUser(): void {
  localStorage.removeItem(SAVED_USER_KEY);
}
