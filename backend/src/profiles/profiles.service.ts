import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  type CodedMessage,
  coded,
  parseBdMobile,
  type ProfileKind,
  type Role,
  type TeachingMode,
  type TutorSort,
} from '@tutorhub/contracts';
import type { DataSource, Repository } from 'typeorm';
import { AccountRolesService } from '../admin/account-roles.service';
import type { VerifiedIdentity } from '../auth/identity.decorator';
import { verifiedEmailRequired } from '../config/verified-email';
import { VerificationFiles } from '../verification/verification-files';
import type { Env } from '../config/env.validation';
import { ResponseCache, cacheKey } from '../database/response-cache';
import { User } from '../users/user.entity';
import { errorBody } from '../common/errors';
import {
  containsPattern,
  type PageQueryDto,
  readPage,
  type RowsPage,
  skipTake,
} from '../common/pagination';
import { isUniqueViolation } from '../common/pg-errors';
import { SiteClockService } from '../common/site-time';
import { SearchWindows } from './search-windows';
import { nextContactsChange, sharesContacts, type TuitionTimes } from './tuition-times';

/** Profile columns a registration fills (everything but the account's identity). */
export type ProfileFields = Pick<
  User,
  'name' | 'image' | 'number' | 'study' | 'subject' | 'location'
> &
  Partial<Pick<User, 'teachingSubject' | 'salary' | 'onlineOffline'>>;

/** A validated registration body: the profile fields, the email and the kind's role. */
export type Registration = ProfileFields & { role?: ProfileKind; email?: string };

/** Server-side filters of the tutor and student lists. */
export interface ProfileFilters extends PageQueryDto {
  q?: string;
  role?: Role;
  teachingSubject?: string;
  location?: string;
  /** Any of these teaching modes. */
  modes?: TeachingMode[];
  minSalary?: number;
  maxSalary?: number;
  /** Admins see suspended accounts too; everyone else does not. */
  withSuspended?: boolean;
  /** `q` also matches the login email (admins only). */
  searchEmail?: boolean;
  verified?: boolean;
  sort?: TutorSort;
}

/**
 * The columns searched by `q`; `email` too for admins (each has a trigram index of its own, see
 * migration SearchIndexes): to anyone else a match would reveal a contact detail they may not see.
 */
const SEARCHED = ['name', 'study', 'subject', 'location'];

/**
 * The searched columns as one lower-cased text: exactly the expression of the trigram index
 * IDX_users_searched_trgm (migration SearchedTextIndex), so one index scan finds the rows a
 * search may match (ILIKE compares lower-cased texts). A match there may run across two
 * columns, so each column is matched on its own after it.
 */
const SEARCHED_TEXT = `lower(${SEARCHED.map((c) => `coalesce(t."${c}", '')`).join(` || E'\\n' || `)})`;

/** The windows of the searched text: exactly the expression of the index WINDOWS_INDEX. */
const SEARCHED_WINDOWS = `text_windows(${SEARCHED_TEXT})`;

/** Whether a list matches text anywhere in a column (ILIKE '%…%'): the costly reads. */
export function searchesText(filters: ProfileFilters): boolean {
  return Boolean(filters.q || filters.location);
}

/** ORDER BY of each list order; every one ends in (createdAt, id), so pages never overlap. */
const ORDERS: Record<TutorSort, string> = {
  newest: 't."createdAt" DESC, t."id" DESC',
  rating: 't."ratingAverage" DESC NULLS LAST, t."createdAt" DESC, t."id" DESC',
  salary: 't."salary" ASC NULLS LAST, t."createdAt" DESC, t."id" DESC',
  '-salary': 't."salary" DESC NULLS LAST, t."createdAt" DESC, t."id" DESC',
};

/** Every column an order of ORDERS reads. */
const ORDER_COLUMNS: readonly (keyof User)[] = ['id', 'createdAt', 'ratingAverage', 'salary'];

const NOT_FOUND_MESSAGE: Record<ProfileKind, CodedMessage> = {
  tutor: coded('notFound.tutor'),
  student: coded('notFound.student'),
};

/**
 * Tutors and students are rows of `users` with a `kind`; the two modules share these rules:
 * registration, the filtered list, promotion to admin and deletion.
 */
