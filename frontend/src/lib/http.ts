import { ACCESS_TOKEN_KEY } from '@tutorhub/contracts';
import { apiCallError } from './apiError';

// The one place that knows where the API is, which token a call carries (the stored API token,
// its expiry and its refresh) and how a refused call reads. RTK Query's base query (app/api.ts)
// is built on it; the few calls that cannot go through RTK Query (the token exchange, the sign-in
// configuration, uploads with progress) use it directly.

/**
 * The API's base URL; absolute so that fetch also works under jsdom. In Node, where the API
 * renders pages with their data, a stand-in origin: its calls go to the API in-process
 * (`sendRequestsWith`).
 */
export function apiBaseUrl(): string {
  return `${typeof window === 'undefined' ? 'http://localhost' : window.location.origin}/api`;
}

let send: typeof fetch = (input, init) => fetch(input, init);

/** Where every call goes: the network, or the API itself while it renders a page in Node. */
export function sendRequestsWith(sender: typeof fetch): void {
  send = sender;
}

/** `fetch`, through the sender in use (`sendRequestsWith`). */
export function sendRequest(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return send(input, init);
}

/** The URL of an API path such as `images`. */
export function apiUrl(path: string): string {
  return `${apiBaseUrl()}/${path}`;
}

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
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // No storage (Node, where the API renders a member's page whose token it refused): no token.
  }
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

/** The Authorization header carrying `token`; none without a token. */
export function bearer(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The Authorization header of the stored API token, if any. */
export function accessTokenHeader(): Record<string, string> {
  return bearer(getAccessToken());
}

interface JsonRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Sent instead of the stored API token (e.g. a Firebase ID token). */
  token?: string | null;
}

/**
 * A JSON call outside RTK Query: resolves to the answer's body, or throws its ApiCallError.
 * Carries the stored API token unless `token` is given.
 */
export async function requestJson<T>(path: string, request: JsonRequest = {}): Promise<T> {
  const { method = 'GET', body, token } = request;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(token === undefined ? accessTokenHeader() : bearer(token)),
  };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  const res = await sendRequest(apiUrl(path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    throw apiCallError(res.status, await res.text());
  }
  return (await res.json()) as T;
}
