import {
  AUTH_MESSAGES,
  BLOG_FORM_MESSAGES,
  CONFLICT,
  CONTACT_FORM_MESSAGES,
  CONTACT_RULE_MESSAGES,
  CONVERSATION_MESSAGES,
  EMAIL_MESSAGES,
  SMS_MESSAGES,
  COURSE_FORM_MESSAGES,
  HIRE_MESSAGES,
  HIRE_NOTICES,
  HIRE_REASON_LABELS,
  JOB_MESSAGES,
  JOB_NOTICES,
  JOB_REJECT_REASON_LABELS,
  MEDIA_MESSAGES,
  MESSAGES,
  NOT_FOUND,
  NOTIFICATION_MESSAGES,
  PHONE_MESSAGES,
  PROFILE_MESSAGES,
  REPORT_MESSAGES,
  REPORT_NOTICES,
  REQUEST_MESSAGES,
  REVIEW_FORM_MESSAGES,
  RULE_MESSAGES,
  STUDENT_FORM_MESSAGES,
  TUTOR_FORM_MESSAGES,
  VERIFICATION_MESSAGES,
  VERIFICATION_NOTICES,
  VERIFICATION_REJECT_REASON_LABELS,
  CHARGE_MESSAGES,
} from './messages';

/*
 * Stable codes for the message texts: a message travels as its code and named parameters
 * (`rule.tooLong`, `{max: 40}`), set where it is raised; its English is rendered from the tables
 * (`messageText`) and a client shows it in its user's language from the code. A code is
 * `<group>.<key>`, read off the tables below, so adding a message to a table gives it a code.
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
  email: EMAIL_MESSAGES,
  sms: SMS_MESSAGES,
  conflict: CONFLICT,
  profile: PROFILE_MESSAGES,
  auth: AUTH_MESSAGES,
  phone: PHONE_MESSAGES,
  media: MEDIA_MESSAGES,
  request: REQUEST_MESSAGES,
  contactRule: CONTACT_RULE_MESSAGES,
  report: REPORT_MESSAGES,
  reportNotice: REPORT_NOTICES,
  conversation: CONVERSATION_MESSAGES,
  job: JOB_MESSAGES,
  jobReason: JOB_REJECT_REASON_LABELS,
  jobNotice: JOB_NOTICES,
  verification: VERIFICATION_MESSAGES,
  verificationReason: VERIFICATION_REJECT_REASON_LABELS,
  verificationNotice: VERIFICATION_NOTICES,
  charges: CHARGE_MESSAGES,
} as const;

type Tables = typeof MESSAGE_TABLES;
type TemplateFunction = (...args: never[]) => string;

/** Every message code, e.g. `notFound.tutor` or `rule.tooLong`. */
export type MessageCode = {
  [G in keyof Tables]: `${G}.${Extract<keyof Tables[G], string>}`;
}[keyof Tables];

export type MessageParams = Record<string, string | number>;

/** A message as it travels: its code and, for a message function, its arguments by name. */
export interface CodedMessage {
  code: MessageCode;
  params: MessageParams;
}

type TemplateKeys<T> = {
  [K in keyof T]: T[K] extends TemplateFunction ? K : never;
}[keyof T];

/** One name per argument. */
type ArgumentNames<F> = F extends (...args: infer A) => string ? { [I in keyof A]: string } : never;

type TemplateArgumentNames = {
  [G in keyof Tables as TemplateKeys<Tables[G]> extends never ? never : G]: {
    [K in TemplateKeys<Tables[G]>]: ArgumentNames<Tables[G][K]>;
  };
};

/**
 * The names of each message function's arguments, in argument order: the parameters a coded
 * message carries and a translation uses. A bundler renames function parameters, so the names
 * are written here; the type checker refuses a missing function or a wrong number of names.
 */
const ARGUMENT_NAMES: TemplateArgumentNames = {
  rule: {
    tooLong: ['max'],
    trueOrFalse: ['field'],
    nulCharacter: ['field'],
    malformedText: ['field'],
    nestedTooDeep: ['field'],
    unknownField: ['field'],
  },
  hire: { alreadyInStatus: ['status'] },
  conversation: { unreadEmail: ['sender', 'text'] },
  job: { notOpen: ['status'], applicationIs: ['status'], jobIs: ['status'] },
  jobNotice: {
    approved: ['subject', 'classLevel'],
    rejected: ['subject', 'classLevel', 'reason'],
    received: ['tutor', 'subject', 'salary'],
    shortlisted: ['subject'],
    trial: ['subject', 'date', 'time'],
    hired: ['student', 'subject'],
    applicationRejected: ['subject'],
    withdrawn: ['tutor', 'subject'],
    closed: ['subject'],
  },
  hireNotice: {
    requested: ['student', 'subject', 'classLevel', 'days', 'salary'],
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
    reviewReceived: ['student', 'rating'],
    accountRemovedCancelled: ['name'],
    accountRemovedEnded: ['name'],
  },
  verification: {
    fileType: ['file'],
    polyglot: ['file'],
    unreadable: ['file'],
    tooLarge: ['megabytes'],
    tooManyFiles: ['max'],
    notEditable: ['status'],
  },
  verificationNotice: { rejectedWithNote: ['reason', 'note'], rejected: ['reason'] },
  charges: { overdue: ['invoice', 'amount'], onlyDue: ['status'] },
  media: {
    tooLarge: ['megabytes'],
    tooManyPixels: ['megapixels'],
    dailyQuota: ['quota'],
  },
};

/** The message of `code` with `params` (the arguments of a message function, by name). */
export function coded(code: MessageCode, params: MessageParams = {}): CodedMessage {
  return { code, params };
}

/** The table entry of `code`: a fixed text or a message function. */
function entryOf(code: MessageCode): string | TemplateFunction {
  const dot = code.indexOf('.');
  const table = MESSAGE_TABLES[code.slice(0, dot) as keyof Tables] as Record<
    string,
    string | TemplateFunction
  >;
  return table[code.slice(dot + 1)];
}

/** The names of the parameters of `code`, in argument order (none for a fixed text). */
export function parameterNames(code: MessageCode): readonly string[] {
  const dot = code.indexOf('.');
  const names = ARGUMENT_NAMES as Partial<Record<string, Record<string, readonly string[]>>>;
  return names[code.slice(0, dot)]?.[code.slice(dot + 1)] ?? [];
}

/** The English text of a coded message, as the tables write it. */
export function messageText({ code, params }: CodedMessage): string {
  const entry = entryOf(code);
  if (typeof entry === 'string') {
    return entry;
  }
  return entry(...(parameterNames(code).map((name) => params[name]) as never[]));
}
