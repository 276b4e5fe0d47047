import { type CodedMessage, coded } from '@tutorhub/contracts';

/** Deeper than any body or query of the API; bounds the walk below as well. */
export const MAX_INPUT_DEPTH = 8;

/** Keys that would reach an object's prototype if a library ever copied them over. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface HostileField {
  field: string;
  message: CodedMessage;
}

/**
 * The first field of a request part (body, query or path) that no rule of the API may accept:
 * text PostgreSQL cannot store (NUL) or that is not Unicode (lone surrogates), prototype keys,
 * nesting deeper than MAX_INPUT_DEPTH. Refusing these here keeps them away from every query.
 */
export function findHostileField(
  value: unknown,
  field: string,
  depth = 0,
): HostileField | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) {
      return { field, message: coded('rule.nulCharacter', { field }) };
    }
    return LONE_SURROGATE.test(value)
      ? { field, message: coded('rule.malformedText', { field }) }
      : undefined;
  }
  // Bodies, query strings (whose objects have their own prototype) and path parameters hold
  // plain data; binary content is not text.
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) {
    return undefined;
  }
  if (depth >= MAX_INPUT_DEPTH) {
    return { field, message: coded('rule.nestedTooDeep', { field }) };
  }
  for (const key of Object.keys(value)) {
    const child = depth === 0 ? key : `${field}.${key}`;
    if (PROTOTYPE_KEYS.has(key)) {
      return { field: child, message: coded('rule.unknownField', { field: key }) };
    }
    const found =
      findHostileField(key, child) ??
      findHostileField((value as Record<string, unknown>)[key], child, depth + 1);
    if (found) {
      return found;
    }
  }
  return undefined;
}
