import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { createAction } from '@reduxjs/toolkit';
import { TOTAL_COUNT_HEADER } from '@tutorhub/contracts';
import { isAccountSuspended } from '../lib/apiError';
import {
  accessTokenHeader,
  apiBaseUrl,
  clearAccessToken,
  refreshAccessToken,
  sendRequest,
} from '../lib/http';

const TAG_TYPES = [
  'Me',
  'Tutor',
  'Student',
  'Review',
  'Blog',
  'Course',
  'Team',
  'Stats',
  'Contact',
  'Audit',
  'Hire',
  'TutorReview',
  'Notification',
  'EmailSettings',
  'EmailReport',
  'SmsSettings',
  'SmsReport',
  'Report',
  'Conversation',
  'Message',
  'Block',
  'Job',
  'Application',
  'Verification',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** A page of a list call: the rows plus the X-Total-Count header. */
export interface Paged<T> {
  items: T[];
  total: number;
}

/** Any call was refused because the signed-in account is suspended (the auth slice listens). */
export const apiRefusedSuspendedAccount = createAction('api/refusedSuspendedAccount');

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  fetchFn: sendRequest,
  prepareHeaders: (headers) => {
    if (!headers.has('Authorization')) {
      for (const [name, value] of Object.entries(accessTokenHeader())) {
        headers.set(name, value);
      }
    }
    return headers;
  },
});

function hasExplicitAuth(args: string | FetchArgs): boolean {
  if (typeof args === 'string' || !args.headers) {
    return false;
  }
  const headers = new Headers(args.headers as HeadersInit);
  return headers.has('Authorization');
}

/**
 * On a 401, re-exchange the Firebase ID token once and retry the call. A 403 'account
 * suspended' answer from any call switches the app to the suspended-account screen.
 */
const baseQueryWithReauth: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, apiCtx, extraOptions) => {
  let result = await rawBaseQuery(args, apiCtx, extraOptions);
  if (result.error?.status === 401 && !hasExplicitAuth(args)) {
    const refreshed = await refreshAccessToken();
    if (refreshed) {
      result = await rawBaseQuery(args, apiCtx, extraOptions);
    }
  }
  if (isAccountSuspended(result.error)) {
    // Later calls go without the refused token, so public pages (contact) still work.
    clearAccessToken();
    apiCtx.dispatch(apiRefusedSuspendedAccount());
  }
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** Reads X-Total-Count; falls back to the row count. */
function totalFrom(meta: FetchBaseQueryMeta | undefined, fallback: number): number {
  const raw = meta?.response?.headers.get(TOTAL_COUNT_HEADER);
  const n = raw === null || raw === undefined ? NaN : Number(raw);
  return Number.isFinite(n) ? n : fallback;
}

export function toPaged<T>(rows: T[], meta: FetchBaseQueryMeta | undefined): Paged<T> {
  return { items: rows, total: totalFrom(meta, rows.length) };
}

/** Tags for a list: the LIST tag plus one per row. */
export function listTags<T extends TagType>(
  type: T,
  result: Paged<{ _id: string }> | undefined,
): Array<{ type: T; id: string }> {
  const rows = result?.items ?? [];
  return [{ type, id: 'LIST' }, ...rows.map((row) => ({ type, id: row._id }))];
}

/**
 * A paged list query of `path` (its args become the query string): the rows with their total,
 * tagged with `listTags`.
 */
export function pagedList<Row extends { _id: string }>(type: TagType, path: string) {
  return {
    query: (params: object | void) => `${path}${queryString(params ?? {})}`,
    transformResponse: (rows: Row[], meta: FetchBaseQueryMeta | undefined) => toPaged(rows, meta),
    providesTags: (result: Paged<Row> | undefined) => listTags(type, result),
  };
}

/** A query of one record by id at `path/<id>`, tagged with its id. */
export function recordById<T extends TagType>(type: T, path: string) {
  return {
    query: (id: string) => `${path}/${encodeURIComponent(id)}`,
    providesTags: (_result: unknown, _error: unknown, id: string) => [{ type, id }],
  };
}

/** Builds a query string from defined, non-empty params. */
export function queryString(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') {
      search.set(key, String(value));
    }
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}
