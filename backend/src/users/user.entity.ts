import type {
  Gender,
  Language,
  ProfileKind,
  Role,
  SignInMethod,
  TeachingMode,
} from '@tutorhub/contracts';
import { parseBdMobile } from '@tutorhub/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** How an account became admin. */
export type AdminSource = 'config' | 'grant';

/** An account; with a kind it is also a tutor or student profile. */
@Entity('users')
@Index('IDX_users_kind_role_created', ['kind', 'role', 'createdAt'])
@Index('IDX_users_kind_subject_created', ['kind', 'teachingSubject', 'createdAt'])
@Index('IDX_users_kind_salary', ['kind', 'salary'])
@Index('IDX_users_kind_created_id', ['kind', 'createdAt', 'id'])
@Index('IDX_users_kind_mode', ['kind', 'onlineOffline'])
@Index('IDX_users_kind_verified_created_id', ['kind', 'verified', 'createdAt', 'id'])
// ("kind", "ratingAverage" DESC NULLS LAST, "createdAt" DESC, "id" DESC): TypeORM cannot describe
// the column orders, so it lives in the HiringLoop migration only.
@Index('IDX_users_kind_rating_created_id', { synchronize: false })
// The salary sorts (ASC / DESC NULLS LAST, then "createdAt" DESC, "id" DESC): migration ListReads.
@Index('IDX_users_kind_salary_created_id', { synchronize: false })
@Index('IDX_users_kind_salary_desc_created_id', { synchronize: false })
// Trigram (pg_trgm GIN) indexes for `q` and the location filter live in the migrations only
// (SearchIndexes, SearchedTextIndex).
@Index('IDX_users_searched_trgm', { synchronize: false })
@Index('IDX_users_name_trgm', { synchronize: false })
@Index('IDX_users_email_trgm', { synchronize: false })
@Index('IDX_users_study_trgm', { synchronize: false })
@Index('IDX_users_subject_trgm', { synchronize: false })
@Index('IDX_users_location_trgm', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 128, unique: true })
  firebaseUid: string;

  /** Lower-cased; null for an account proved by its mobile number alone. */
  @Column({ type: 'varchar', length: 254, unique: true, nullable: true })
  email: string | null;

  /** The mobile number the identity provider verified (E.164, +8801…); one account per number. */
  @Index('UQ_users_phone', { unique: true })
  @Column({ type: 'varchar', length: 16, nullable: true })
  phone: string | null;

  /** How the account may sign in, as the identity provider said at the last token exchange. */
  @Column({ type: 'text', array: true, default: '{}' })
  signInMethods: SignInMethod[];

  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  image: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  kind: ProfileKind | null;

  /** Null for an account with no profile yet (unless it is an admin). */
  @Column({ type: 'varchar', length: 16, nullable: true })
  role: Role | null;

  /**
   * Why the account is admin: ADMIN_EMAILS (`config`, revoked once the email leaves it) or an
   * admin's grant. Null for non-admins.
   */
  @Column({ type: 'varchar', length: 16, nullable: true })
  adminSource: AdminSource | null;

  /** As the identity provider said at the last ID-token sign-in. */
  @Column({ type: 'boolean', default: false })
  emailVerified: boolean;

  /** Suspended accounts get 403 on every call until an admin lifts it. */
  @Column({ type: 'boolean', default: false })
  suspended: boolean;

  @Column({ type: 'varchar', length: 20, nullable: true })
  number: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  study: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  subject: string | null;

  @Index('IDX_users_location')
  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  teachingSubject: string | null;

  @Column({ type: 'integer', nullable: true })
  salary: number | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  onlineOffline: TeachingMode | null;

  /** A tutor's own description on their profile page. */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  about: string | null;

  /** A tutor's gender, if they give it: jobs asking for a female or male tutor check it. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  gender: Gender | null;

  /** An admin checked this tutor (the badge on cards and the profile). */
  @Column({ type: 'boolean', default: false })
  verified: boolean;

  /** Reviews of this tutor; kept in the transaction of every review insert and delete. */
  @Column({ type: 'integer', default: 0 })
  ratingCount: number;

  /** Mean rating, one decimal; null while ratingCount is 0. */
  @Column({ type: 'real', nullable: true })
  ratingAverage: number | null;

  /** The language the account last chose in the web app: its emails are written in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  /** Email about its hires (requests and their moves). */
  @Column({ type: 'boolean', default: true })
  emailHires: boolean;

  /** Email about new reviews of it as a tutor. */
  @Column({ type: 'boolean', default: true })
  emailReviews: boolean;

  /** Email about messages left unread in its conversations. */
  @Column({ type: 'boolean', default: true })
  emailMessages: boolean;

  /** A daily email of new jobs in the tutor's subject and area (off until they turn it on). */
  @Column({ type: 'boolean', default: false })
  emailJobDigest: boolean;

  /** The site day the last job digest went to this account, so it gets at most one a day. */
  @Column({ type: 'date', nullable: true })
  jobDigestOn: string | null;

  /** SMS of hire requests and their moves; null: the default of the account's kind (on for a
   * tutor, who is the one asked, off for a student), so a promotion changes it too. */
  @Column({ type: 'boolean', nullable: true })
  smsHires: boolean | null;

  /** SMS of a job application's moves (off until turned on). */
  @Column({ type: 'boolean', default: false })
  smsApplications: boolean;

  /** SMS when a trial class is set (off until turned on). */
  @Column({ type: 'boolean', default: false })
  smsTrials: boolean;

  /** The tutors' daily SMS of new jobs; null: the kind's default (on for a tutor). */
  @Column({ type: 'boolean', nullable: true })
  smsJobAlerts: boolean | null;

  /**
   * The API tokens of this account carry the version they were signed with; signing out bumps
   * it, so every token signed before stops working at once.
   */
  @Column({ type: 'integer', default: 0 })
  tokenVersion: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** Whether the account's current role is admin; false for an anonymous caller (null). */
export function isAdmin(account: Pick<User, 'role'> | null): boolean {
  return account?.role === 'admin';
}

/**
 * Whether the contact number on a profile is the mobile number the account proved by a code
 * (compared in E.164, whatever way the number was typed).
 */
export function numberIsVerified(user: Pick<User, 'number' | 'phone'>): boolean {
  if (user.phone === null || user.number === null) {
    return false;
  }
  const typed = parseBdMobile(user.number);
  return typed.ok && typed.e164 === user.phone;
}

/** An account with an email address (one proved by its mobile number alone has none). */
export type EmailedUser = User & { email: string };

export function hasEmail(user: User): user is EmailedUser {
  return user.email !== null;
}

/** What to call an account that has not given its name: its email's local part, or its number. */
export function fallbackName(user: Pick<User, 'name' | 'email' | 'phone'>): string {
  return user.name ?? user.email?.split('@')[0] ?? user.phone ?? '';
}
