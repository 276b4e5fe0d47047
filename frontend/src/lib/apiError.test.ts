import {
  AUTH_MESSAGES,
  CONTACT_FORM_MESSAGES,
  MESSAGES,
  NOT_FOUND,
  RULE_MESSAGES,
} from '@tutorhub/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateTestLanguage } from '../test/utils';
import {
  ApiCallError,
  apiCallError,
  applyFieldErrors,
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
    const err = apiCallError(
      403,
      JSON.stringify({ message: MESSAGES.accountSuspended, code: 'general.accountSuspended' }),
    );
    expect(err).toBeInstanceOf(ApiCallError);
    expect(err.status).toBe(403);
    expect(isAccountSuspended(err)).toBe(true);
    expect(apiCallError(503, '<html/>').message).toBe(MESSAGES.serviceUnavailable);
    expect(apiCallError(418, '').message).toBe('Request failed (418)');
  });

  it('recognises a suspension only by its 403 and its code', () => {
    const suspended = (status: number, code: string) => ({
      status,
      data: { statusCode: status, error: 'x', message: MESSAGES.accountSuspended, code },
    });
    expect(isAccountSuspended(suspended(403, 'general.accountSuspended'))).toBe(true);
    expect(isAccountSuspended(suspended(403, 'general.notAllowed'))).toBe(false);
    expect(isAccountSuspended(rtkError(403, MESSAGES.accountSuspended))).toBe(false);
    expect(isAccountSuspended(suspended(401, 'general.accountSuspended'))).toBe(false);
  });
});

describe('API error messages in Bangla', () => {
  afterEach(() => activateTestLanguage('en'));

  /** A 400 of the contact form as the API sends it: English per field, and their codes. */
  const contactRefusal = {
    status: 400,
    data: {
      statusCode: 400,
      error: 'Bad Request',
      message: CONTACT_FORM_MESSAGES.name,
      code: 'contactForm.name',
      params: {},
      errors: {
        name: CONTACT_FORM_MESSAGES.name,
        message: RULE_MESSAGES.tooLong(5000),
        phone: 'Unknown field: phone',
      },
      codes: { name: 'contactForm.name', message: 'rule.tooLong', phone: 'rule.unknownField' },
      fieldParams: { name: {}, message: { max: 5000 }, phone: { field: 'phone' } },
    },
  };

  it('shows a coded message in Bangla, and a message without a code in English', () => {
    activateTestLanguage('bn');
    const notFound = {
      status: 404,
      data: {
        statusCode: 404,
        error: 'Not Found',
        message: NOT_FOUND.tutor,
        code: 'notFound.tutor',
        params: {},
      },
    };
    const signInRequired = {
      status: 401,
      data: {
        statusCode: 401,
        error: 'Unauthorized',
        message: AUTH_MESSAGES.signInRequired,
        code: 'auth.signInRequired',
        params: {},
      },
    };
    expect(errorMessage(notFound, MESSAGES.actionFailed)).toBe('শিক্ষক পাওয়া যায়নি');
    expect(
      errorMessage(rtkError(404, 'Route GET:/api/nothing not found'), MESSAGES.actionFailed),
    ).toBe('Route GET:/api/nothing not found');
    expect(errorMessage(signInRequired, MESSAGES.actionFailed)).toBe('চালিয়ে যেতে লগইন করুন।');
    expect(errorMessage(parsingError(502), MESSAGES.actionFailed)).toBe(
      'কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।',
    );
  });

  it('puts each field message on the form in Bangla, by its code and params', () => {
    activateTestLanguage('bn');
    const setError = vi.fn();
    expect(applyFieldErrors(contactRefusal, setError, ['name', 'message', 'phone'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'আপনার পুরো নাম লিখুন' }],
      ['message', { type: 'server', message: 'সর্বোচ্চ ৫,০০০টি অক্ষর দিন' }],
      ['phone', { type: 'server', message: 'অজানা ঘর: phone' }],
    ]);
  });

  it('translates a fetch/XHR answer by its code and still recognises it by its English text', () => {
    activateTestLanguage('bn');
    const suspended = apiCallError(
      403,
      JSON.stringify({ message: MESSAGES.accountSuspended, code: 'general.accountSuspended' }),
    );
    expect(suspended.message).toBe(MESSAGES.accountSuspended);
    expect(isAccountSuspended(suspended)).toBe(true);
    expect(errorMessage(suspended, MESSAGES.actionFailed)).toMatch(/^আপনার অ্যাকাউন্ট স্থগিত/);
    expect(unavailableMessage(apiCallError(429, '<html/>'))).toBe(
      'অনেক বেশি অনুরোধ এসেছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
    );
  });
});
