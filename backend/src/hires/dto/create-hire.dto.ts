import { ApiProperty } from '@nestjs/swagger';
import {
  coded,
  HIRE_MODES,
  type HireMode,
  LIMITS,
  TEACHING_SUBJECTS,
  type TeachingSubject,
} from '@tutorhub/contracts';
import { IsDefined, IsUUID, ValidateIf } from 'class-validator';
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
 * POST hires: a student's terms for a tutor. The free text (class, area, message) must not carry
 * contact details; those are shared once the tutor accepts.
 */
export class CreateHireDto {
  @ApiProperty({ format: 'uuid' })
  @IsDefined(says(coded('hire.tutorId')))
  @IsUUID('all', says(coded('hire.tutorId')))
  tutorId: string;

  @RequiredChoice(TEACHING_SUBJECTS, coded('hire.subject'), coded('hire.subject'))
  subject: TeachingSubject;

  @NoContactDetails()
  @RequiredText(coded('hire.classLevel'), LIMITS.classLevelMax, 'Class 9')
  classLevel: string;

  @RequiredWholeNumber(LIMITS.daysPerWeekMin, LIMITS.daysPerWeekMax, coded('hire.daysPerWeek'))
  daysPerWeek: number;

  /** Whole BDT per month. */
  @RequiredWholeNumber(LIMITS.hireSalaryMin, LIMITS.hireSalaryMax, coded('hire.salary'))
  salary: number;

  /** Today or later in the site time zone (checked by the service, which knows the clock). */
  @CalendarDay(coded('hire.startDate'))
  startDate: string;

  @RequiredChoice(HIRE_MODES, coded('hire.mode'), coded('hire.mode'))
  mode: HireMode;

  /** Required for offline tuition; optional online. */
  @NoContactDetails()
  @RequiredText(coded('hire.area'), LIMITS.hireAreaMax, 'Dhanmondi, Dhaka')
  @ValidateIf((o: CreateHireDto) => o.mode === 'offline' || (o.area != null && o.area !== ''))
  area?: string | null;

  @NoContactDetails()
  @OptionalText(LIMITS.hireMessageMax)
  message?: string | null;
}
