import {
  coded,
  JOB_REJECT_REASONS,
  JOB_STATUSES,
  type JobRejectReason,
  type JobStatus,
} from '@tutorhub/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, ValidateBy, ValidateIf } from 'class-validator';
import { OptionalChoice, RequiredChoice, RequiredWholeNumber } from '../../common/dto-fields';
import { says } from '../../common/errors';
import { PageQueryDto } from '../../common/pagination';

/** GET admin/jobs: by status (all by default, those waiting first). */
export class AdminJobQueryDto extends PageQueryDto {
  @OptionalChoice(JOB_STATUSES, coded('job.statusFilter'))
  status?: JobStatus;
}

/**
 * PATCH admin/jobs/{id}: open a waiting job, or reject it with a reason, as it was at `version`
 * (the job's `version` the admin was shown; a job changed since answers 409).
 */
export class ReviewJobDto {
  @RequiredChoice(['open', 'rejected'] as const, coded('job.adminStatus'), coded('job.adminStatus'))
  status: 'open' | 'rejected';

  @RequiredWholeNumber(1, 2_147_483_647, coded('job.version'))
  version: number;

  @ApiPropertyOptional({ enum: JOB_REJECT_REASONS, description: 'Required when rejecting' })
  @ValidateIf((o: ReviewJobDto) => o.status === 'rejected' || o.reason != null)
  @IsDefined(says(coded('job.rejectReason')))
  @IsIn([...JOB_REJECT_REASONS], says(coded('job.rejectReason')))
  @ValidateBy(
    {
      name: 'reasonRejects',
      validator: {
        validate: (_: unknown, args) => (args?.object as ReviewJobDto).status === 'rejected',
      },
    },
    says(coded('job.reasonOnlyRejecting')),
  )
  reason?: JobRejectReason | null;
}
