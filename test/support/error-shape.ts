import type request from 'supertest';

const ERROR_KEYS = new Set([
  'statusCode',
  'error',
  'message',
  'code',
  'params',
  'errors',
  'codes',
  'fieldParams',
]);

/**
 * Why an answer is not in the API's one error shape `{statusCode, error, message, code, params,
 * errors?, codes?, fieldParams?}` (nothing else, `statusCode` = the HTTP status, `errors` text,
 * `codes` a code and `fieldParams` the params per field), or undefined if it is.
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
  if (typeof body.code !== 'string') {
    return 'code must be text';
  }
  if (!isObject(body.params)) {
    return 'params must be an object';
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
  const fieldParams = body.fieldParams as Record<string, unknown> | undefined;
  if (
    fieldParams !== undefined &&
    (!isObject(fieldParams) ||
      Object.entries(fieldParams).some(([field, p]) => !isObject(p) || !errors?.[field]))
  ) {
    return 'fieldParams must map fields of errors to objects';
  }
  return undefined;
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Fails unless the answer is in the one error shape. */
export function expectErrorShape(res: request.Response): void {
  const problem = errorShapeProblem(res);
  if (problem) {
    throw new Error(`${res.status} is not in the error shape (${problem}): ${res.text}`);
  }
}
