import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/*
 * The Bangladeshi mobile number that identifies an account (phone sign-in): the web form checks
 * with it and the API normalises with it, so both accept and refuse the same numbers.
 */

/** A Bangladeshi mobile number in E.164: +880, the operator prefix 1[3-9], then 8 digits. */
export const BD_MOBILE_E164 = /^\+8801[3-9]\d{8}$/;

/** Why a number was refused: a code of the `phone` message table. */
export type BdMobileRefusal = 'unreadable' | 'notBangladeshi' | 'notMobile';

export type BdMobileResult = { ok: true; e164: string } | { ok: false; refusal: BdMobileRefusal };

const BANGLA_ZERO = 0x09e6;

/** Bangla digits (০–৯) as ASCII ones, so `০১৭১২৩৪৫৬৭৮` reads like `01712345678`. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - BANGLA_ZERO));
}

/**
 * `01712-345678`, `+880 1712 345678`, `8801712345678` and `০১৭১২৩৪৫৬৭৮` all give
 * `+8801712345678`; a landline or a foreign number is refused with the reason.
 */
export function parseBdMobile(text: string): BdMobileResult {
  let input = asciiDigits(text.trim()).replace(/[\s\-.()]/g, '');
  // The country code typed without its "+" (as SMS apps show it).
  if (/^880\d{10}$/.test(input)) {
    input = `+${input}`;
  }
  if (!/^\+?\d{6,15}$/.test(input)) {
    return { ok: false, refusal: 'unreadable' };
  }
  const parsed = parsePhoneNumberFromString(input, 'BD');
  if (!parsed) {
    return { ok: false, refusal: 'unreadable' };
  }
  if (parsed.countryCallingCode !== '880') {
    return { ok: false, refusal: 'notBangladeshi' };
  }
  return BD_MOBILE_E164.test(parsed.number)
    ? { ok: true, e164: parsed.number }
    : { ok: false, refusal: 'notMobile' };
}
