import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  type CodedMessage,
  coded,
  HIRE_MODES,
  type HireMode,
  LIMITS,
  TEACHING_SUBJECTS,
  type TeachingSubject,
} from '@tutorhub/contracts';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsInt,
  IsString,
  IsUUID,
  Matches,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { NoContactDetails } from '../../common/contact-rule';
import { OptionalText, RequiredChoice, RequiredText, toWholeNumber } from '../../common/dto-fields';
import { says } from '../../common/errors';

/** A required whole number from `min` to `max`; numeric strings count as their number. */
function RequiredWholeNumber(min: number, max: number, message: CodedMessage): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: 'integer', minimum: min, maximum: max }),
    Transform(({ value }: { value: unknown }) => toWholeNumber(value)),
    IsDefined(says(message)),
    IsInt(says(message)),
    Min(min, says(message)),
    Max(max, says(message)),
  );
}

/** True for a real calendar day written YYYY-MM-DD. */
function isCalendarDay(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}

function CalendarDay(message: CodedMessage): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ format: 'date', example: '2026-12-01' }),
    IsDefined(says(message)),
    IsString(says(message)),
    Matches(/^\d{4}-\d{2}-\d{2}$/, says(message)),
    ValidateBy({ name: 'isCalendarDay', validator: { validate: isCalendarDay } }, says(message)),
  );
}

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
