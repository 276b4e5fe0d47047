import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { User } from '../users/user.entity';

/** The signed-in account, loaded from the database by the global guard. */
export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): User => ctx.switchToHttp().getRequest<{ user: User }>().user,
);

/** The caller's account on a `PublicWithOptionalUser` route, or null when anonymous. */
export const OptionalUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): User | null =>
    ctx.switchToHttp().getRequest<{ user?: User }>().user ?? null,
);
