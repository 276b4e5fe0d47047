import {
  coded,
  HIRE_REASONS,
  HIRE_STATUSES,
  type HireReason,
  type HireStatus,
} from '@tutorhub/contracts';
import { ValidateBy } from 'class-validator';
import { OptionalChoice, RequiredChoice } from '../../common/dto-fields';
import { CLOSING_STATUSES } from '../hire-moves';
import { says } from '../../common/errors';

/**
 * PATCH hires/{id}: the next status. Any status is accepted here; the state machine answers 409
 * for a move the caller may not make. A reason goes only with a decline, cancellation or end.
 */
export class MoveHireDto {
  @RequiredChoice(HIRE_STATUSES, coded('hire.status'), coded('hire.status'))
  status: HireStatus;

  @ValidateBy(
    {
      name: 'reasonClosesHire',
      validator: {
        validate: (_: unknown, args) =>
          CLOSING_STATUSES.includes((args?.object as MoveHireDto).status),
      },
    },
    says(coded('hire.reasonNotAllowed')),
  )
  @OptionalChoice(HIRE_REASONS, coded('hire.reason'))
  reason?: HireReason | null;
}
