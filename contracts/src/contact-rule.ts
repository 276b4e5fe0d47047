/*
 * The contact rule: a phone number, an email address or a messenger handle reaches the other
 * party only once a tutor accepts a hire request, so no text the other party or the public reads
 * may carry one. The API refuses such text before storing it and the web forms say so as the
 * user types; both ask this module.
 *
 * The text is folded first, so that what a reader sees as a number is matched as one: Unicode
 * compatibility forms (NFKC: full-width digits, ＠), invisible format characters (zero-width
 * space, joiners) dropped, fillers that render as blanks read as spaces, the digits of every
 * script read as ASCII digits, and digits spelt out as English or Bangla words read as digits.
 */

/** The kinds of contact detail the rule refuses. */
export type ContactDetailKind = 'phone' | 'email' | 'messenger';

// ---- Folding ------------------------------------------------------------------------------

const FORMAT_CHARACTERS = /\p{Cf}/gu;
/**
 * Characters that are letters or symbols to Unicode but render as a blank: the Hangul fillers
 * (NFKC folds U+3164 and U+FFA0 to U+1160) and the braille blank.
 */
const BLANK_FILLERS = /[\u115F\u1160\u2800]/gu;
const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/gu;
const DECIMAL_DIGIT = /^\p{Nd}$/u;
/** Combining marks placed on a digit change how it looks, not what it reads as. */
const MARKS_ON_DIGITS = /(?<=[0-9])\p{M}+/gu;
const SPACES = /\s+/gu;

const digitValues = new Map<string, string>();

/**
 * The ASCII digit of a decimal digit of any script. Unicode encodes each script's digits as ten
 * consecutive code points from zero, so a digit's value is its distance from the first one.
 */
function asciiDigit(digit: string): string {
  let value = digitValues.get(digit);
  if (value === undefined) {
    const codePoint = digit.codePointAt(0) ?? 0;
    let distance = 0;
    while (DECIMAL_DIGIT.test(String.fromCodePoint(codePoint - distance - 1))) {
      distance += 1;
    }
    value = String(distance % 10);
    digitValues.set(digit, value);
  }
  return value;
}

/** Each digit as English and Bangla words spell it (common spellings), by its value. */
const DIGIT_WORDS: readonly (readonly string[])[] = [
  ['zero', 'শূন্য', 'শুন্য'],
  ['one', 'এক'],
  ['two', 'দুই', 'দুই'],
  ['three', 'তিন'],
  ['four', 'চার'],
  ['five', 'পাঁচ', 'পাচ'],
  ['six', 'ছয়', 'ছয়'],
  ['seven', 'সাত'],
  ['eight', 'আট'],
  ['nine', 'নয়', 'নয়'],
];

/** Not inside a word: no letter or combining mark (Bangla vowel signs) on that side. */
const WORD_START = '(?<![\\p{L}\\p{M}])';
const WORD_END = '(?![\\p{L}\\p{M}])';

const WORD_DIGIT = new Map<string, string>(
  DIGIT_WORDS.flatMap((words, digit) =>
    words.map((word) => [word.normalize('NFKC'), String(digit)] as const),
  ),
);
const DIGIT_WORD_ALTERNATIVES = [...WORD_DIGIT.keys()]
  .sort((a, b) => b.length - a.length)
  .join('|');
/** A digit word, or several written together ("zeroone"), standing as a word of its own. */
const SPELT_DIGITS = new RegExp(`${WORD_START}(?:${DIGIT_WORD_ALTERNATIVES})+${WORD_END}`, 'giu');
const ONE_DIGIT_WORD = new RegExp(DIGIT_WORD_ALTERNATIVES, 'giu');

/** `text` as the rule reads it; see the module comment. White space runs become one space. */
export function foldForContactRule(text: string): string {
  return text
    .normalize('NFKC')
    .replace(FORMAT_CHARACTERS, '')
    .replace(BLANK_FILLERS, ' ')
    .replace(NON_ASCII_DIGIT, asciiDigit)
    .replace(MARKS_ON_DIGITS, '')
    .replace(SPELT_DIGITS, (words) =>
      words.replace(ONE_DIGIT_WORD, (word) => WORD_DIGIT.get(word.toLowerCase()) ?? word),
    )
    .replace(SPACES, ' ');
}

// ---- Phone numbers ------------------------------------------------------------------------

