import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type CodedMessage, coded, type ProfileKind } from '@tutorhub/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { errorBody } from '../common/errors';
import { User } from '../users/user.entity';
import { AdminEmails } from './admin-emails';
import { audit } from './audit-log.service';

/** Serialises every change of who is an active admin, so "never the last admin" holds. */
const ADMIN_CHANGES_LOCK = 7_953_400;

/** An account's role once admin is taken away: its profile kind, or none. */
const ROLE_WITHOUT_ADMIN = `"kind"`;

/**
 * Every change of an account's admin role or suspension, each written to the audit log in the
 * transaction that makes it. ADMIN_EMAILS grants (actor null) happen at sign-in with a verified
 * email; they are revoked at boot and on the account's next request once the email leaves it.
 */
@Injectable()
export class AccountRolesService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AccountRolesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly adminEmails: AdminEmails,
  ) {}

  /** Boot: admins granted by ADMIN_EMAILS whose email is no longer in it lose the role. */
  async onApplicationBootstrap(): Promise<void> {
    const revoked = await this.dataSource.transaction(async (tx) => {
      const rows = await this.revokeConfigAdmins(tx, 'NOT ("email" = ANY(:emails))', {
        emails: this.adminEmails.all(),
      });
      return rows.length;
    });
    if (revoked > 0) {
      this.logger.log(`${revoked} admin role(s) revoked: email no longer in ADMIN_EMAILS`);
    }
  }

  /**
   * Sign-in with an ID token: a verified email in ADMIN_EMAILS makes the account admin; an
   * ADMIN_EMAILS admin no longer listed loses it. Answers the account as it now is.
   */
  async applyAdminEmails(user: User): Promise<User> {
    if (user.emailVerified && this.adminEmails.has(user.email) && user.role !== 'admin') {
      return this.dataSource.transaction(async (tx) => {
        const granted = await tx
          .createQueryBuilder()
          .update(User)
          .set({ role: 'admin', adminSource: 'config' })
          .where(`id = :id AND "role" IS DISTINCT FROM 'admin'`, { id: user.id })
          .execute();
        if (granted.affected) {
          await audit(tx, 'promote', null, user.id);
        }
        return tx.findOneByOrFail(User, { id: user.id });
      });
    }
    return this.dropUnlistedAdmin(user);
  }

  /** Every request: an ADMIN_EMAILS admin whose email left the list is demoted now. */
  async dropUnlistedAdmin(user: User): Promise<User> {
    if (
      user.role !== 'admin' ||
      user.adminSource !== 'config' ||
      this.adminEmails.has(user.email)
    ) {
      return user;
    }
    await this.dataSource.transaction((tx) =>
      this.revokeConfigAdmins(tx, 'id = :id', { id: user.id }),
    );
    return (await this.dataSource.getRepository(User).findOneBy({ id: user.id })) ?? user;
  }

  /** `PATCH tutorUpdate/{id}`, `studentUpdate/{id}`: admin for a profile of that kind. */
  promoteProfile(kind: ProfileKind, id: string, actorId: string): Promise<number> {
    const notFound = kind === 'tutor' ? coded('notFound.tutor') : coded('notFound.student');
    return this.change(id, notFound, async (tx, target) =>
      target.kind === kind ? this.grant(tx, target, actorId) : Promise.reject(missing(notFound)),
    );
  }

  /**
   * `PATCH admin/accounts/{id}/role`: grant or revoke admin (never the last active admin, nor
   * one that ADMIN_EMAILS names).
   */
  setAdmin(id: string, admin: boolean, actorId: string): Promise<number> {
    refuseOwnAccount(id, actorId);
    return this.change(id, coded('notFound.account'), async (tx, target) => {
      if (admin) {
        return this.grant(tx, target, actorId);
      }
      if (target.role !== 'admin') {
        return 0;
      }
      await assertAnotherActiveAdmin(tx, target.id);
      if (this.adminEmails.has(target.email)) {
        // Its next sign-in would grant it again: the setting is where this role is revoked.
        throw new ConflictException(errorBody(409, coded('general.adminBySetting')));
      }
      await tx.query(
        `UPDATE "users" SET "role" = ${ROLE_WITHOUT_ADMIN}, "adminSource" = NULL WHERE id = $1`,
        [target.id],
      );
      await audit(tx, 'demote', actorId, target.id);
      return 1;
    });
  }

  /**
   * `PATCH admin/accounts/{id}/suspension`: a suspended account's every call answers 403. With
   * `manager`, the change joins that transaction (a report resolved by suspension).
   */
  setSuspended(
    id: string,
    suspended: boolean,
    actorId: string,
    manager?: EntityManager,
  ): Promise<number> {
    refuseOwnAccount(id, actorId);
    return this.change(
      id,
      coded('notFound.account'),
      async (tx, target) => {
        if (target.suspended === suspended) {
          return 0;
        }
        if (suspended && target.role === 'admin') {
          await assertAnotherActiveAdmin(tx, target.id);
        }
        await tx.update(User, { id: target.id }, { suspended });
        await audit(tx, suspended ? 'suspend' : 'unsuspend', actorId, target.id);
        return 1;
      },
      manager,
    );
  }

  /**
   * Runs `apply` on the locked target row under the admin-changes lock, in `manager`'s
   * transaction when given, else in a new one.
   */
  private change(
    id: string,
    notFound: CodedMessage,
    apply: (tx: EntityManager, target: User) => Promise<number>,
    manager?: EntityManager,
  ): Promise<number> {
    const run = async (tx: EntityManager) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_CHANGES_LOCK]);
      const target = await tx.findOne(User, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!target) {
        throw missing(notFound);
      }
      return apply(tx, target);
    };
    return manager ? run(manager) : this.dataSource.transaction(run);
  }

  private async grant(tx: EntityManager, target: User, actorId: string): Promise<number> {
    if (target.role === 'admin') {
      return 0;
    }
    await tx.update(User, { id: target.id }, { role: 'admin', adminSource: 'grant' });
    await audit(tx, 'promote', actorId, target.id);
    return 1;
  }

  /** Demotes the ADMIN_EMAILS admins matching `where` (actor null); answers their ids. */
  private async revokeConfigAdmins(
    tx: EntityManager,
    where: string,
    params: Record<string, unknown>,
  ): Promise<string[]> {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_CHANGES_LOCK]);
    const result = await tx
      .createQueryBuilder()
      .update(User)
      .set({ role: () => ROLE_WITHOUT_ADMIN, adminSource: null })
      .where(`"role" = 'admin' AND "adminSource" = 'config' AND ${where}`, params)
      .returning(['id'])
      .execute();
    const ids = (result.raw as Array<{ id: string }>).map((row) => row.id);
    for (const id of ids) {
      await audit(tx, 'demote', null, id);
    }
    return ids;
  }
}

/** 409 unless an active (not suspended) admin other than `targetId` remains. */
async function assertAnotherActiveAdmin(tx: EntityManager, targetId: string): Promise<void> {
  const others = await tx
    .createQueryBuilder(User, 'u')
    .where(`u.role = 'admin' AND NOT u.suspended AND u.id <> :targetId`, { targetId })
    .getCount();
  if (others === 0) {
    throw new ConflictException(errorBody(409, coded('general.lastAdmin')));
  }
}

/** An admin never changes their own role or suspension (they could lock everyone out). */
function refuseOwnAccount(id: string, actorId: string): void {
  if (id === actorId) {
    throw new BadRequestException(errorBody(400, coded('general.ownAccount')));
  }
}

function missing(message: CodedMessage): NotFoundException {
  return new NotFoundException(errorBody(404, message));
}
