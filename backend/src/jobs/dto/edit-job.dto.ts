import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { coded } from '@tutorhub/contracts';
import { Equals, IsOptional } from 'class-validator';
import { says } from '../../common/errors';
import { CreateJobDto } from './create-job.dto';

/**
 * PATCH jobs/{id} by its owner: the fields to change while the job waits for an admin, or
 * `{status: "closed"}` alone. A field sent as null is refused like a missing required one.
 */
export class EditJobDto extends PartialType(CreateJobDto, { skipNullProperties: false }) {
  @ApiPropertyOptional({ enum: ['closed'] })
  @IsOptional()
  @Equals('closed', says(coded('job.status')))
  status?: 'closed';
}
