import { coded, LIMITS } from '@tutorhub/contracts';
import { NoContactDetails } from '../../common/contact-rule';
import { RequiredText } from '../../common/dto-fields';
import { ProfileRegistrationDto } from '../../profiles/registration.dto';

/** The student form: the shared fields, then the student's own. */
class StudentRegistration extends ProfileRegistrationDto('student', {
  form: 'studentForm',
  examples: { name: 'Karim Hossain', study: 'Dhaka College', subject: 'Science' },
}) {
  @NoContactDetails()
  @RequiredText(coded('studentForm.location'), LIMITS.shortTextMax, 'Mirpur, Dhaka')
  location: string;
}

/** POST studentInfo: a student's record, in the original's field names (kind and role set here). */
export class CreateStudentDto extends StudentRegistration {}
