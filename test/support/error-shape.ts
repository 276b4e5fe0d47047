import type request from 'supertest';

const ERROR_KEYS = new Set(['statusCode', 'error', 'message', 'code', 'errors', 'codes']);

/**
 * Why an answer is not in the API's one error shape `{statusCode, error, message, code?, errors?,
 * codes?}` (nothing else, `statusCode` = the HTTP status, `errors` text and `codes` a code per
 * field), or undefined if it is.
 */
export function errorShapeProblem(res: request.Response): string | undefined {
  const body = res.body as Record<string, unknown> | undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return `the body is not a JSON object: ${res.text?.slice(0, 200)}`;
  }
  const extra = Object.keys(body).filter((key) => !ERROR_KEYS.has(key));
  if (extra.length > 0) {
    return `unexpected keys ${extra.join(', ')}`;
  }
  if (body.statusCode !== res.status) {
    return `statusCode ${String(body.statusCode)} differs from the status ${res.status}`;
  }
  if (typeof body.error !== 'string' || typeof body.message !== 'string') {
    return 'error and message must be text';
  }
  if (body.code !== undefined && typeof body.code !== 'string') {
    return 'code must be text';
  }
  const errors = body.errors as Record<string, unknown> | undefined;
  if (
    errors !== undefined &&
    (typeof errors !== 'object' || Object.values(errors).some((m) => typeof m !== 'string'))
  ) {
    return 'errors must map fields to text';
  }
  const codes = body.codes as Record<string, unknown> | undefined;
  if (
    codes !== undefined &&
    (typeof codes !== 'object' ||
      Object.entries(codes).some(([field, c]) => typeof c !== 'string' || !errors?.[field]))
  ) {
    return 'codes must map fields of errors to text';
  }
  return undefined;
}

/** Fails unless the answer is in the one error shape. */
export function expectErrorShape(res: request.Response): void {
  const problem = errorShapeProblem(res);
  if (problem) {
    throw new Error(`${res.status} is not in the error shape (${problem}): ${res.text}`);
  }
}
