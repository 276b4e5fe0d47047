import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { MESSAGES } from '@tutorhub/contracts';
import type { ApiError } from '../app/apiTypes';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

function isFetchError(err: unknown): err is FetchBaseQueryError {
  return typeof err === 'object' && err !== null && 'status' in err;
}

/** The body of an API error of the one shape `{statusCode, error, message, errors?}`. */
export function apiErrorBody(err: unknown): Partial<ApiError> | undefined {
  if (isFetchError(err) && typeof err.data === 'object' && err.data !== null) {
    return err.data as Partial<ApiError>;
  }
  return undefined;
}

export function errorStatus(err: unknown): number | string | undefined {
  return isFetchError(err) ? err.status : undefined;
}

/** A failed API call made with fetch or XHR (outside RTK Query), with the server's message. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** Our own words for answers that may come without a message (e.g. from a proxy). */
const STATUS_MESSAGES: Partial<Record<number, string>> = {
  429: MESSAGES.tooManyRequests,
  503: MESSAGES.serviceUnavailable,
};

/** An ApiCallError from a failed answer's status and body text. */
export function apiCallError(status: number, bodyText: string): ApiCallError {
  let message: unknown;
  try {
    message = (JSON.parse(bodyText) as Partial<ApiError> | null)?.message;
  } catch {
    // Not our JSON error shape (e.g. a proxy's HTML page).
  }
  return new ApiCallError(
    status,
    typeof message === 'string' && message
      ? message
      : (STATUS_MESSAGES[status] ?? `Request failed (${status})`),
  );
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

function serverMessage(err: unknown): string | undefined {
  if (err instanceof ApiCallError) {
    return err.message;
  }
  const message = apiErrorBody(err)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * The message of a 429 (a limit was hit) or 503 (the database is down) answer: the server's,
 * or ours when it sent none; undefined for any other failure.
 */
export function unavailableMessage(err: unknown): string | undefined {
  const status = httpStatus(err);
  const ours = status === undefined ? undefined : STATUS_MESSAGES[status];
  return ours && (serverMessage(err) ?? ours);
}

/** Whether the API refused the call (403) with exactly `message`. */
export function isRefusedWith(err: unknown, message: string): boolean {
  return httpStatus(err) === 403 && serverMessage(err) === message;
}

/** Whether the API refused the call because the signed-in account is suspended. */
export function isAccountSuspended(err: unknown): boolean {
  return isRefusedWith(err, MESSAGES.accountSuspended);
}

/** A readable message for an RTK Query / thrown error, or the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  const message = serverMessage(err) ?? unavailableMessage(err);
  if (message) {
    return message;
  }
  if (err instanceof Error && err.message) {
    return err.message;
  }
  const serialized = err as SerializedError | undefined;
  if (serialized && typeof serialized === 'object' && 'message' in serialized) {
    return serialized.message ?? fallback;
  }
  return fallback;
}

/**
 * Puts the field messages of a 400 answer onto the form; returns true when any field matched.
 * `fieldMap` renames server fields to form fields where they differ.
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
      setError(name as Path<T>, { type: 'server', message });
      matched = true;
    }
  }
  return matched;
}
