import type { ConfigService } from '@nestjs/config';
import type { JwtService } from '@nestjs/jwt';
import { AUTH_MESSAGES, MESSAGES } from '@tutorhub/contracts';
import type { AccountRolesService } from '../admin/account-roles.service';
import type { Env } from '../config/env.validation';
import type { User } from '../users/user.entity';
import type { ProvenIdentity, UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import type { IdTokenVerifier } from './id-token.verifier';

const IDENTITY: ProvenIdentity = {
  uid: 'uid-1',
  email: 'rahim@example.com',
  emailVerified: true,
  phone: null,
};
const account = { id: 'acc-1', email: IDENTITY.email, suspended: false } as User;

function auth(signedIn: User = account) {
  const idTokens = { verify: jest.fn().mockResolvedValue(IDENTITY) };
  const users = { upsertFromIdentity: jest.fn().mockResolvedValue(account) };
  const roles = { applyAdminEmails: jest.fn().mockResolvedValue(signedIn) };
  const jwt = { signAsync: jest.fn().mockResolvedValue('api-token') };
  const service = new AuthService(
    users as unknown as UsersService,
    roles as unknown as AccountRolesService,
    idTokens as unknown as IdTokenVerifier,
    jwt as unknown as JwtService,
    { get: () => undefined } as unknown as ConfigService<Env, true>,
  );
  return { service, idTokens, users, roles, jwt };
}

describe('AuthService.exchange', () => {
  it.each([undefined, '', 'Basic abc', 'Bearer'])(
    'answers 401 without verifying anything for Authorization %p',
    async (header) => {
      const { service, idTokens } = auth();
      await expect(service.exchange(header, { email: 'rahim@example.com' })).rejects.toMatchObject({
        response: { statusCode: 401, message: AUTH_MESSAGES.idTokenRequired },
      });
      expect(idTokens.verify).not.toHaveBeenCalled();
    },
  );

  it('answers 401 when the body email is not the ID token’s, before touching any account', async () => {
    const { service, users, jwt } = auth();
    await expect(
      service.exchange('Bearer id-token', { email: 'other@example.com' }),
    ).rejects.toMatchObject({
      response: { statusCode: 401, message: AUTH_MESSAGES.emailMismatch },
    });
    expect(users.upsertFromIdentity).not.toHaveBeenCalled();
    expect(jwt.signAsync).not.toHaveBeenCalled();
  });

  it('signs the account id of the proven identity (emails compared without case)', async () => {
    const { service, idTokens, users, roles, jwt } = auth();
    await expect(
      service.exchange('Bearer id-token', { email: ' Rahim@Example.com' }),
    ).resolves.toEqual({
      token: 'api-token',
    });
    expect(idTokens.verify).toHaveBeenCalledWith('id-token');
    expect(users.upsertFromIdentity).toHaveBeenCalledWith(IDENTITY);
    expect(roles.applyAdminEmails).toHaveBeenCalledWith(account);
    expect(jwt.signAsync).toHaveBeenCalledWith({ sub: 'acc-1' });
  });

  it('answers 403 to a suspended account and issues no token', async () => {
    const { service, jwt } = auth({ ...account, suspended: true } as User);
    await expect(
      service.exchange('Bearer id-token', { email: 'rahim@example.com' }),
    ).rejects.toMatchObject({
      response: { statusCode: 403, message: MESSAGES.accountSuspended },
    });
    expect(jwt.signAsync).not.toHaveBeenCalled();
  });

  it('lets a failed ID-token verification through as it is', async () => {
    const { service, idTokens, users } = auth();
    const invalid = new Error('invalid');
    idTokens.verify.mockRejectedValue(invalid);
    await expect(service.exchange('Bearer forged', { email: 'rahim@example.com' })).rejects.toBe(
      invalid,
    );
    expect(users.upsertFromIdentity).not.toHaveBeenCalled();
  });
});
