import { ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS, type ProfileKind, RULE_MESSAGES } from '@tutorhub/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { NoContactDetails } from '../common/contact-rule';
import { ImageUrl, PhoneNumber, RequiredEmail, RequiredText } from '../common/dto-fields';

type SharedField = 'name' | 'image' | 'email' | 'number' | 'study' | 'subject';

/** How one kind's registration form words and illustrates the fields every profile has. */
export interface RegistrationForm {
  /** The form's required message of each field. */
  messages: Record<SharedField, string>;
  /** OpenAPI examples. */
  examples: Record<'name' | 'study' | 'subject', string>;
}

const ROLE_MESSAGE: Record<ProfileKind, string> = {
  tutor: RULE_MESSAGES.tutorRole,
  student: RULE_MESSAGES.studentRole,
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
  { messages: M, examples }: RegistrationForm,
) {
  abstract class ProfileRegistration {
    @ApiPropertyOptional({ enum: [kind], description: `Always ${kind}; anything else is a 400` })
    @IsOptional()
    @IsIn([kind], { message: ROLE_MESSAGE[kind] })
    role?: K;

    @NoContactDetails()
    @RequiredText(M.name, LIMITS.nameMax, examples.name)
    name: string;

    @ImageUrl(M.image)
    image: string;

    @RequiredEmail(M.email)
    email: string;

    @PhoneNumber(M.number)
    number: string;

    @NoContactDetails()
    @RequiredText(M.study, LIMITS.shortTextMax, examples.study)
    study: string;

    @NoContactDetails()
    @RequiredText(M.subject, LIMITS.shortTextMax, examples.subject)
    subject: string;
  }
  return ProfileRegistration;
}
