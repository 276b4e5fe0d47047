import { PartialType, PickType } from '@nestjs/swagger';
import { coded, type Gender, GENDERS, LIMITS } from '@tutorhub/contracts';
import { NoContactDetails } from '../../common/contact-rule';
import { OptionalChoice, OptionalText } from '../../common/dto-fields';
import { CreateStudentDto } from '../../students/dto/create-student.dto';
import { CreateTutorDto } from '../../tutors/dto/create-tutor.dto';

/*
 * PATCH me/profile takes the registration's own fields, with their rules and messages, each
 * optional; `null` is not "absent" (skipNullProperties: false), so it answers the field's
 * required message instead of clearing a field the profile needs. `role` and `email` are not
 * editable: the whitelist answers them as unknown fields.
 */

const SHARED_FIELDS = ['name', 'image', 'number', 'study', 'subject', 'location'] as const;

/** Fields a student may not send: only a tutor profile has them. */
export const TUTOR_ONLY_FIELDS = [
  'teachingSubject',
  'salary',
  'onlineOffline',
  'about',
  'gender',
] as const;

/** A student's edit of their own profile. */
export class StudentProfileEditDto extends PartialType(PickType(CreateStudentDto, SHARED_FIELDS), {
  skipNullProperties: false,
}) {}

/** A tutor's edit of their own profile; `about` is the text of their profile page. */
export class TutorProfileEditDto extends PartialType(
  PickType(CreateTutorDto, [...SHARED_FIELDS, 'teachingSubject', 'salary', 'onlineOffline']),
  { skipNullProperties: false },
) {
  /** Null or blank clears it. */
  @NoContactDetails()
  @OptionalText(LIMITS.aboutMax)
  about?: string | null;

  /** Jobs that ask for a female or male tutor take applications by it; null clears it. */
  @OptionalChoice(GENDERS, coded('profile.gender'))
  gender?: Gender | null;
}
