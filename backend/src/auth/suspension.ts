import { ForbiddenException } from '@nestjs/common';
import { coded } from '@tutorhub/contracts';
import { errorBody } from '../common/errors';
import type { User } from '../users/user.entity';

/** A suspended account may not sign in or call anything: 403 with the suspension message. */
export function refuseSuspended(user: User): User {
  if (user.suspended) {
    throw new ForbiddenException(errorBody(403, coded('general.accountSuspended')));
  }
  return user;
}