/**
 * Letters written for digits: `O`/`o` for 0 and `I`/`l` for 1, read as digits only within a
 * word made of digits and these letters with at least one digit (`O17I2345678`), so that
 * `O Level` and `IOI` stay words. `S`, `B` and `|` are left alone: `3B` and `12S` are flats and
 * rooms, and `|` already separates.
 */
const LOOK_ALIKE_WORD = /(?<![\p{L}\p{N}])(?=[OoIl]*[0-9])[0-9OoIl]+(?![\p{L}\p{N}])/gu;
const LOOK_ALIKE_DIGIT: Readonly<Record<string, string>> = { O: '0', o: '0', I: '1', l: '1' };
const asDigits = (word: string) => word.replace(/[OoIl]/g, (letter) => LOOK_ALIKE_DIGIT[letter]);

/**
 * Calendar dates (31/12/2025, 31-12-2025, 2025-12-31) are taken out before numbers are read: a
 * range of two dates would otherwise read as a landline.
 */
const DATES =
  /(?<![0-9])(?:(?:[0-2]?[0-9]|3[01])[./-](?:0?[1-9]|1[0-2])[./-](?:19|20)[0-9]{2}|(?:19|20)[0-9]{2}-(?:0[1-9]|1[0-2])-(?:[0-2][0-9]|3[01]))(?![0-9])/g;

/**
 * Times (4:30, 18:00) are taken out too: a colon is no separator, so "6:00, 2019" would
 * otherwise start a number with the 00 of an international call.
 */
const TIMES = /(?<![0-9])[0-2]?[0-9]:[0-5][0-9](?![0-9])/g;

/**
 * Version numbers after a word that names a version or a piece of software (`version
 * 1.3.4567.8901`, `Office 16.0.13456.20278`, `v2.10.3`), three groups or more joined by dots,
 * are taken out too: they would otherwise read as a number.
 */
const VERSION_WORDS =
  'version|ver|v|build|release|update|firmware|android|ios|windows|office|chrome|firefox|edge|node|python|java|সংস্করণ|ভার্সন';
const VERSIONS = new RegExp(
  `(${WORD_START}(?:${VERSION_WORDS})\\.? ?v?)[0-9]+(?:\\.[0-9]+){2,}(?![0-9])`.normalize('NFKC'),
  'giu',
);

/** The longest number the rule looks for: 00 + 880 + 10 digits, or + and 15 digits. */
const LONGEST_NUMBER = 15;

interface DigitGroup {
  digits: string;
  /** The separators written before the group. */
  before: string;
  /** Whether a `+` that is no grade or "or more" (A+, 10+) leads the group: `+44 20…`. */
  plus: boolean;
}

/**
 * Whatever is no letter and no digit separates the digit groups of one number, as a reader
 * skips it: punctuation of any script, symbols, emoji, blanks (`017•1234•5678`, `017😀1234`).
 * Times, dates and versions are taken out before, so their colons and dots join nothing.
 */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Runs of digit groups joined by separators only, e.g. `017 1234-5678` → 017, 1234, 5678. */
function digitRuns(text: string): DigitGroup[][] {
  const runs: DigitGroup[][] = [];
  let run: DigitGroup[] = [];
  let separators = '';
  let plus = false;
  let digits = '';
  let previous = '';
  const endGroup = () => {
    if (digits) {
      run.push({ digits, before: separators, plus });
      digits = '';
      separators = '';
      plus = false;
    }
  };
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      digits += ch;
    } else if (!LETTER_OR_DIGIT.test(ch)) {
      endGroup();
      separators += ch;
      plus ||= ch === '+' && !LETTER_OR_DIGIT.test(previous);
    } else {
      endGroup();
      if (run.length > 0) {
        runs.push(run);
      }
      run = [];
      separators = '';
      plus = false;
    }
    previous = ch;
  }
  endGroup();
  if (run.length > 0) {
    runs.push(run);
  }
  return runs;
}

/** A Bangladeshi mobile: 1[3-9] and 8 digits, after 0, 880, +88 0, 0088 0 or nothing. */
const BD_MOBILE = /^(?:00)?(?:88)?0?1[3-9][0-9]{8}$/;
/** A Bangladeshi landline: 0, an area code and the number (9 to 11 digits), or after 880. */
const BD_LANDLINE = /^(?:0|(?:00)?8800?)[2-9][0-9]{7,9}$/;
/** Any country's number written internationally: 00 and 8 to 15 digits. */
const INTERNATIONAL = /^00[1-9][0-9]{7,13}$/;
/** After a `+`: 8 to 15 digits. */
const AFTER_PLUS = /^[1-9][0-9]{7,14}$/;
/** An unbroken digit string this long that is no round amount: a number glued to other digits. */
const LONG_UNBROKEN = 10;

