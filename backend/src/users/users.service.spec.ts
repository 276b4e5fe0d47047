import { AUTH_MESSAGES } from '@tutorhub/contracts';
import type { Repository } from 'typeorm';
import type { User } from './user.entity';
import { type ProvenIdentity, UsersService } from './users.service';

const uniqueViolation = Object.assign(new Error('duplicate key'), { code: '23505' });

const stored = (patch: Partial<User> = {}): User =>
  ({
    id: 'acc-1',
    firebaseUid: 'uid-1',
    email: 'rahim@example.com',
    emailVerified: true,
    phone: null,
    signInMethods: ['password'],
    ...patch,
  }) as User;

/** The `users` repository at its boundary: lookups by uid, then by email. */
function usersService(byUid: User | null, byEmail: User | null = null) {
  const repo = {
    findOneBy: jest.fn((where: Partial<User>) =>
      Promise.resolve('firebaseUid' in where ? byUid : byEmail),
    ),
    create: jest.fn((row: Partial<User>) => row),
    save: jest.fn((row: User) => Promise.resolve(row)),
  };
  return { repo, service: new UsersService(repo as unknown as Repository<User>) };
}

const identity = (patch: Partial<ProvenIdentity> = {}): ProvenIdentity => ({
  uid: 'uid-1',
  email: 'rahim@example.com',
  emailVerified: true,
  phone: null,
  signInMethods: ['password'],
  ...patch,
});

describe('UsersService.upsertFromIdentity', () => {
  it('creates a profile-less, role-less account on the first sign-in, email lower-cased', async () => {
    const { repo, service } = usersService(null);
    await service.upsertFromIdentity(
      identity({ email: 'Rahim@Example.com', emailVerified: false }),
    );
    expect(repo.findOneBy).toHaveBeenCalledWith({ email: 'rahim@example.com' });
    expect(repo.create).toHaveBeenCalledWith({
      firebaseUid: 'uid-1',
      email: 'rahim@example.com',
      emailVerified: false,
      phone: null,
      signInMethods: ['password'],
      kind: null,
      role: null,
    });
  });

  it('records the sign-in methods the provider now names (a number linked)', async () => {
    const { repo, service } = usersService(stored());
    const linked = await service.upsertFromIdentity(
      identity({ phone: '+8801712345678', signInMethods: ['password', 'phone'] }),
    );
    expect(repo.save).toHaveBeenCalled();
    expect(linked).toMatchObject({ phone: '+8801712345678', signInMethods: ['password', 'phone'] });
  });

  it('answers the account unchanged, without a write, when nothing changed', async () => {
    const account = stored();
    const { repo, service } = usersService(account);
    await expect(service.upsertFromIdentity(identity())).resolves.toBe(account);
    expect(repo.save).not.toHaveBeenCalled();
  });

  it('follows the provider: a changed email and verification are recorded', async () => {
    const { repo, service } = usersService(stored({ emailVerified: false }));
    await service.upsertFromIdentity(identity({ email: 'new@example.com' }));
    expect(repo.save).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'acc-1', email: 'new@example.com', emailVerified: true }),
    );
  });

  it("answers 409 when another sign-in account's row has the email and it is unverified", async () => {
    const { repo, service } = usersService(null, stored({ firebaseUid: 'old-uid' }));
    await expect(
      service.upsertFromIdentity(identity({ emailVerified: false })),
    ).rejects.toMatchObject({ response: { statusCode: 409, message: AUTH_MESSAGES.emailTaken } });
    expect(repo.save).not.toHaveBeenCalled();
  });

  it('hands a left-behind account to a new sign-in only with the email verified', async () => {
    const { repo, service } = usersService(null, stored({ firebaseUid: 'old-uid' }));
    await service.upsertFromIdentity(identity({ uid: 'new-uid' }));
    expect(repo.save).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'acc-1', firebaseUid: 'new-uid' }),
    );
  });

  it('answers 409 when the changed email is taken meanwhile; other errors pass through', async () => {
    const { repo, service } = usersService(stored());
    repo.save.mockRejectedValueOnce(uniqueViolation);
    await expect(
      service.upsertFromIdentity(identity({ email: 'taken@example.com' })),
    ).rejects.toMatchObject({ response: { statusCode: 409, message: AUTH_MESSAGES.emailTaken } });
    const down = new Error('connection refused');
    repo.save.mockRejectedValueOnce(down);
    await expect(service.upsertFromIdentity(identity({ email: 'x@example.com' }))).rejects.toBe(
      down,
    );
  });

  it('answers the row of a concurrent first sign-in instead of failing', async () => {
    const { repo, service } = usersService(null);
    const raced = stored({ id: 'raced' });
    repo.save.mockRejectedValueOnce(uniqueViolation);
    repo.findOneBy
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(raced);
    await expect(service.upsertFromIdentity(identity())).resolves.toBe(raced);
  });

  it('answers 409 for an email or a number that another account took meanwhile', async () => {
    const { repo, service } = usersService(null);
    repo.save.mockRejectedValueOnce(uniqueViolation);
    await expect(service.upsertFromIdentity(identity())).rejects.toMatchObject({
      response: { statusCode: 409, code: 'auth.emailTaken' },
    });
    repo.save.mockRejectedValueOnce(
      Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'UQ_users_phone' }),
    );
    await expect(
      service.upsertFromIdentity(identity({ email: null, phone: '+8801712345678' })),
    ).rejects.toMatchObject({ response: { statusCode: 409, code: 'phone.taken' } });
  });

  it('lets other database errors through', async () => {
    const { repo, service } = usersService(null);
    const down = Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
    repo.save.mockRejectedValueOnce(down);
    await expect(service.upsertFromIdentity(identity())).rejects.toBe(down);
  });
});
