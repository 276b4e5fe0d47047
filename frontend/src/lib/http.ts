import { apiCallError } from './apiError';
import { getAccessToken } from './tokenStore';

// The one place that knows where the API is, which token a call carries and how a refused call
// reads. RTK Query's base query (app/api.ts) is built on it; the few calls that cannot go
// through RTK Query (the token exchange, the sign-in configuration, uploads with progress) use
// it directly.

/**
 * The API's base URL; absolute so that fetch also works under jsdom. Relative while the pages are
 * prerendered in Node (there is no window then, and nothing is fetched).
 */
export function apiBaseUrl(): string {
  return `${typeof window === 'undefined' ? '' : window.location.origin}/api`;
}

/** The URL of an API path such as `images`. */
export function apiUrl(path: string): string {
  return `${apiBaseUrl()}/${path}`;
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
  const res = await fetch(apiUrl(path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    throw apiCallError(res.status, await res.text());
  }
  return (await res.json()) as T;
}
