import { STATUS_CODES } from 'node:http';
import type { ErrorBodyDto as ApiError } from './api-docs';

/** Builds the one error body that every failed call answers with. */
export function errorBody(
  statusCode: number,
  message: string,
  errors?: Record<string, string>,
): ApiError {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
  };
}
