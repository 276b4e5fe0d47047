import { coded, LIMITS } from '@tutorhub/contracts';
import { NoContactDetails } from '../../common/contact-rule';
import { OptionalText, RequiredWholeNumber } from '../../common/dto-fields';

/** POST jobs/{id}/applications: a tutor's short note and the salary they ask. */
export class CreateApplicationDto {
  @NoContactDetails()
  @OptionalText(LIMITS.applicationNoteMax)
  note?: string | null;

  /** Whole BDT per month. */
  @RequiredWholeNumber(LIMITS.jobSalaryMin, LIMITS.jobSalaryMax, coded('job.expectedSalary'))
  expectedSalary: number;
}
