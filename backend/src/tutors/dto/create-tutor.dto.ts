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
import { IsDefined, IsIn, IsNotEmpty, IsOptional } from 'class-validator';
import {
  ImageUrl,
  PhoneNumber,
  RequiredAmount,
  RequiredChoice,
  RequiredEmail,
  RequiredText,
} from '../../common/dto-fields';
import { normaliseTeachingMode } from '../teaching-mode';

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

/** POST tutorInfo: a tutor's record, in the original's field names (kind and role set here). */
export class CreateTutorDto {
  @ApiProperty({ description: 'Always tutor; anything else is a 400' })
  @IsOptional()
  @IsIn(['tutor'], { message: RULE_MESSAGES.tutorRole })
  role?: 'tutor';

  @RequiredText(M.name, LIMITS.nameMax, 'Rahim Uddin')
  name: string;

  @ImageUrl(M.image)
  image: string;

  @RequiredEmail(M.email)
  email: string;

  @PhoneNumber(M.number)
  number: string;

  @RequiredText(M.study, LIMITS.shortTextMax, 'University of Dhaka')
  study: string;

  @RequiredText(M.subject, LIMITS.shortTextMax, 'Physics')
  subject: string;

  @RequiredChoice(TEACHING_SUBJECTS, M.teachingSubject, RULE_MESSAGES.teachingSubject)
  teachingSubject: string;

  @RequiredAmount(M.salary)
  salary: number;

  @RequiredText(M.location, LIMITS.shortTextMax, 'Dhanmondi, Dhaka')
  location: string;

  @TeachingModeField()
  onlineOffline: TeachingMode;
}
