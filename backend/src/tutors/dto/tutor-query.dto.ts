import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  LIMITS,
  RULE_MESSAGES,
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  type TeachingMode,
  type TutorQuery,
} from '@tutorhub/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalAmount, OptionalChoice } from '../../common/dto-fields';
import { ProfileQueryDto } from '../../profiles/profile.dto';
import { normaliseTeachingMode } from '../teaching-mode';

/** GET getTutor: paging plus the Hire Tutors filters, all applied in SQL. */
export class TutorQueryDto extends ProfileQueryDto implements TutorQuery {
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
}