/** An amount (no leading 0, at least hundreds, ending 00: salaries are round) or a year. */
const AMOUNT_OR_YEAR = /^(?:[1-9][0-9]*00|(?:19|20)[0-9]{2})$/;

/**
 * Whether groups read as amounts or years rather than one number: `13,000-15,000` is a salary
 * range, not the mobile 1300015000. A comma followed by 2 or 3 digits groups thousands (also
 * the Bangladeshi way, 1,50,000); any other separator starts the next amount.
 */
function readsAsAmounts(groups: readonly DigitGroup[]): boolean {
  const amounts: string[] = [];
  groups.forEach((group, i) => {
    const groupsThousands =
      i > 0 && group.before === ',' && (group.digits.length === 2 || group.digits.length === 3);
    if (groupsThousands) {
      amounts[amounts.length - 1] += group.digits;
    } else {
      amounts.push(group.digits);
    }
  });
  return amounts.every((amount) => AMOUNT_OR_YEAR.test(amount));
}

/** The highest number a list of classes, chapters or days counts to. */
const LIST_ITEM_MAX = 20;

/**
 * Whether groups read as a list (`Class 1, 3, 4, 5, 6, 7, 8, 9, 10`, chapters): three or more
 * small numbers without a leading 0, each higher than the one before.
 */
function readsAsList(groups: readonly DigitGroup[]): boolean {
  const values = groups.map((group) => group.digits);
  return (
    values.length >= 3 &&
    values.every(
      (digits, i) =>
        /^[1-9][0-9]?$/.test(digits) &&
        Number(digits) <= LIST_ITEM_MAX &&
        (i === 0 || Number(digits) > Number(values[i - 1])),
    )
  );
}

function isPhoneNumber(digits: string, afterPlus: boolean): boolean {
  return (
    BD_MOBILE.test(digits) ||
    BD_LANDLINE.test(digits) ||
    INTERNATIONAL.test(digits) ||
    (afterPlus && AFTER_PLUS.test(digits))
  );
}

/**
 * Whether folded text holds a phone number: consecutive digit groups of one run whose digits
 * together are one, or one unbroken digit string of 10 or more (a number glued to other digits).
 */
function carriesPhoneNumber(folded: string): boolean {
  const text = folded
    .replace(LOOK_ALIKE_WORD, asDigits)
    .replace(DATES, ' date ')
    .replace(TIMES, ' time ')
    .replace(VERSIONS, '$1 version ');
  for (const run of digitRuns(text)) {
    for (let start = 0; start < run.length; start++) {
      const first = run[start];
      if (first.digits.length >= LONG_UNBROKEN && !readsAsAmounts([first])) {
        return true;
      }
      let digits = '';
      for (let end = start; end < run.length && digits.length <= LONGEST_NUMBER; end++) {
        digits += run[end].digits;
        const groups = run.slice(start, end + 1);
        if (isPhoneNumber(digits, first.plus) && !readsAsAmounts(groups) && !readsAsList(groups)) {
          return true;
        }
      }
    }
  }
  return false;
}

// ---- Email addresses ----------------------------------------------------------------------

const LOCAL_PART = /[\p{L}\p{N}._%+-]+ ?$/u;
const DOMAIN = /^ ?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,63}(?![\p{L}\p{N}])/u;
const LOOSE_DOMAIN = /^ ?([\p{L}\p{N}-]+)((?:\.[\p{L}\p{N}-]+)*)/u;
/**
 * Top-level domains and mail providers that mark a spelt-out address after a dot (`eve at
 * yahoo dot com`); none is an English word (in, me, us), so "at Mirpur . In the evening" stays
 * text.
 */
const MAIL_DOMAINS =
  /^(?:com|net|org|edu|gov|info|biz|io|bd|uk|ac|xyz|gmail|googlemail|yahoo|ymail|hotmail|outlook|icloud|proton|protonmail|aol|gmx|yandex|zoho)$/i;
/**
 * Providers whose name is a mail address alone (`eve at gmail`); a company that is also a
 * workplace or a program ("I worked at Yahoo", "good at Outlook") needs its dot.
 */
