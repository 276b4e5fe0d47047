import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { coded } from '@tutorhub/contracts';
import type { MeDto as Me } from './dto/me.dto';
import { Repository } from 'typeorm';
import { errorBody } from '../common/errors';
import { isUniqueViolation } from '../common/pg-errors';
import { User } from './user.entity';

/** What the identity provider proved about a person signing in. */
export interface ProvenIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
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

  /**
   * The account of a verified identity, created on its first sign-in (no profile yet). The
   * e-mail and whether it is verified follow the provider. An account left behind by a deleted
   * Firebase account with the same e-mail is handed to the new sign-in only when the provider
   * has verified that e-mail. Admin from ADMIN_EMAILS is decided afterwards (AccountRolesService).
   */
  async upsertFromIdentity(identity: ProvenIdentity): Promise<User> {
    const email = identity.email.toLowerCase();
    const { uid, emailVerified } = identity;
    const user = (await this.findByFirebaseUid(uid)) ?? (await this.findByEmail(email));
    if (!user) {
      return this.create(uid, email, emailVerified);
    }
    if (user.firebaseUid !== uid && !emailVerified) {
      throw new ConflictException(errorBody(409, coded('auth.emailTaken')));
    }
    if (user.firebaseUid === uid && user.email === email && user.emailVerified === emailVerified) {
      return user;
    }
    try {
      return await this.users.save(Object.assign(user, { firebaseUid: uid, email, emailVerified }));
    } catch (e) {
      throw isUniqueViolation(e)
        ? new ConflictException(errorBody(409, coded('auth.emailTaken')))
        : e;
    }
  }

  private async create(firebaseUid: string, email: string, emailVerified: boolean): Promise<User> {
    try {
      return await this.users.save(
        this.users.create({ firebaseUid, email, emailVerified, kind: null, role: null }),
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
