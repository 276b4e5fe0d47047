import type { ConfigService } from '@nestjs/config';
import { MESSAGES, NOT_FOUND } from '@tutorhub/contracts';
import type { DataSource } from 'typeorm';
import type { Env } from '../config/env.validation';
import type { User } from '../users/user.entity';
import { AccountRolesService } from './account-roles.service';
import { AdminEmails } from './admin-emails';
import { AuditEntry } from './audit-entry.entity';

/** The transaction's EntityManager at its boundary: the locked target, other active admins. */
function transaction(target: User | null, otherActiveAdmins = 1) {
  const builder = {
    update: jest.fn().mockReturnThis(),
    set: jest.fn().mockReturnThis(),
    where: jest.fn().mockReturnThis(),
    returning: jest.fn().mockReturnThis(),
    getCount: jest.fn().mockResolvedValue(otherActiveAdmins),
    execute: jest.fn().mockResolvedValue({ affected: 1 }),
  };
  const tx = {
    query: jest.fn().mockResolvedValue([]),
    findOne: jest.fn().mockResolvedValue(target),
    findOneByOrFail: jest.fn().mockResolvedValue({ ...target, role: 'admin' }),
    update: jest.fn().mockResolvedValue({ affected: 1 }),
    insert: jest.fn().mockResolvedValue({}),
    createQueryBuilder: jest.fn(() => builder),
  };
  const dataSource = {
    transaction: jest.fn((work: (m: typeof tx) => unknown) => work(tx)),
    getRepository: () => ({ findOneBy: jest.fn().mockResolvedValue(null) }),
  };
  return { tx, builder, dataSource };
}

function roles(dataSource: object, adminEmails = ''): AccountRolesService {
  const config = { get: () => adminEmails } as unknown as ConfigService<Env, true>;
  return new AccountRolesService(dataSource as DataSource, new AdminEmails(config));
}

const user = (patch: Partial<User>): User =>
  ({
    id: 'target',
    email: 'target@example.com',
    role: 'tutor',
    kind: 'tutor',
    adminSource: null,
    suspended: false,
    emailVerified: true,
    ...patch,
  }) as User;

const ACTOR = 'actor';

describe('AccountRolesService.setAdmin', () => {
  it('takes the admin-changes lock before reading the target', async () => {
    const { tx, dataSource } = transaction(user({ role: 'admin', adminSource: 'grant' }));
    await roles(dataSource).setAdmin('target', false, ACTOR);
    expect(tx.query.mock.calls[0][0]).toMatch(/pg_advisory_xact_lock/);
    expect(tx.query.mock.invocationCallOrder[0]).toBeLessThan(
      tx.findOne.mock.invocationCallOrder[0],
    );
    expect(tx.findOne).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ lock: { mode: 'pessimistic_write' } }),
    );
  });

  it('answers 404 for an unknown account', async () => {
    const { dataSource } = transaction(null);
    await expect(roles(dataSource).setAdmin('nope', true, ACTOR)).rejects.toMatchObject({
      response: { statusCode: 404, message: NOT_FOUND.account },
    });
  });

  it('grants admin as a grant and audits the actor; 0 and no audit when already admin', async () => {
    const promoted = transaction(user({}));
    await expect(roles(promoted.dataSource).setAdmin('target', true, ACTOR)).resolves.toBe(1);
    expect(promoted.tx.update).toHaveBeenCalledWith(
      expect.anything(),
      { id: 'target' },
      { role: 'admin', adminSource: 'grant' },
    );
    expect(promoted.tx.insert).toHaveBeenCalledWith(AuditEntry, {
      action: 'promote',
      actorId: ACTOR,
      targetId: 'target',
    });

    const already = transaction(user({ role: 'admin', adminSource: 'grant' }));
    await expect(roles(already.dataSource).setAdmin('target', true, ACTOR)).resolves.toBe(0);
    expect(already.tx.update).not.toHaveBeenCalled();
    expect(already.tx.insert).not.toHaveBeenCalled();
  });

  it('revokes admin back to the profile kind, audited, while another active admin remains', async () => {
    const { tx, dataSource } = transaction(user({ role: 'admin', adminSource: 'grant' }), 1);
    await expect(roles(dataSource).setAdmin('target', false, ACTOR)).resolves.toBe(1);
    expect(tx.query).toHaveBeenCalledWith(expect.stringMatching(/SET "role" = "kind"/), ['target']);
    expect(tx.insert).toHaveBeenCalledWith(AuditEntry, {
      action: 'demote',
      actorId: ACTOR,
      targetId: 'target',
    });
  });

  it('refuses to revoke the last active admin with 409, writing nothing', async () => {
    const { tx, builder, dataSource } = transaction(user({ role: 'admin' }), 0);
    await expect(roles(dataSource).setAdmin('target', false, ACTOR)).rejects.toMatchObject({
      response: { statusCode: 409, message: MESSAGES.lastAdmin },
    });
    // Suspended admins and the target itself do not count as the remaining admin.
    expect(builder.where).toHaveBeenCalledWith(
      expect.stringMatching(/NOT u\.suspended AND u\.id <> :targetId/),
      { targetId: 'target' },
    );
    expect(tx.query).toHaveBeenCalledTimes(1); // the lock only
    expect(tx.insert).not.toHaveBeenCalled();
  });

  it('refuses to revoke an admin that ADMIN_EMAILS names with 409 (any case), writing nothing', async () => {
    const { tx, dataSource } = transaction(
      user({ role: 'admin', adminSource: 'grant', email: 'target@example.com' }),
    );
    await expect(
      roles(dataSource, 'Target@Example.com').setAdmin('target', false, ACTOR),
    ).rejects.toMatchObject({ response: { statusCode: 409, message: MESSAGES.adminBySetting } });
    expect(tx.query).toHaveBeenCalledTimes(1);
    expect(tx.insert).not.toHaveBeenCalled();
  });

  it('answers 0 for revoking admin from a non-admin', async () => {
    const { tx, dataSource } = transaction(user({}));
    await expect(roles(dataSource).setAdmin('target', false, ACTOR)).resolves.toBe(0);
    expect(tx.insert).not.toHaveBeenCalled();
  });
});

