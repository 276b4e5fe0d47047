import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  coded,
  LIMITS,
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  type TeachingMode,
} from '@tutorhub/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsNotEmpty } from 'class-validator';
import { NoContactDetails } from '../../common/contact-rule';
import { RequiredAmount, RequiredChoice, RequiredText } from '../../common/dto-fields';
import { ProfileRegistrationDto } from '../../profiles/registration.dto';
import { normaliseTeachingMode } from './tutor-list.dto';
import { says } from '../../common/errors';

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
    IsDefined(says(coded('tutorForm.onlineOffline'))),
    IsNotEmpty(says(coded('tutorForm.onlineOffline'))),
    IsIn([...TEACHING_MODES], says(coded('rule.onlineOffline'))),
  );
}

/** The tutor form: the shared fields, then the tutor's own. */
class TutorRegistration extends ProfileRegistrationDto('tutor', {
  form: 'tutorForm',
  examples: { name: 'Rahim Uddin', study: 'University of Dhaka', subject: 'Physics' },
}) {
  @RequiredChoice(
    TEACHING_SUBJECTS,
    coded('tutorForm.teachingSubject'),
    coded('rule.teachingSubject'),
  )
  teachingSubject: string;

  @RequiredAmount(coded('tutorForm.salary'))
  salary: number;

  @NoContactDetails()
  @RequiredText(coded('tutorForm.location'), LIMITS.shortTextMax, 'Dhanmondi, Dhaka')
  location: string;

  @TeachingModeField()
  onlineOffline: TeachingMode;
}

/** POST tutorInfo: a tutor's record, in the original's field names (kind and role set here). */
export class CreateTutorDto extends TutorRegistration {}