const MAIL_ONLY_PROVIDERS = /^(?:gmail|googlemail|ymail|hotmail|protonmail|gmx)$/i;

/** `@` and `.` as people spell them to dodge a filter: ` at `, `[at]`, `(dot)`, ` ডট `… */
const SPELT_AT = new RegExp(
  ` ?[[({<] ?(?:at|@|এট|অ্যাট) ?[\\])}>] ?| (?:at|এট|অ্যাট) | ?@ ?`.normalize('NFKC'),
  'giu',
);
const SPELT_DOT = new RegExp(
  ` ?ডট ?কম${WORD_END}| ?[[({<] ?(?:dot|\\.|ডট) ?[\\])}>] ?| (?:dot|ডট) | \\. `.normalize('NFKC'),
  'giu',
);
const spellDot = (match: string) => (match.includes('কম') ? '.com' : '.');

/** `text` with spelt-out `@` and `.` written as the characters. */
function withSpeltSymbols(folded: string): string {
  return folded.replace(SPELT_DOT, spellDot).replace(SPELT_AT, '@');
}

/**
 * Whether folded text holds an email address: written plainly (any top-level domain), or spelt
 * out (`eve at gmail dot com`, `eve[at]gmail(dot)com`, `eve @ gmail . com`) with a common
 * top-level domain or mail provider, so that "studying at DU. Physics" stays text.
 */
function carriesEmailAddress(folded: string): boolean {
  if (addressAround(folded, (after) => DOMAIN.test(after))) {
    return true;
  }
  return addressAround(withSpeltSymbols(folded), (after) => {
    const match = LOOSE_DOMAIN.exec(after);
    if (!match) {
      return false;
    }
    const labels = (match[1] + match[2]).split('.');
    return (
      labels.some((label, i) => i > 0 && MAIL_DOMAINS.test(label)) ||
      MAIL_ONLY_PROVIDERS.test(labels[0])
    );
  });
}

/** Whether some `@` in `text` has a local part before it and a domain `domainFits` after it. */
function addressAround(text: string, domainFits: (after: string) => boolean): boolean {
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    const before = text.slice(Math.max(0, at - 64), at);
    const after = text.slice(at + 1, at + 256);
    if (LOCAL_PART.test(before) && domainFits(after)) {
      return true;
    }
  }
  return false;
}

// ---- Messengers and social networks -------------------------------------------------------

/** The services' names as written in English and Bangla. */
const SERVICE_NAMES = [
  "what'?s ?app",
  'whatsap',
  'watsapp',
  'telegram',
  'messenger',
  'facebook',
  'fb',
  'instagram',
  'insta',
  'imo',
  'viber',
  'skype',
  'ig',
  'snapchat',
  'tiktok',
  'wechat',
  'হোয়াটস ?অ্যাপ',
  'টেলিগ্রাম',
  'মেসেঞ্জার',
  'ম্যাসেঞ্জার',
  'ফেসবুক',
  'ইনস্টাগ্রাম',
  'ইন্সটাগ্রাম',
  'ইমো',
  'ভাইবার',
  'স্কাইপ',
  'স্ন্যাপচ্যাট',
  'টিকটক',
].join('|');

/** A service's name as a word; Bangla may add its locative ending (ফেসবুকে, ইমোতে). */
const SERVICE = `${WORD_START}(?:${SERVICE_NAMES})(?:ে|এ|তে)?${WORD_END}`;

/** Links: wa.me, t.me, m.me, fb.me and the services' own domains. */
const SERVICE_LINK = new RegExp(
  `(?<![\\p{L}\\p{N}_.'’-])(?:(?:wa|t|m|fb)\\.me|wa\\.link|instagr\\.am|(?:[a-z]+\\.)?(?:whatsapp|facebook|fb|instagram|telegram|messenger|skype|viber|imo)\\.(?:com|me|im|org|net|dog|watch|link|co|io))(?![\\p{L}\\p{N}])`,
  'iu',
);

/** A handle as services write them: `@rahim_tutor`. */
const AT_HANDLE = /(?<![\p{L}\p{N}._%+-])@[A-Za-z0-9_.]{3,}/u;

