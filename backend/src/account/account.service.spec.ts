import { MESSAGES } from '@tutorhub/contracts';
import type { DataSource } from 'typeorm';
import type { ChargesService } from '../charges/charges.service';
import { SiteClock } from '../common/site-time';
import type { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/user.entity';
import type { VerificationFiles } from '../verification/verification-files';
import { AccountService } from './account.service';

const admin = { id: 'a-1', role: 'admin', email: 'a@example.com', name: 'Admin' } as User;

/** The transaction at its boundary: the locked admin rows, then the writes. */
function account(admins: Array<{ id: string; suspended: boolean }>) {
  const tx = {
    query: jest.fn((sql: string) =>
      Promise.resolve(sql.trimStart().startsWith('UPDATE') ? [[], 0] : admins),
    ),
    delete: jest.fn().mockResolvedValue({ affected: 1 }),
  };
  const db = { transaction: jest.fn((work: (m: typeof tx) => unknown) => work(tx)) };
  const notifications = { notify: jest.fn() };
  const files = { deleteOfTutor: jest.fn().mockResolvedValue(0) };
  const service = new AccountService(
    db as unknown as DataSource,
    notifications as unknown as NotificationsService,
    files as unknown as VerificationFiles,
    { cancelOnEarlyEnd: jest.fn() } as unknown as ChargesService,
    new SiteClock('Asia/Dhaka'),
  );
  return { tx, service, files };
}

describe('AccountService.deleteAccount', () => {
  it.each([
    ['the only admin', [{ id: 'a-1', suspended: false }]],
    [
      'the only active admin',
      [
        { id: 'a-1', suspended: false },
        { id: 'a-2', suspended: true },
      ],
    ],
  ])('refuses %s with 409, deleting nothing', async (_, admins) => {
    const { tx, service } = account(admins);
    await expect(service.deleteAccount(admin)).rejects.toMatchObject({
      response: { statusCode: 409, message: MESSAGES.lastAdmin },
    });
    expect(tx.query.mock.calls[0][0]).toMatch(/FOR UPDATE/);
    expect(tx.delete).not.toHaveBeenCalled();
  });

  it('lets an admin go while another active admin remains', async () => {
    const { tx, service } = account([
      { id: 'a-1', suspended: false },
      { id: 'a-2', suspended: false },
    ]);
    await expect(service.deleteAccount(admin)).resolves.toEqual({ deletedCount: 1 });
    expect(tx.delete).toHaveBeenCalledWith(expect.anything(), { id: 'a-1' });
  });
});
