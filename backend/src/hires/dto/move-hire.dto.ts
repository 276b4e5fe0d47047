import {
  HIRE_MESSAGES,
  HIRE_REASONS,
  HIRE_STATUSES,
  type HireReason,
  type HireStatus,
} from '@tutorhub/contracts';
import { ValidateBy } from 'class-validator';
import { OptionalChoice, RequiredChoice } from '../../common/dto-fields';
import { CLOSING_STATUSES } from '../hire-moves';

/**
 * PATCH hires/{id}: the next status. Any status is accepted here; the state machine answers 409
 * for a move the caller may not make. A reason goes only with a decline, cancellation or end.
 */
export class MoveHireDto {
  @RequiredChoice(HIRE_STATUSES, HIRE_MESSAGES.status, HIRE_MESSAGES.status)
  status: HireStatus;

  @ValidateBy(
    {
      name: 'reasonClosesHire',
      validator: {
        validate: (_: unknown, args) =>
          CLOSING_STATUSES.includes((args?.object as MoveHireDto).status),
      },
    },
    { message: HIRE_MESSAGES.reasonNotAllowed },
  )
  @OptionalChoice(HIRE_REASONS, HIRE_MESSAGES.reason)
  reason?: HireReason | null;
}
