import type { Type } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { type CodedMessage, coded, LIMITS, type ProfileKind } from '@tutorhub/contracts';
import { IsIn, IsOptional, ValidateIf } from 'class-validator';
import { NoContactDetails } from '../common/contact-rule';
import { ImageUrl, PhoneNumber, RequiredEmail, RequiredText } from '../common/dto-fields';
import { says } from '../common/errors';
import { NotSiteName } from '../common/site-name';

/** How one kind's registration form words and illustrates the fields every profile has. */
export interface RegistrationForm {
  /** The message table of the form's required message of each field. */
  form: 'tutorForm' | 'studentForm';
  /** OpenAPI examples. */
  examples: Record<'name' | 'study' | 'subject', string>;
}

const ROLE_MESSAGE: Record<ProfileKind, CodedMessage> = {
  tutor: coded('rule.tutorRole'),
  student: coded('rule.studentRole'),
};

/**
 * The first fields of a `kind`'s registration (POST tutorInfo / studentInfo), in the original's
 * field names; the kind's own fields follow in a subclass. class-validator checks a class's own
 * fields before the inherited ones, and the first failing field gives the answer its message:
 * so the DTO a route takes declares no fields itself and extends the kind's class, which keeps
 * the form's order (these fields first).
 */
export function ProfileRegistrationDto<K extends ProfileKind>(
  kind: K,
  { form, examples }: RegistrationForm,
) {
  abstract class ProfileRegistration {
    @ApiPropertyOptional({ enum: [kind], description: `Always ${kind}; anything else is a 400` })
    @IsOptional()
    @IsIn([kind], says(ROLE_MESSAGE[kind]))
    role?: K;

    @NotSiteName()
    @NoContactDetails()
    @RequiredText(coded(`${form}.name`), LIMITS.nameMax, examples.name)
    name: string;

    @ImageUrl(coded(`${form}.image`))
    image: string;

    @RequiredEmail(coded(`${form}.email`))
    @ApiPropertyOptional({
      description: 'The signed-in email; left out by an account proved by its mobile number alone',
    })
    email?: string;

    @PhoneNumber(coded(`${form}.number`))
    number: string;

    @NoContactDetails()
    @RequiredText(coded(`${form}.study`), LIMITS.shortTextMax, examples.study)
    study: string;

    @NoContactDetails()
    @RequiredText(coded(`${form}.subject`), LIMITS.shortTextMax, examples.subject)
    subject: string;
  }
  return ProfileRegistration;
}

/**
 * The same registration for an account proved by its mobile number alone: its email may be left
 * out (the condition switches off the inherited email rules when it is). Given, it must still be
 * the account's (the service checks), which such an account has none of.
 */
export function withOptionalEmail<T extends object>(registration: Type<T>): Type<T> {
  class PhoneAccountRegistration extends (registration as Type<object>) {
    @ValidateIf((body: { email?: unknown }) => body.email !== undefined)
    email?: string;
  }
  return PhoneAccountRegistration as Type<T>;
}