describe('AccountRolesService.setSuspended', () => {
  it('suspends and lifts with an audit entry each; 0 when nothing changes', async () => {
    const suspending = transaction(user({}));
    await expect(roles(suspending.dataSource).setSuspended('target', true, ACTOR)).resolves.toBe(1);
    expect(suspending.tx.update).toHaveBeenCalledWith(
      expect.anything(),
      { id: 'target' },
      { suspended: true },
    );
    expect(suspending.tx.insert).toHaveBeenCalledWith(
      AuditEntry,
      expect.objectContaining({ action: 'suspend', actorId: ACTOR }),
    );

    const lifting = transaction(user({ suspended: true }));
    await expect(roles(lifting.dataSource).setSuspended('target', false, ACTOR)).resolves.toBe(1);
    expect(lifting.tx.insert).toHaveBeenCalledWith(
      AuditEntry,
      expect.objectContaining({ action: 'unsuspend' }),
    );

    const unchanged = transaction(user({ suspended: true }));
    await expect(roles(unchanged.dataSource).setSuspended('target', true, ACTOR)).resolves.toBe(0);
    expect(unchanged.tx.update).not.toHaveBeenCalled();
  });

  it('refuses to suspend the last active admin with 409', async () => {
    const { tx, dataSource } = transaction(user({ role: 'admin' }), 0);
    await expect(roles(dataSource).setSuspended('target', true, ACTOR)).rejects.toMatchObject({
      response: { statusCode: 409, message: MESSAGES.lastAdmin },
    });
    expect(tx.update).not.toHaveBeenCalled();
  });

  it('suspends a non-admin even when no other admin is active', async () => {
    const { dataSource } = transaction(user({ role: 'student' }), 0);
    await expect(roles(dataSource).setSuspended('target', true, ACTOR)).resolves.toBe(1);
  });
});

describe('AccountRolesService.promoteProfile', () => {
  it('promotes only a profile of the route’s kind: a student id on the tutor route is 404', async () => {
    const { tx, dataSource } = transaction(user({ kind: 'student', role: 'student' }));
    await expect(roles(dataSource).promoteProfile('tutor', 'target', ACTOR)).rejects.toMatchObject({
      response: { statusCode: 404, message: NOT_FOUND.tutor },
    });
    expect(tx.update).not.toHaveBeenCalled();
  });

  it('promotes a profile of that kind as a grant', async () => {
    const { tx, dataSource } = transaction(user({ kind: 'student', role: 'student' }));
    await expect(roles(dataSource).promoteProfile('student', 'target', ACTOR)).resolves.toBe(1);
    expect(tx.update).toHaveBeenCalledWith(
      expect.anything(),
      { id: 'target' },
      { role: 'admin', adminSource: 'grant' },
    );
  });
});

describe('AccountRolesService.applyAdminEmails (sign-in)', () => {
  it('grants admin to a listed email only once it is verified', async () => {
    const unverified = transaction(null);
    const listedButUnverified = user({ emailVerified: false });
    await expect(
      roles(unverified.dataSource, 'target@example.com').applyAdminEmails(listedButUnverified),
    ).resolves.toBe(listedButUnverified);
    expect(unverified.dataSource.transaction).not.toHaveBeenCalled();

    const verified = transaction(null);
    const signedIn = await roles(verified.dataSource, 'TARGET@example.com').applyAdminEmails(
      user({}),
    );
    expect(signedIn.role).toBe('admin');
    expect(verified.builder.set).toHaveBeenCalledWith({ role: 'admin', adminSource: 'config' });
    expect(verified.tx.insert).toHaveBeenCalledWith(AuditEntry, {
      action: 'promote',
      actorId: null,
      targetId: 'target',
    });
  });

  it('does not audit a grant a concurrent sign-in already made', async () => {
    const { tx, builder, dataSource } = transaction(null);
    builder.execute.mockResolvedValue({ affected: 0 });
    await roles(dataSource, 'target@example.com').applyAdminEmails(user({}));
    expect(tx.insert).not.toHaveBeenCalled();
  });

  it('grants nothing to a verified email that is not listed', async () => {
    const { dataSource } = transaction(null);
    const account = user({});
    await expect(roles(dataSource, 'boss@example.com').applyAdminEmails(account)).resolves.toBe(
      account,
    );
    expect(dataSource.transaction).not.toHaveBeenCalled();
  });
});

describe('AccountRolesService.dropUnlistedAdmin (every request)', () => {
  it('revokes an ADMIN_EMAILS admin whose email left the list, audited without an actor', async () => {
    const { tx, builder, dataSource } = transaction(null);
    builder.execute.mockResolvedValue({ raw: [{ id: 'target' }] });
    await roles(dataSource, 'boss@example.com').dropUnlistedAdmin(
      user({ role: 'admin', adminSource: 'config' }),
    );
    expect(builder.where).toHaveBeenCalledWith(
      `"role" = 'admin' AND "adminSource" = 'config' AND id = :id`,
      { id: 'target' },
    );
    expect(tx.insert).toHaveBeenCalledWith(AuditEntry, {
      action: 'demote',
      actorId: null,
      targetId: 'target',
    });
  });
});
