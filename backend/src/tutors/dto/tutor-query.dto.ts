import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  LIMITS,
  RULE_MESSAGES,
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  type TeachingMode,
  TUTOR_SORTS,
  type TutorSort,
} from '@tutorhub/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalAmount, OptionalChoice } from '../../common/dto-fields';
import { ProfileQueryDto } from '../../profiles/profile.dto';
import { normaliseTeachingMode } from '../teaching-mode';

/** The query-string spellings of a boolean filter. */
const BOOLEAN_WORDS = new Map<unknown, boolean>([
  ['true', true],
  ['false', false],
]);

/** GET getTutor: paging plus the Hire Tutors filters, all applied in SQL. */
export class TutorQueryDto extends ProfileQueryDto {
  @OptionalChoice(TEACHING_SUBJECTS, RULE_MESSAGES.teachingSubject)
  subject?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.searchMax, description: 'Part of the location' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsOptional()
  @IsString({ message: RULE_MESSAGES.queryText })
  @MaxLength(LIMITS.searchMax, { message: RULE_MESSAGES.queryText })
  location?: string;

  @ApiPropertyOptional({
    enum: TEACHING_MODES,
    description: 'online or offline also match tutors who teach both',
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (normaliseTeachingMode(value) ?? value) : value,
  )
  @IsOptional()
  @IsIn([...TEACHING_MODES], { message: RULE_MESSAGES.onlineOffline })
  mode?: TeachingMode;

  @OptionalAmount()
  minSalary?: number;

  @OptionalAmount()
  maxSalary?: number;

  @ApiPropertyOptional({
    type: Boolean,
    description: 'true: verified tutors only; false: the others',
  })
  @Transform(({ value }: { value: unknown }) => BOOLEAN_WORDS.get(value) ?? value)
  @IsOptional()
  @IsBoolean({ message: RULE_MESSAGES.trueOrFalse('verified') })
  verified?: boolean;

  @OptionalChoice(TUTOR_SORTS, RULE_MESSAGES.tutorSort)
  sort?: TutorSort;
}
