import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  LIMITS,
  RULE_MESSAGES,
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  type TeachingMode,
  TUTOR_FORM_MESSAGES as M,
} from '@tutorhub/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty } from 'class-validator';
import { NoContactDetails } from '../../common/contact-rule';
import { RequiredAmount, RequiredChoice, RequiredText } from '../../common/dto-fields';
import { ProfileRegistrationDto } from '../../profiles/registration.dto';
import { normaliseTeachingMode } from './tutor-list.dto';

/** Free text such as 'Online & Offline' read as online | offline | both. */
function TeachingModeField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      enum: TEACHING_MODES,
      description: "Also accepts free text such as 'Online & Offline' (→ both), any casing",
    }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? (normaliseTeachingMode(value) ?? value.trim()) : value,
    ),
    IsDefined({ message: M.onlineOffline }),
    IsNotEmpty({ message: M.onlineOffline }),
    IsIn([...TEACHING_MODES], { message: RULE_MESSAGES.onlineOffline }),
  );
}

/** The tutor form: the shared fields, then the tutor's own. */
class TutorRegistration extends ProfileRegistrationDto('tutor', {
  messages: M,
  examples: { name: 'Rahim Uddin', study: 'University of Dhaka', subject: 'Physics' },
}) {
  @RequiredChoice(TEACHING_SUBJECTS, M.teachingSubject, RULE_MESSAGES.teachingSubject)
  teachingSubject: string;

  @RequiredAmount(M.salary)
  salary: number;

  @NoContactDetails()
  @RequiredText(M.location, LIMITS.shortTextMax, 'Dhanmondi, Dhaka')
  location: string;

  @TeachingModeField()
  onlineOffline: TeachingMode;
}

/** POST tutorInfo: a tutor's record, in the original's field names (kind and role set here). */
export class CreateTutorDto extends TutorRegistration {}
