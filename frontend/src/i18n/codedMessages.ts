import { MESSAGE_TABLES, messageCode, type MessageParams } from '@tutorhub/contracts';
import type { MessageKey } from './en';
import { i18n } from './language';
import { termsWith } from './terms';

/** The `messages` catalog key of a message code, when the active catalog has it. */
function catalogKey(code: string): MessageKey | undefined {
  const key = `messages.${code}`;
  return Object.hasOwn(i18n.messages, key) ? (key as MessageKey) : undefined;
}

/** Whether the message of `code` is a fixed text (not built from arguments). */
function isFixedText(code: string): boolean {
  const dot = code.indexOf('.');
  const table = MESSAGE_TABLES[code.slice(0, dot) as keyof typeof MESSAGE_TABLES] as
    Record<string, unknown> | undefined;
  return typeof table?.[code.slice(dot + 1)] === 'string';
}

/** `text` in the active language when it is one of our fixed messages, else as written. */
function fixedMessage(text: string): string {
  const read = messageCode(text);
  const key = read && isFixedText(read.code) ? catalogKey(read.code) : undefined;
  return key ? i18n._(key) : text;
}

const subjectTerm = (subject: string) => termsWith((key) => i18n._(key)).subject(subject);

/**
 * The arguments that hold our own English words rather than user data, by name: a subject
 * (one of the listed ones, named by its term) and a hire reason or the stand-in for a party
 * whose account is gone (fixed messages). Names, class levels and the like stay as written.
 */
const TRANSLATED_ARGUMENTS: Partial<Record<string, (value: string) => string>> = {
  subject: subjectTerm,
  reason: fixedMessage,
  tutor: fixedMessage,
  student: fixedMessage,
  party: fixedMessage,
};

/** A message's arguments with our own words among them in the active language. */
function translateArguments(params: MessageParams): MessageParams {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const translateArgument = TRANSLATED_ARGUMENTS[name];
      return [
        name,
        translateArgument && typeof value === 'string' ? translateArgument(value) : value,
      ];
    }),
  );
}

/**
 * The message of `code` in the active (non-English) language; `text` is its English, from
 * which the arguments of a parameterised message are read back (and the code, when none is
 * given). Falls back to `text` when the code is unknown here or its arguments cannot be read
 * from `text` (a page older than the API that answered). Only language packs import this: the
 * reverse lookup of every message is not needed in English.
 */
export function translateCodedText(code: string | undefined, text: string): string {
  const read = messageCode(text);
  const wanted = code ?? read?.code;
  const key = wanted === undefined ? undefined : catalogKey(wanted);
  if (!key) {
    return text;
  }
  if (read && read.code === wanted) {
    return i18n._(key, translateArguments(read.params));
  }
  return isFixedText(key.slice('messages.'.length)) ? i18n._(key) : text;
}
