import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Me } from '@tutorhub/contracts';
import { Repository } from 'typeorm';
import { errorBody } from '../common/error-body';
import { User } from './user.entity';

/** What the identity provider proved about a person signing in. */
export interface ProvenIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
}

export const EMAIL_TAKEN_MESSAGE =
  'This email belongs to another sign-in account. Verify the email address and try again.';

/** Accounts: one row per Firebase account, e-mail lower-cased. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByFirebaseUid(firebaseUid: string): Promise<User | null> {
    return this.users.findOneBy({ firebaseUid });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  /**
   * The account of a verified identity, created on its first sign-in (no profile yet). An
   * admin identity gets role `admin`, also on an existing account. The e-mail follows the
   * provider. An account left behind by a deleted Firebase account with the same e-mail is
   * handed to the new sign-in only when the provider has verified that e-mail.
   */
  async upsertFromIdentity(identity: ProvenIdentity, isAdmin: boolean): Promise<User> {
    const email = identity.email.toLowerCase();
    const user = (await this.findByFirebaseUid(identity.uid)) ?? (await this.findByEmail(email));
    if (!user) {
      return this.create(identity.uid, email, isAdmin);
    }
    if (user.firebaseUid !== identity.uid && !identity.emailVerified) {
      throw new ConflictException(errorBody(409, EMAIL_TAKEN_MESSAGE));
    }
    const role = isAdmin ? 'admin' : user.role;
    if (user.firebaseUid === identity.uid && user.email === email && user.role === role) {
      return user;
    }
    try {
      return await this.users.save(Object.assign(user, { firebaseUid: identity.uid, email, role }));
    } catch (e) {
      throw isUniqueViolation(e) ? new ConflictException(errorBody(409, EMAIL_TAKEN_MESSAGE)) : e;
    }
  }

  private async create(firebaseUid: string, email: string, isAdmin: boolean): Promise<User> {
    try {
      return await this.users.save(
        this.users.create({ firebaseUid, email, kind: null, role: isAdmin ? 'admin' : null }),
      );
    } catch (e) {
      // Two first sign-ins of one account at the same moment: the other one created the row.
      const raced = isUniqueViolation(e) ? await this.findByFirebaseUid(firebaseUid) : null;
      if (raced) {
        return raced;
      }
      throw e;
    }
  }
}

/** The account as `GET /api/me` shows it. */
export function toMe(user: User): Me {
  return {
    _id: user.id,
    email: user.email,
    name: user.name,
    image: user.image,
    kind: user.kind,
    role: user.role,
  };
}

function isUniqueViolation(e: unknown): boolean {
  return (e as { driverError?: { code?: string } }).driverError?.code === '23505';
}
