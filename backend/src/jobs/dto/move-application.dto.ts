import { ApiPropertyOptional } from '@nestjs/swagger';
import { type ApplicationStatus, coded } from '@tutorhub/contracts';
import { IsDefined, IsISO8601, ValidateBy, ValidateIf } from 'class-validator';
import { RequiredChoice } from '../../common/dto-fields';
import { says } from '../../common/errors';

/** The statuses a PATCH may ask for; `applied` and `closed` are never a move. */
export const MOVE_TARGETS = ['shortlisted', 'trial', 'hired', 'rejected', 'withdrawn'] as const;

/**
 * PATCH applications/{id}: the next status. The state machine answers 409 for a move the caller
 * may not make now. A trial class goes with its date and time (within the next 30 days, checked
 * against the site clock by the service).
 */
export class MoveApplicationDto {
  @RequiredChoice(MOVE_TARGETS, coded('job.applicationStatus'), coded('job.applicationStatus'))
  status: Exclude<ApplicationStatus, 'applied' | 'closed'>;

  @ApiPropertyOptional({ format: 'date-time', description: 'Required with status trial' })
  @ValidateIf((o: MoveApplicationDto) => o.status === 'trial' || o.trialAt != null)
  @IsDefined(says(coded('job.trialAt')))
  @IsISO8601({ strict: true }, says(coded('job.trialAt')))
  @ValidateBy(
    {
      name: 'trialAtGoesWithTrial',
      validator: {
        validate: (_: unknown, args) => (args?.object as MoveApplicationDto).status === 'trial',
      },
    },
    says(coded('job.trialAtOnlyTrial')),
  )
  trialAt?: string | null;
}
