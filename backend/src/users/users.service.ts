import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { coded, type SignInMethod } from '@tutorhub/contracts';
import type { MeDto as Me } from './dto/me.dto';
import { Repository } from 'typeorm';
import { errorBody } from '../common/errors';
import { isUniqueViolation, violatedConstraint } from '../common/pg-errors';
import { User } from './user.entity';

/** What the identity provider proved about a person signing in. */
export interface ProvenIdentity {
  uid: string;
  /** Lower-cased; null when the sign-in proved a mobile number and no email. */
  email: string | null;
  emailVerified: boolean;
  /** The Bangladeshi mobile number the sign-in proved (E.164), or null. */
  phone: string | null;
  /** How the account may sign in, from the provider's own account record. */
  signInMethods: SignInMethod[];
  /** When its holder last proved it (password or Google), in seconds since the epoch. */
  authTime?: number;
}

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

  /** Every API token of the account signed so far stops working (sign-out everywhere). */
  async bumpTokenVersion(id: string): Promise<void> {
    await this.users.increment({ id }, 'tokenVersion', 1);
  }

  /**
   * The account of a verified identity, created on its first sign-in (no profile yet). The
   * e-mail and whether it is verified follow the provider. An account left behind by a deleted
   * Firebase account with the same e-mail is handed to the new sign-in only when the provider
   * has verified that e-mail. Admin from ADMIN_EMAILS is decided afterwards (AccountRolesService).
   */
  async upsertFromIdentity(identity: ProvenIdentity): Promise<User> {
    const email = identity.email?.toLowerCase() ?? null;
    const { uid, emailVerified, phone, signInMethods } = identity;
    const user =
      (await this.findByFirebaseUid(uid)) ?? (email ? await this.findByEmail(email) : null);
    if (!user) {
      return this.create({ ...identity, email });
    }
    if (user.firebaseUid !== uid && !emailVerified) {
      throw new ConflictException(errorBody(409, coded('auth.emailTaken')));
    }
    if (
      user.firebaseUid === uid &&
      user.email === email &&
      user.emailVerified === emailVerified &&
      user.phone === phone &&
      sameMethods(user.signInMethods, signInMethods)
    ) {
      return user;
    }
    try {
      return await this.users.save(
        Object.assign(user, { firebaseUid: uid, email, emailVerified, phone, signInMethods }),
      );
    } catch (e) {
      throw isUniqueViolation(e) ? takenBy(e, identity) : e;
    }
  }

  private async create(identity: ProvenIdentity): Promise<User> {
    const { uid: firebaseUid, email, emailVerified, phone, signInMethods } = identity;
    try {
      return await this.users.save(
        this.users.create({
          firebaseUid,
          email,
          emailVerified,
          phone,
          signInMethods,
          kind: null,
          role: null,
        }),
      );
    } catch (e) {
      // Two first sign-ins of one account at the same moment: the other one created the row.
      const raced = isUniqueViolation(e) ? await this.findByFirebaseUid(firebaseUid) : null;
      if (raced) {
        return raced;
      }
      throw isUniqueViolation(e) ? takenBy(e, identity) : e;
    }
  }
}

function sameMethods(a: readonly SignInMethod[], b: readonly SignInMethod[]): boolean {
  return a.length === b.length && a.every((m, i) => m === b[i]);
}

/** 409 for the email or the mobile number that another account already holds. */
function takenBy(e: unknown, identity: ProvenIdentity): ConflictException {
  const phoneTaken = identity.phone !== null && violatedConstraint(e) === 'UQ_users_phone';
  return new ConflictException(
    errorBody(409, coded(phoneTaken ? 'phone.taken' : 'auth.emailTaken')),
  );
}

/** The account as `GET /api/me` shows it. */
export function toMe(user: User): Me {
  return {
    _id: user.id,
    email: user.email,
    phone: user.phone,
    phoneVerified: user.phone !== null,
    emailVerified: user.email !== null && user.emailVerified,
    signInMethods: user.signInMethods,
    name: user.name,
    image: user.image,
    kind: user.kind,
    role: user.role,
  };
}
