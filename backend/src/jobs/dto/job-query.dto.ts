import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import {
  coded,
  CURRICULA,
  type Curriculum,
  LIMITS,
  TEACHING_MODES,
  TEACHING_SUBJECTS,
  type TeachingMode,
  type TeachingSubject,
} from '@tutorhub/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { OptionalAmount, OptionalChoice } from '../../common/dto-fields';
import { says } from '../../common/errors';
import { PageQueryDto } from '../../common/pagination';

/** GET jobs: the board's filters, at most 50 a page. */
export class JobQueryDto extends PickType(PageQueryDto, ['page'] as const) {
  @OptionalChoice(TEACHING_SUBJECTS, coded('job.subject'))
  subject?: TeachingSubject;

  @ApiPropertyOptional({
    maxLength: LIMITS.jobLocationMax,
    description: 'Part of the area, any case',
  })
  @IsOptional()
  @IsString(says(coded('job.location')))
  @MaxLength(LIMITS.jobLocationMax, says(coded('rule.tooLong', { max: LIMITS.jobLocationMax })))
  location?: string;

  @OptionalChoice(TEACHING_MODES, coded('job.mode'))
  mode?: TeachingMode;

  @OptionalChoice(CURRICULA, coded('job.curriculum'))
  curriculum?: Curriculum;

  /** Keeps jobs whose highest salary reaches it. */
  @OptionalAmount()
  minSalary?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: LIMITS.jobPageSizeMax,
    default: LIMITS.jobPageSizeMax,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt(says(coded('job.limit')))
  @Min(1, says(coded('job.limit')))
  @Max(LIMITS.jobPageSizeMax, says(coded('job.limit')))
  limit?: number;
}
