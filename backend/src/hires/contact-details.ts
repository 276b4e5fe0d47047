/** Bengali digits ০-৯ (U+09E6–U+09EF) as their Latin digits. */
function latinDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
}

// Spaces, dashes, dots and brackets between digits: "017-1234 5678", "(+880) 1712…".
const DIGIT_SEPARATORS = /(?<=[\d+])[\s\-.()]+(?=[\d+])/g;

// A Bangladeshi mobile number: 01 and nine more digits, optionally after +880 / 880 / 0088
// (+880 1712… and +88 01712… are the same digits). Unanchored on purpose: a longer run of
// digits containing a number is refused rather than let through.
const BD_MOBILE = /01\d{9}/;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;

/**
 * True when free text carries a phone number or an email address. Full-width and other
 * compatibility forms (＠, １) are folded first (NFKC), and Bengali digits read as Latin.
 */
export function carriesContactDetails(text: string): boolean {
  const folded = latinDigits(text.normalize('NFKC'));
  return EMAIL.test(folded) || BD_MOBILE.test(folded.replace(DIGIT_SEPARATORS, ''));
}