@Injectable()
export class ProfilesService {
  private readonly requireVerifiedEmail: boolean;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly roles: AccountRolesService,
    private readonly windows: SearchWindows,
    private readonly verificationFiles: VerificationFiles,
    config: ConfigService<Env, true>,
  ) {
    this.requireVerifiedEmail = verifiedEmailRequired(config);
  }

  /**
   * Fills the profile of the caller's account (created by the token exchange, or here if the
   * caller registers before exchanging a token). One profile per account and email: 409 on a
   * second. An admin stays admin. The body's role is ignored: the route decides the kind.
   * Answers the account id.
   */
  async register(
    kind: ProfileKind,
    identity: VerifiedIdentity,
    registration: Registration,
  ): Promise<string> {
    const { role: _role, email, ...fields } = registration;
    this.checkIdentityFields(identity, registration);
    const filled = await this.fillProfile(kind, identity.uid, fields);
    if (filled) {
      return filled;
    }
    try {
      await this.users.insert({
        firebaseUid: identity.uid,
        email: email ?? null,
        phone: identity.phone ?? null,
        emailVerified: identity.emailVerified,
        kind,
        role: kind,
        ...fields,
      });
    } catch (e) {
      if (!isUniqueViolation(e)) {
        throw e;
      }
      // The token exchange may have created the account meanwhile: fill that one instead.
      const raced = await this.fillProfile(kind, identity.uid, fields);
      if (raced) {
        return raced;
      }
      throw new ConflictException(errorBody(409, coded('conflict.profileExists')));
    }
    const created = await this.users.findOneOrFail({
      where: { firebaseUid: identity.uid },
      select: { id: true },
    });
    return created.id;
  }

  /**
   * The registration's email and number against what the identity provider proved: an email
   * account registers with its own email (verified where that is required), a mobile number's
   * account with its own number and no other email.
   */
  private checkIdentityFields(identity: VerifiedIdentity, { email, number }: Registration): void {
    if (email !== (identity.email?.trim().toLowerCase() ?? undefined)) {
      throw new ForbiddenException(errorBody(403, coded('rule.registrationEmail')));
    }
    if (identity.phone !== null) {
      const typed = parseBdMobile(number ?? '');
      if (!typed.ok || typed.e164 !== identity.phone) {
        throw new BadRequestException(errorBody(400, coded('phone.mismatch')));
      }
    }
    if (identity.email !== null && this.requireVerifiedEmail && !identity.emailVerified) {
      throw new ForbiddenException(errorBody(403, coded('general.verifyEmailFirst')));
    }
  }

  /** Atomically fills an existing account that has no profile yet; null when there is none. */
  private async fillProfile(
    kind: ProfileKind,
    uid: string,
    fields: ProfileFields,
  ): Promise<string | null> {
    const result = await this.users
      .createQueryBuilder()
      .update(User)
      .set({
        ...fields,
        kind,
        role: () => `CASE WHEN "role" = 'admin' THEN 'admin' ELSE :kind END`,
      })
      .where('"firebaseUid" = :uid AND "kind" IS NULL', { uid, kind })
      .returning(['id'])
      .execute();
    if (result.affected) {
      return (result.raw as Array<{ id: string }>)[0].id;
    }
    const existing = await this.users.exists({ where: { firebaseUid: uid } });
    if (existing) {
      throw new ConflictException(errorBody(409, coded('conflict.profileExists')));
    }
    return null;
  }

  /**
   * One page of a kind's profiles as plain rows (`columns`), newest first unless `sort` says
   * otherwise, and the count of all matching rows: one statement.
   */
  async list<R>(
    kind: ProfileKind,
    filters: ProfileFilters,
    columns: readonly (keyof User)[],
  ): Promise<RowsPage<R>> {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where = [`t."kind" = ${param(kind)}`];
    if (filters.q) {
      const pattern = param(containsPattern(filters.q));
      // Admins also match the email, through its own index: an OR of two index scans would
      // recheck every candidate's windows, cutting them row by row.
      const windows = filters.searchEmail ? undefined : await this.windows.toRead(filters.q);
      const candidates = windows
        ? `${SEARCHED_WINDOWS} @> ${param(windows)}::text[]`
        : `${SEARCHED_TEXT} LIKE lower(${pattern})`;
      const searched = filters.searchEmail ? [...SEARCHED, 'email'] : SEARCHED;
      const email = filters.searchEmail ? ` OR t."email" ILIKE ${pattern}` : '';
      where.push(`(${candidates}${email})`);
      // Each column matched on the candidates, never through the column's own trigram index:
      // combined with it, the candidates' index would be rechecked row by row too.
      where.push(
        `(${searched.map((c) => `coalesce(t."${c}", '') ILIKE ${pattern}`).join(' OR ')})`,
      );
    }
    if (filters.role) {
      where.push(`t."role" = ${param(filters.role)}`);
    }
    if (!filters.withSuspended) {
      where.push('NOT t."suspended"');
    }
    if (filters.teachingSubject) {
      where.push(`t."teachingSubject" = ${param(filters.teachingSubject)}`);
    }
    if (filters.location) {
      where.push(`t."location" ILIKE ${param(containsPattern(filters.location))}`);
    }
    if (filters.modes) {
      where.push(`t."onlineOffline" = ANY(${param(filters.modes)}::varchar[])`);
    }
    if (filters.minSalary !== undefined) {
      where.push(`t."salary" >= ${param(filters.minSalary)}`);
    }
    if (filters.maxSalary !== undefined) {
      where.push(`t."salary" <= ${param(filters.maxSalary)}`);
    }
    if (filters.verified !== undefined) {
      where.push(`t."verified" = ${param(filters.verified)}`);
    }
    const readMatchesOnce = searchesText(filters);
    // Matches read once carry the columns every order needs too (see PageQuery).
    const read = readMatchesOnce ? [...new Set([...columns, ...ORDER_COLUMNS])] : columns;
    return readPage<R>(this.users.manager, {
      table: 'users',
      columns: read.map((c) => `t."${c}"`).join(', '),
      where,
      params,
      orderBy: ORDERS[filters.sort ?? 'newest'],
      ...skipTake(filters),
      readMatchesOnce,
    });
  }

  /** Makes the profile admin (audited); it stays in its kind's list. 0 when it already was. */
  promote(kind: ProfileKind, id: string, actor: User): Promise<number> {
    return this.roles.promoteProfile(kind, id, actor.id);
  }

  /**
   * Deletes the account row. Its blogs, reviews and courses stay readable: the foreign keys are
   * ON DELETE SET NULL, so they lose the link to the account but keep their stored name and
   * email (a removed user's post is still the post they wrote). The Firebase account is not
   * touched; signing in again yields a fresh account without a profile. A tutor's verification
   * documents are deleted from the store in the same transaction.
   */
  async remove(kind: ProfileKind, id: string): Promise<number> {
    return this.users.manager.transaction(async (tx) => {
      // Verification documents leave the store with the account (the delete rolls back if not).
      await this.verificationFiles.deleteOfTutor(tx, id);
      const result = await tx.getRepository(User).delete({ id, kind });
      if (!result.affected) {
        throw new NotFoundException(errorBody(404, NOT_FOUND_MESSAGE[kind]));
      }
      return result.affected;
    });
  }
}

