import { type ExecutionContext, ForbiddenException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@tutorhub/contracts';
import { RolesGuard } from './roles.guard';

function contextFor(roles: Role[] | undefined, role: Role | null | undefined): ExecutionContext {
  const handler = () => undefined;
  class Target {}
  if (roles) {
    Reflect.defineMetadata('roles', roles, handler);
  }
  const request = { headers: {}, user: role === undefined ? undefined : { role } };
  return {
    getHandler: () => handler,
    getClass: () => Target,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

describe('RolesGuard', () => {
  const guard = new RolesGuard(new Reflector());

  it('lets any signed-in caller through a route without @Roles', () => {
    expect(guard.canActivate(contextFor(undefined, null))).toBe(true);
  });

  it('lets a caller with a listed role through', () => {
    expect(guard.canActivate(contextFor(['admin'], 'admin'))).toBe(true);
  });

  it.each<[Role | null | undefined]>([['tutor'], ['student'], [null], [undefined]])(
    'forbids role %s on an admin route, in the error shape',
    (role) => {
      try {
        guard.canActivate(contextFor(['admin'], role));
        throw new Error('allowed');
      } catch (e) {
        expect(e).toBeInstanceOf(ForbiddenException);
        expect((e as ForbiddenException).getResponse()).toMatchObject({
          statusCode: 403,
          error: 'Forbidden',
        });
      }
    },
  );
});
