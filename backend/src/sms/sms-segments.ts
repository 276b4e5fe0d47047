import type { SmsEncoding } from '@tutorhub/contracts';

/** The GSM 03.38 default alphabet: one septet each. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/** Its extension table: an escape septet and one more, so two each. */
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/** Characters a part holds, alone and when the text is split (the rest is the split header). */
const CAPACITY: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Operators charge per part. */
  parts: number;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
}

/**
 * How a text travels: GSM-7 when every character is in the GSM alphabet (its extension
 * characters count 2), else UCS-2 (all Bangla), where a character outside the BMP (an emoji)
 * is a surrogate pair and counts 2. A split text loses room in each part to the header.
 */
export function smsSegments(text: string): SmsSegments {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.has(char)) {
      septets += 1;
    } else if (GSM_EXTENDED.has(char)) {
      septets += 2;
    } else {
      return countParts('UCS-2', text.length);
    }
  }
  return countParts('GSM-7', septets);
}

function countParts(encoding: SmsEncoding, units: number): SmsSegments {
  const { single, part } = CAPACITY[encoding];
  return { encoding, units, parts: units <= single ? 1 : Math.ceil(units / part) };
}
