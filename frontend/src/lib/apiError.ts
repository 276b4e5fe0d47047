import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { MESSAGES } from '@tutorhub/contracts';
import type { ApiError } from '../store/apiTypes';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { MessageCode, MessageParams } from '@tutorhub/contracts';
import { translateCoded, translateMessage } from '../i18n';

function isFetchError(err: unknown): err is FetchBaseQueryError {
  return typeof err === 'object' && err !== null && 'status' in err;
}

/**
 * The body of an API error of the one shape
 * `{statusCode, error, message, code, params, errors?, codes?, fieldParams?}`.
 */
export function apiErrorBody(err: unknown): Partial<ApiError> | undefined {
  if (isFetchError(err) && typeof err.data === 'object' && err.data !== null) {
    return err.data as Partial<ApiError>;
  }
  return undefined;
}

export function errorStatus(err: unknown): number | string | undefined {
  return isFetchError(err) ? err.status : undefined;
}

/**
 * A failed API call made with fetch or XHR (outside RTK Query), with the server's English
 * message, its code and params; `errorMessage` gives the text to show.
 */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly params?: MessageParams,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** Our own words for answers that may come without a message (e.g. from a proxy). */
const STATUS_MESSAGES: Partial<Record<number, { code: MessageCode; text: string }>> = {
  429: { code: 'general.tooManyRequests', text: MESSAGES.tooManyRequests },
  503: { code: 'general.serviceUnavailable', text: MESSAGES.serviceUnavailable },
};

/** An ApiCallError from a failed answer's status and body text. */
export function apiCallError(status: number, bodyText: string): ApiCallError {
  let body: Partial<ApiError> | null = null;
  try {
    body = JSON.parse(bodyText) as Partial<ApiError> | null;
  } catch {
    // Not our JSON error shape (e.g. a proxy's HTML page).
  }
  const message = body?.message;
  if (typeof message === 'string' && message) {
    return new ApiCallError(status, message, textOrUndefined(body?.code), paramsOf(body?.params));
  }
  const ours = STATUS_MESSAGES[status];
  return ours
    ? new ApiCallError(status, ours.text, ours.code, {})
    : new ApiCallError(status, `Request failed (${status})`);
}

function textOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function paramsOf(value: unknown): MessageParams | undefined {
  return typeof value === 'object' && value !== null ? (value as MessageParams) : undefined;
}

/** The HTTP status of a failed call, also when its body was not JSON. */
export function httpStatus(err: unknown): number | undefined {
  if (err instanceof ApiCallError) {
    return err.status;
  }
  if (!isFetchError(err)) {
    return undefined;
  }
  if (typeof err.status === 'number') {
    return err.status;
  }
  return 'originalStatus' in err ? err.originalStatus : undefined;
}

interface ServerMessage {
  text: string;
  code?: string;
  params?: MessageParams;
}

/** The server's English message, its code and params; undefined parts when it sent none. */
function serverMessage(err: unknown): ServerMessage | undefined {
  if (err instanceof ApiCallError) {
    return { text: err.message, code: err.code, params: err.params };
  }
  const body = apiErrorBody(err);
  const message = body?.message;
  return typeof message === 'string' && message
    ? { text: message, code: textOrUndefined(body?.code), params: paramsOf(body?.params) }
    : undefined;
}

/** The server's message in the user's language: by its code and params, else its English. */
function shownServerMessage(err: unknown): string | undefined {
  const message = serverMessage(err);
  return message && translateCoded(message.code, message.params, message.text);
}

/**
 * The message of a 429 (a limit was hit) or 503 (the database is down) answer, in the user's
 * language: the server's, or ours when it sent none; undefined for any other failure.
 */
export function unavailableMessage(err: unknown): string | undefined {
  const status = httpStatus(err);
  const ours = status === undefined ? undefined : STATUS_MESSAGES[status];
  return ours && (shownServerMessage(err) ?? translateCoded(ours.code, {}, ours.text));
}

/** Whether the API refused the call (403) with the message of `code`. */
export function isRefusedWith(err: unknown, code: MessageCode): boolean {
  return httpStatus(err) === 403 && serverMessage(err)?.code === code;
}

/** Whether the API refused the call because the signed-in account is suspended. */
export function isAccountSuspended(err: unknown): boolean {
  return isRefusedWith(err, 'general.accountSuspended');
}

/**
 * A readable message for an RTK Query / thrown error, or the fallback, in the user's language
 * where the text is one of the shared messages (the fallback may be English or translated).
 */
export function errorMessage(err: unknown, fallback: string): string {
  const message = shownServerMessage(err) ?? unavailableMessage(err);
  if (message) {
    return message;
  }
  if (err instanceof Error && err.message) {
    return translateMessage(err.message);
  }
  const serialized = err as SerializedError | undefined;
  if (serialized && typeof serialized === 'object' && 'message' in serialized) {
    return translateMessage(serialized.message ?? fallback);
  }
  return translateMessage(fallback);
}

/**
 * Puts the field messages of a 400 answer onto the form, in the user's language where a field's
 * message has a code; returns true when any field matched. `fieldMap` renames server fields to
 * form fields where they differ.
 */
export function applyFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  fieldMap: Record<string, string> = {},
): boolean {
  const body = apiErrorBody(err);
  if (errorStatus(err) !== 400 || !body?.errors) {
    return false;
  }
  let matched = false;
  for (const [field, message] of Object.entries(body.errors)) {
    const name = fieldMap[field] ?? field;
    if (fields.includes(name)) {
      setError(name as Path<T>, {
        type: 'server',
        message: translateCoded(body.codes?.[field], paramsOf(body.fieldParams?.[field]), message),
      });
      matched = true;
    }
  }
  return matched;
}
