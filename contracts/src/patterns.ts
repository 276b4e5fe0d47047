import { LIMITS } from './constants';

/*
 * The one phone rule and the one email rule: the API's DTOs validate with them and the web
 * forms check with them, so a form never refuses what the API accepts, nor the reverse.
 */

/** What people type between the digits of a phone number: spaces, dashes, dots, brackets. */
const PHONE_SEPARATORS = /[\s\-.()]/g;

/** A phone number once its separators are dropped: optional leading `+`, then its digits. */
export const PHONE_PATTERN = new RegExp(
  `^\\+?\\d{${LIMITS.phoneDigitsMin},${LIMITS.phoneDigitsMax}}$`,
);

/** A phone number as the API stores it: trimmed, separators dropped (`+880 1712-345678` → `+8801712345678`). */
export function stripPhoneSeparators(text: string): string {
  return text.trim().replace(PHONE_SEPARATORS, '');
}

/** Whether `text` is a phone number the API accepts. */
export function isPhoneNumber(text: string): boolean {
  return PHONE_PATTERN.test(stripPhoneSeparators(text));
}

/**
 * An email address: the browsers' own rule for `<input type="email">` (letters, digits and
 * `.!#$%&'*+/=?^_`{|}~-` before the `@`; dot-separated host labels of letters, digits and inner
 * dashes after it), plus a top-level domain of at least two letters, which mail needs.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