const hiredTutorsKey = (studentId: string) => cacheKey('hiredTutors', { student: studentId });

/** The tutors whose contacts a student sees, and when that may next change without a write. */
interface HiredTutors {
  ids: string[];
  changesAt: number | undefined;
}

/**
 * The tutors whose email and number a signed-in non-admin sees (the contact rule): themself,
 * and for a student the tutors of their tuitions while those share contacts (tuition-times.ts)
 * — held until the next write to hires or until a sharing ends, so a cached read needs no
 * query for it. Admins see every contact; anonymous callers none.
 */
@Injectable()
export class ContactsShown {
  constructor(
    private readonly cache: ResponseCache,
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: SiteClockService,
  ) {}

  async to(caller: User): Promise<ReadonlySet<string>> {
    const known = this.knownTo(caller);
    if (known) {
      return known;
    }
    const hired = await this.hired(caller);
    return new Set([caller.id, ...hired.ids]);
  }

  /**
   * The next moment (ms since the epoch) one of `caller`'s sharings ends without a write, or
   * undefined: an answer showing contacts to `caller` stops being current then.
   */
  async changesAt(caller: User): Promise<number | undefined> {
    return caller.kind === 'student' ? (await this.hired(caller)).changesAt : undefined;
  }

  private hired(caller: User): Promise<HiredTutors> {
    return this.cache.get(
      hiredTutorsKey(caller.id),
      ['hires'],
      () => this.hiredTutors(caller.id),
      (held) => held.changesAt,
    );
  }

  /** `to` when it needs no read; undefined while a student's hires are not held. */
  knownTo(caller: User): ReadonlySet<string> | undefined {
    if (caller.kind !== 'student') {
      return new Set([caller.id]);
    }
    const hired = this.cache.peek<HiredTutors>(hiredTutorsKey(caller.id));
    return hired && new Set([caller.id, ...hired.ids]);
  }

  private async hiredTutors(studentId: string): Promise<HiredTutors> {
    const hires = (await this.db.query(
      `SELECT "tutorId", "status", "acceptedAt", "endedAt", "closedByAdmin" FROM "hires"
       WHERE "studentId" = $1 AND "tutorId" IS NOT NULL AND "acceptedAt" IS NOT NULL`,
      [studentId],
    )) as Array<TuitionTimes & { tutorId: string }>;
    const now = this.clock.now();
    const sharing = hires.filter((hire) => sharesContacts(hire, now));
    return {
      ids: [...new Set(sharing.map((hire) => hire.tutorId))],
      changesAt: nextContactsChange(hires, now),
    };
  }
}
