import {
  coded,
  CURRICULA,
  type Curriculum,
  LIMITS,
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  type TeachingMode,
  type TeachingSubject,
  TUTOR_GENDERS,
  type TutorGender,
} from '@tutorhub/contracts';
import { MinLength } from 'class-validator';
import { NoContactDetails } from '../../common/contact-rule';
import {
  CalendarDay,
  OptionalText,
  RequiredChoice,
  RequiredText,
  RequiredWholeNumber,
} from '../../common/dto-fields';
import { says } from '../../common/errors';

/**
 * POST jobs: a family's tuition need. The free text must not carry contact details, and the
 * location is an area, never an address. The service checks what needs the clock or both
 * salaries (the start date's range, salaryMin ≤ salaryMax).
 */
export class CreateJobDto {
  @RequiredChoice(TEACHING_SUBJECTS, coded('job.subject'), coded('job.subject'))
  subject: TeachingSubject;

  @NoContactDetails()
  @RequiredText(coded('job.classLevel'), LIMITS.jobClassLevelMax, 'Class 8')
  classLevel: string;

  @RequiredChoice(CURRICULA, coded('job.curriculum'), coded('job.curriculum'))
  curriculum: Curriculum;

  @NoContactDetails()
  @MinLength(LIMITS.jobLocationMin, says(coded('job.location')))
  @RequiredText(coded('job.location'), LIMITS.jobLocationMax, 'Dhanmondi, Dhaka')
  location: string;

  @RequiredChoice(TEACHING_MODES, coded('job.mode'), coded('job.mode'))
  mode: TeachingMode;

  @RequiredWholeNumber(LIMITS.daysPerWeekMin, LIMITS.daysPerWeekMax, coded('job.daysPerWeek'))
  daysPerWeek: number;

  /** Whole BDT per month. */
  @RequiredWholeNumber(LIMITS.jobSalaryMin, LIMITS.jobSalaryMax, coded('job.salary'))
  salaryMin: number;

  @RequiredWholeNumber(LIMITS.jobSalaryMin, LIMITS.jobSalaryMax, coded('job.salary'))
  salaryMax: number;

  @RequiredChoice(TUTOR_GENDERS, coded('job.tutorGender'), coded('job.tutorGender'))
  tutorGender: TutorGender;

  @RequiredWholeNumber(LIMITS.jobStudentsMin, LIMITS.jobStudentsMax, coded('job.students'))
  students: number;

  /** From today to 90 days ahead in the site time zone. */
  @CalendarDay(coded('job.startDate'))
  startDate: string;

  @NoContactDetails()
  @OptionalText(LIMITS.jobDetailsMax)
  details?: string | null;
}
