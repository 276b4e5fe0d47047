import type { TextFieldProps } from '@mui/material';
import { EMAIL_PATTERN, isPhoneNumber, RULE_MESSAGES } from '@tutorhub/contracts';
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { translateCoded } from '../i18n';

/** The error react-hook-form holds for the field `name` (a dotted path), if any. */
export const fieldError = <T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>) =>
  get(errors, name) as FieldError | undefined;

/**
 * The register and errors of a form whose values include `S`'s, typed for `S`'s fields alone: a
 * part of a form (e.g. the profile fields) serves every form that holds its fields.
 */
export const formPart = <S extends FieldValues>(form: { register: unknown; errors: unknown }) => ({
  register: form.register as UseFormRegister<S>,
  errors: form.errors as FieldErrors<S>,
});

/** Adapts react-hook-form's register() to MUI inputs (ref goes to the <input>). */
export function mui<T extends string>(reg: UseFormRegisterReturn<T>) {
  const { ref, ...rest } = reg;
  return { inputRef: ref, ...rest };
}

export { EMAIL_PATTERN };

/** A validate rule: the value must hold more than white space. */
export const notBlank = (message: string) => (v: string) => v.trim().length > 0 || message;

/** At most `max` characters, with the shared message in the active language. */
export const maxLength = (max: number) => ({
  value: max,
  message: translateCoded('rule.tooLong', { max }, RULE_MESSAGES.tooLong(max)),
});

/** Required, and shaped like an email address. */
export const emailRules = (required: string) => ({
  required,
  pattern: { value: EMAIL_PATTERN, message: RULE_MESSAGES.emailFormat },
});

/** Required, and a phone number as the API accepts it (separators such as spaces allowed). */
export const phoneRules = (required: string) => ({
  required,
  validate: (v: string) => isPhoneNumber(v) || RULE_MESSAGES.numberFormat,
});

/** Required, and a whole number of 0 or more. */
export const wholeNumberRules = (required: string) => ({
  required,
  pattern: { value: /^\d+$/, message: RULE_MESSAGES.nonNegativeInteger },
});

/** A file input's rule: at least one file chosen. */
export const imageRules = (message: string) => ({
  validate: (files: FileList | null) => (files && files.length > 0) || message,
});

/** Input props of a phone number field (the phone keypad, which has + and separators). */
export const PHONE_INPUT = {
  type: 'tel',
  autoComplete: 'tel',
  slotProps: { htmlInput: { inputMode: 'tel' } },
} satisfies TextFieldProps;

/** Input props of a whole-number field (0 or more, numeric keypad). */
export const WHOLE_NUMBER_INPUT = {
  type: 'number',
  slotProps: { htmlInput: { min: 0, step: 1, inputMode: 'numeric' } },
} satisfies TextFieldProps;

/** One choice of a select; a plain string is both its value and its label. */
export type SelectOption = string | { value: string; label: string };

/** The value and label of a select's choice. */
export const optionParts = (option: SelectOption) =>
  typeof option === 'string' ? { value: option, label: option } : option;