/** A word that reads as a handle: with `. _ @ :` in it (rahim.uddin, live:rahim), or rahim77. */
const HANDLE = '(?:[A-Za-z]*[._@:][A-Za-z0-9._@:-]*|[A-Za-z]+[0-9][A-Za-z0-9._@:-]*)';
/**
 * A word that reads as a handle with no label before it (`IG rahim.uddin`): dots or underscores
 * inside it, or letters then digits. A dot at its end ("Facebook page.") ends a sentence.
 */
const BARE_HANDLE = '(?:[A-Za-z0-9]+(?:[._][A-Za-z0-9]+)+|[A-Za-z]+[0-9][A-Za-z0-9._]*)';
/**
 * After a colon any word of four letters or more is taken as the handle (`telegram:
 * rahimtutor`), except the words that answer whether the service is used ("Skype: both fine").
 */
const ANSWER_WORDS =
  'available|both|only|none|never|after|later|soon|please|also|preferred|fine|okay|sure|maybe|with';
const NAMED_HANDLE = `(?:${HANDLE}|(?!(?:${ANSWER_WORDS})(?![A-Za-z0-9]))[A-Za-z][A-Za-z0-9]{3,})`;
const HANDLE_LABELS =
  'id|handle|user ?name|username|profile|page|link|account|আইডি|প্রোফাইল|পেজ|লিংক|লিঙ্ক';
const CONTACT_VERBS = 'call|text|message|msg|knock|inbox|dm|ping|add|contact|find|reach|follow';
const BANGLA_CONTACT_WORDS = 'নক|মেসেজ|ম্যাসেজ|যোগাযোগ|কল|এড|অ্যাড';

const SERVICE_HANDLES = [
  // "fb id rahim.uddin", "Skype ID: live:rahim", "ফেসবুক আইডি: rahim_77"
  `${SERVICE} ?(?:${HANDLE_LABELS})${WORD_END} ?[:=-]? ?${HANDLE}`,
  // "fb: rahim.uddin", "imo = rahim77", "telegram: rahimtutor"
  `${SERVICE} ?[:=] ?${NAMED_HANDLE}`,
  // "IG rahim.uddin", "imo rahim_77"
  `${SERVICE} ${BARE_HANDLE}`,
  // "knock me on WhatsApp", "find me on Facebook"
  `${WORD_START}(?:${CONTACT_VERBS}) (?:me|us) (?:on|in|via|at|through) ${SERVICE}`,
  // "ফেসবুকে নক দিন", "হোয়াটসঅ্যাপে মেসেজ করুন"
  `${SERVICE} ?(?:${BANGLA_CONTACT_WORDS})${WORD_END}`,
].map((source) => new RegExp(source.normalize('NFKC'), 'iu'));

const MENTIONS_SERVICE = new RegExp(SERVICE.normalize('NFKC'), 'iu');

/** Whether folded text links to a messenger or social profile or gives a handle on one. */
function carriesMessengerHandle(folded: string): boolean {
  const dotted = folded.replace(SPELT_DOT, spellDot);
  return (
    SERVICE_LINK.test(dotted) ||
    SERVICE_HANDLES.some((pattern) => pattern.test(folded)) ||
    (MENTIONS_SERVICE.test(folded) && AT_HANDLE.test(folded))
  );
}

// ---- The rule -----------------------------------------------------------------------------

/** The kind of contact detail `text` carries, or undefined when it carries none. */
export function contactDetailIn(text: string): ContactDetailKind | undefined {
  const folded = foldForContactRule(text);
  if (carriesPhoneNumber(folded)) {
    return 'phone';
  }
  if (carriesEmailAddress(folded)) {
    return 'email';
  }
  return carriesMessengerHandle(folded) ? 'messenger' : undefined;
}

/** Whether `text` carries a phone number, an email address or a messenger handle. */
export function carriesContactDetails(text: string): boolean {
  return contactDetailIn(text) !== undefined;
}

/**
 * The fields of one request the contact rule refuses, given in the form's order: each field
 * that carries contact details alone; when none does, the field that completes one across the
 * fields before it (a number split over the class and the area is refused at the area).
 */
export function fieldsCarryingContactDetails<K extends string>(
  fields: readonly (readonly [K, string])[],
): K[] {
  const alone = fields.filter(([, text]) => carriesContactDetails(text)).map(([name]) => name);
  if (alone.length > 0) {
    return alone;
  }
  let joined = '';
  for (const [name, text] of fields) {
    joined = joined ? `${joined}\n${text}` : text;
    if (carriesContactDetails(joined)) {
      return [name];
    }
  }
  return [];
}
