import {
  AUTH_MESSAGES,
  BLOG_FORM_MESSAGES,
  CONFLICT,
  CONTACT_FORM_MESSAGES,
  COURSE_FORM_MESSAGES,
  HIRE_MESSAGES,
  HIRE_NOTICES,
  HIRE_REASON_LABELS,
  MEDIA_MESSAGES,
  MESSAGES,
  NOT_FOUND,
  NOTIFICATION_MESSAGES,
  PROFILE_MESSAGES,
  REPORT_MESSAGES,
  REPORT_NOTICES,
  REVIEW_FORM_MESSAGES,
  RULE_MESSAGES,
  STUDENT_FORM_MESSAGES,
  TUTOR_FORM_MESSAGES,
} from './messages';

/*
 * Stable codes for the message texts: the API keeps answering with the English text and adds
 * its code, so a client can show the text in its user's language. A code is `<group>.<key>`,
 * read off the tables below, so adding a message to a table gives it a code.
 */

/** Each message table under the group name its codes start with. */
export const MESSAGE_TABLES = {
  tutorForm: TUTOR_FORM_MESSAGES,
  studentForm: STUDENT_FORM_MESSAGES,
  courseForm: COURSE_FORM_MESSAGES,
  blogForm: BLOG_FORM_MESSAGES,
  contactForm: CONTACT_FORM_MESSAGES,
  reviewForm: REVIEW_FORM_MESSAGES,
  rule: RULE_MESSAGES,
  general: MESSAGES,
  notFound: NOT_FOUND,
  hire: HIRE_MESSAGES,
  hireReason: HIRE_REASON_LABELS,
  hireNotice: HIRE_NOTICES,
  notification: NOTIFICATION_MESSAGES,
  conflict: CONFLICT,
  profile: PROFILE_MESSAGES,
  auth: AUTH_MESSAGES,
  media: MEDIA_MESSAGES,
  report: REPORT_MESSAGES,
  reportNotice: REPORT_NOTICES,
} as const;

type Tables = typeof MESSAGE_TABLES;
type TemplateFunction = (...args: never[]) => string;

/** Every message code, e.g. `notFound.tutor` or `rule.tooLong`. */
export type MessageCode = {
  [G in keyof Tables]: `${G}.${Extract<keyof Tables[G], string>}`;
}[keyof Tables];

export type MessageParams = Record<string, string | number>;

type TemplateKeys<T> = {
  [K in keyof T]: T[K] extends TemplateFunction ? K : never;
}[keyof T];

/** One name per argument; a numeric argument's name ends in `:number`. */
type ArgumentNames<F> = F extends (...args: infer A) => string
  ? { [I in keyof A]: A[I] extends number ? `${string}:number` : string }
  : never;

type TemplateArgumentNames = {
  [G in keyof Tables as TemplateKeys<Tables[G]> extends never ? never : G]: {
    [K in TemplateKeys<Tables[G]>]: ArgumentNames<Tables[G][K]>;
  };
};

/**
 * The names a translation uses for each message function's arguments, in argument order. A
 * bundler renames function parameters, so the names are written here; the type checker refuses
 * a missing function or a wrong number of names.
 */
const ARGUMENT_NAMES: TemplateArgumentNames = {
  rule: {
    tooLong: ['max:number'],
    trueOrFalse: ['field'],
    nulCharacter: ['field'],
    malformedText: ['field'],
    nestedTooDeep: ['field'],
  },
  hire: { alreadyInStatus: ['status'] },
  hireNotice: {
    requested: ['student', 'subject', 'classLevel', 'days:number', 'salary:number'],
    accepted: ['tutor', 'subject'],
    declinedWithReason: ['tutor', 'subject', 'reason'],
    declined: ['tutor', 'subject'],
    cancelledWithReason: ['student', 'subject', 'reason'],
    cancelled: ['student', 'subject'],
    endedByAdminWithReason: ['subject', 'reason'],
    endedWithReason: ['party', 'subject', 'reason'],
    endedByAdmin: ['subject'],
    ended: ['party', 'subject'],
  },
  profile: {
    reviewReceived: ['student', 'rating:number'],
    accountRemovedCancelled: ['name'],
    accountRemovedEnded: ['name'],
  },
  media: {
    tooLarge: ['megabytes:number'],
    tooManyPixels: ['megapixels:number'],
    dailyQuota: ['quota:number'],
  },
};

const NUMBER_SUFFIX = ':number';

interface Argument {
  name: string;
  numeric: boolean;
}

interface Template {
  code: MessageCode;
  pattern: RegExp;
  /** The argument each capture group of `pattern` holds, in the order they appear. */
  captures: Argument[];
}

/** Where argument `index` goes in a template's output: a private-use character no message uses. */
const sentinel = (index: number) => `\uE000${index}\uE000`;
const SENTINELS = /\uE000(\d+)\uE000/g;

/** A number as a message writes it: `12500`, `12,500` (en-US grouping) or `2.5`. */
const NUMBER_PATTERN = '(-?\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|-?\\d+(?:\\.\\d+)?)';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of a message function's texts, built by calling it once with sentinels. */
function templateOf(
  code: MessageCode,
  render: TemplateFunction,
  names: readonly string[],
): Template {
  const args: Argument[] = names.map((name) =>
    name.endsWith(NUMBER_SUFFIX)
      ? { name: name.slice(0, -NUMBER_SUFFIX.length), numeric: true }
      : { name, numeric: false },
  );
  const output = render(...(args.map((_, i) => sentinel(i)) as never[]));
  const captures: Argument[] = [];
  const source = escapeRegExp(output).replace(SENTINELS, (_, index: string) => {
    const arg = args[Number(index)];
    captures.push(arg);
    return arg.numeric ? NUMBER_PATTERN : '([\\s\\S]+?)';
  });
  return { code, pattern: new RegExp(`^${source}$`), captures };
}

function buildLookup(): { byText: Map<string, MessageCode>; templates: Template[] } {
  const byText = new Map<string, MessageCode>();
  const templates: Template[] = [];
  const argumentNames = ARGUMENT_NAMES as Partial<
    Record<string, Record<string, readonly string[]>>
  >;
  for (const [group, table] of Object.entries(MESSAGE_TABLES)) {
    for (const [key, message] of Object.entries(table) as [string, unknown][]) {
      const code = `${group}.${key}` as MessageCode;
      if (typeof message === 'string') {
        // A text several tables share keeps its first code; their translations agree.
        if (!byText.has(message)) {
          byText.set(message, code);
        }
      } else {
        const names = argumentNames[group]?.[key] ?? [];
        templates.push(templateOf(code, message as TemplateFunction, names));
      }
    }
  }
  return { byText, templates };
}

/** Built at the first look-up, so a bundle that never looks one up can leave the tables out. */
let lookup: ReturnType<typeof buildLookup> | undefined;

/**
 * The code of a message text and, for a message function's text, its arguments by name
 * (`Use at most 40 characters` → `rule.tooLong`, `{max: 40}`); undefined for any other text.
 */
export function messageCode(
  text: string,
): { code: MessageCode; params: MessageParams } | undefined {
  lookup ??= buildLookup();
  const code = lookup.byText.get(text);
  if (code) {
    return { code, params: {} };
  }
  for (const { code, pattern, captures } of lookup.templates) {
    const match = pattern.exec(text);
    if (match) {
      const params: MessageParams = {};
      captures.forEach(({ name, numeric }, i) => {
        const value = match[i + 1];
        params[name] = numeric ? Number(value.replace(/,/g, '')) : value;
      });
      return { code, params };
    }
  }
  return undefined;
}
