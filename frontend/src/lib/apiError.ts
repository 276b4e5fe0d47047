import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiError } from '@tutorhub/contracts';
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

/** A readable message for an RTK Query / thrown error, or the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  const body = apiErrorBody(err);
  if (body?.message && typeof body.message === 'string') {
    return body.message;
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
