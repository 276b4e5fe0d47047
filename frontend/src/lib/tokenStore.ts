import { ACCESS_TOKEN_KEY } from '@tutorhub/contracts';

/** The API token, kept in localStorage under 'access-token'. */
export function getAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** When the stored API token expires (ms since the epoch); null without a readable one. */
export function accessTokenExpiresAt(): number | null {
  const payload = getAccessToken()?.split('.')[1];
  if (!payload) {
    return null;
  }
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function setAccessToken(token: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
}

export function clearAccessToken(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
}

type Refresher = () => Promise<boolean>;
let refresher: Refresher | null = null;
let pending: Promise<boolean> | null = null;

/** The auth module registers how to re-exchange the Firebase ID token for an API token. */
export function registerTokenRefresher(fn: Refresher | null): void {
  refresher = fn;
}

/**
 * Re-exchanges the Firebase token once; concurrent callers share one exchange.
 * Resolves false when nobody is signed in or the exchange failed.
 */
export function refreshAccessToken(): Promise<boolean> {
  if (!refresher) {
    return Promise.resolve(false);
  }
  if (!pending) {
    pending = refresher()
      .catch(() => false)
      .finally(() => {
        pending = null;
      });
  }
  return pending;
}
