import { BadRequestException } from '@nestjs/common';
import type { ConfigService } from '@nestjs/config';
import { MESSAGES } from '@tutorhub/contracts';
import type { DataSource } from 'typeorm';
import type { Env } from '../config/env.validation';
import type { User } from '../users/user.entity';
import { AccountRolesService } from './account-roles.service';
import { AdminEmails } from './admin-emails';

/** A data source that fails the test if the rule under test ever reaches the database. */
const noDatabase = new Proxy({} as DataSource, {
  get: (_, name) => {
    throw new Error(`unexpected database call: ${String(name)}`);
  },
});

function service(adminEmails: string): AccountRolesService {
  const config = { get: () => adminEmails } as unknown as ConfigService<Env, true>;
  return new AccountRolesService(noDatabase, new AdminEmails(config));
}

const account = (patch: Partial<User>): User =>
  ({ id: 'a', email: 'boss@example.com', role: 'admin', adminSource: 'config', ...patch }) as User;

describe('AccountRolesService rules that need no query', () => {
  it.each([
    ['demote', (s: AccountRolesService) => s.setAdmin('me', false, 'me')],
    ['suspend', (s: AccountRolesService) => s.setSuspended('me', true, 'me')],
  ])('refuses to %s the own account with 400', (_, change) => {
    let error: unknown;
    try {
      void change(service(''));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BadRequestException);
    expect((error as BadRequestException).getResponse()).toMatchObject({
      statusCode: 400,
      message: MESSAGES.ownAccount,
    });
  });

  it.each<[string, Partial<User>]>([
    ['an ADMIN_EMAILS admin still listed (any case)', { email: 'Boss@Example.com ' }],
    ['an admin granted by an admin', { email: 'other@example.com', adminSource: 'grant' }],
    ['a non-admin', { email: 'other@example.com', role: 'tutor', adminSource: null }],
  ])('leaves %s alone on each request, without a query', async (_, patch) => {
    const user = account(patch);
    await expect(service('boss@example.com').dropUnlistedAdmin(user)).resolves.toBe(user);
  });
});
