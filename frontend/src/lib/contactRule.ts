import { carriesContactDetails, CONTACT_RULE_MESSAGES } from '@tutorhub/contracts';

/*
 * The API's contact rule in the forms, apart from the other form helpers so that a page without
 * such a field (the newsletter form in every page's frame) does not load the rule.
 */

/** A validate rule of a text field: true, or the message to show. */
type TextCheck = (value: string) => true | string;

/** The API's contact rule on one field: no phone number, email address or messenger handle. */
const contactRule: TextCheck = (v) =>
  !v || !carriesContactDetails(v) || CONTACT_RULE_MESSAGES.contactDetails;

/** The rules a free-text field uses. */
interface TextRules {
  required?: string;
  maxLength?: { value: number; message: string };
  validate?: TextCheck;
}

/**
 * `rules` of a text the other party or the public reads, plus the contact rule. Forms holding
 * such a field validate as the user types (`mode: 'onChange'`), so its message shows at once.
 */
export function withContactRule({
  validate,
  ...rules
}: TextRules): Omit<TextRules, 'validate'> & { validate: Record<string, TextCheck> } {
  return { ...rules, validate: validate ? { own: validate, contactRule } : { contactRule } };
}
