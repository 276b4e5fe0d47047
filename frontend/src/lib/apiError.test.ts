import { MESSAGES } from '@tutorhub/contracts';
import { describe, expect, it } from 'vitest';
import {
  ApiCallError,
  apiCallError,
  errorMessage,
  isAccountSuspended,
  unavailableMessage,
} from './apiError';

const rtkError = (status: number, message?: string) => ({
  status,
  data: { statusCode: status, error: 'x', ...(message ? { message } : {}) },
});
/** What RTK Query answers when the body is not JSON (e.g. a proxy's error page). */
const parsingError = (originalStatus: number) => ({
  status: 'PARSING_ERROR',
  originalStatus,
  data: '<html>down</html>',
  error: 'SyntaxError',
});

describe('API error messages', () => {
  it('gives the server’s message of a 429 or 503, or ours when there is none', () => {
    expect(unavailableMessage(rtkError(429, 'Wait 30 seconds'))).toBe('Wait 30 seconds');
    expect(unavailableMessage(rtkError(429))).toBe(MESSAGES.tooManyRequests);
    expect(unavailableMessage(parsingError(503))).toBe(MESSAGES.serviceUnavailable);
    expect(unavailableMessage(rtkError(500, 'boom'))).toBeUndefined();
    expect(unavailableMessage(new Error('x'))).toBeUndefined();
  });

  it('never falls back to the generic message for a 429 or 503', () => {
    expect(errorMessage(parsingError(503), MESSAGES.actionFailed)).toBe(
      MESSAGES.serviceUnavailable,
    );
    expect(errorMessage(parsingError(502), MESSAGES.actionFailed)).toBe(MESSAGES.actionFailed);
  });

  it('reads a raw answer into an ApiCallError', () => {
    const err = apiCallError(403, JSON.stringify({ message: MESSAGES.accountSuspended }));
    expect(err).toBeInstanceOf(ApiCallError);
    expect(err.status).toBe(403);
    expect(isAccountSuspended(err)).toBe(true);
    expect(apiCallError(503, '<html/>').message).toBe(MESSAGES.serviceUnavailable);
    expect(apiCallError(418, '').message).toBe('Request failed (418)');
  });

  it('recognises a suspension only by its 403 and its exact message', () => {
    expect(isAccountSuspended(rtkError(403, MESSAGES.accountSuspended))).toBe(true);
    expect(isAccountSuspended(rtkError(403, MESSAGES.notAllowed))).toBe(false);
    expect(isAccountSuspended(rtkError(401, MESSAGES.accountSuspended))).toBe(false);
  });
});
