import { STATUS_CODES } from 'node:http';
import { messageCode } from '@tutorhub/contracts';
import type { ErrorBodyDto as ApiError } from './api-docs';

/** The codes of the field messages that have one. */
function fieldCodes(errors: Record<string, string>): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const code = messageCode(message)?.code;
    if (code) {
      codes[field] = code;
    }
  }
  return codes;
}

/**
 * Builds the one error body that every failed call answers with. Messages from the shared
 * tables carry their stable code beside the English text, so a client can translate them.
 */
export function errorBody(
  statusCode: number,
  message: string,
  errors?: Record<string, string>,
): ApiError {
  const code = messageCode(message)?.code;
  const codes = errors ? fieldCodes(errors) : {};
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(code ? { code } : {}),
    ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
    ...(Object.keys(codes).length > 0 ? { codes } : {}),
  };
}
