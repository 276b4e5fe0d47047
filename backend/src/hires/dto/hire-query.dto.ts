import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  coded,
  HIRE_SIDES,
  HIRE_STATUSES,
  type HireSide,
  type HireStatus,
} from '@tutorhub/contracts';
import { Transform } from 'class-transformer';
import { ArrayNotEmpty, IsIn, IsOptional } from 'class-validator';
import { OptionalChoice } from '../../common/dto-fields';
import { PageQueryDto } from '../../common/pagination';
import { says } from '../../common/errors';

/** `status=accepted` or a comma-separated list such as `declined,cancelled,ended`. */
function statusList(value: unknown): unknown {
  return typeof value === 'string' ? value.split(',').map((s) => s.trim().toLowerCase()) : value;
}

/** GET hires: the caller's side (default: the side of their profile), statuses and page. */
export class HireQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: HIRE_SIDES,
    description: "Default: the side of the caller's profile; `all` is for admins",
  })
  @OptionalChoice(HIRE_SIDES, coded('hire.side'))
  as?: HireSide;

  @ApiPropertyOptional({
    type: String,
    example: 'declined,cancelled,ended',
    description: `One status or a comma-separated list: ${HIRE_STATUSES.join(', ')}`,
  })
  @Transform(({ value }: { value: unknown }) => statusList(value))
  @IsOptional()
  @ArrayNotEmpty(says(coded('hire.statusFilter')))
  @IsIn([...HIRE_STATUSES], { each: true, ...says(coded('hire.statusFilter')) })
  status?: HireStatus[];
}
