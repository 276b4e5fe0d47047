import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ProfileKind } from '@tutorhub/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { User } from '../../backend/src/users/user.entity';

/** The five kinds of caller every access rule is tested with. */
export const IDENTITY_NAMES = ['anonymous', 'noProfile', 'student', 'tutor', 'admin'] as const;
export type IdentityName = (typeof IDENTITY_NAMES)[number];

/** A caller: `anonymous` has nothing; the others a real emulator account and an API token. */
export interface TestIdentity {
  name: IdentityName;
  email?: string;
  password?: string;
  /** Firebase ID token (for /api/jwt and `@AllowIdToken()` routes). */
  idToken?: string;
  /** Our API token from /api/jwt. */
  token?: string;
  /** The users row as it was when the identity was made. */
  user?: User;
}

export type Identities = Record<IdentityName, TestIdentity>;

export const TEST_PASSWORD = 'secret-pass-123';

const EMULATOR_KEY = 'any';

function emulatorUrl(path: string): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: the e2e global setup starts it');
  }
  return `http://${host}/identitytoolkit.googleapis.com/v1/${path}`;
}

/** A call to the emulator's REST API; `projects/...` paths act as the project owner. */
async function emulatorCall<T>(path: string, body: object): Promise<T> {
  const owner: Record<string, string> = path.startsWith('projects/')
    ? { Authorization: 'Bearer owner' }
    : {};
  const res = await fetch(emulatorUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...owner },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message?: string } };
  if (!res.ok) {
    throw new Error(`Auth emulator ${path}: ${json.error?.message ?? res.status}`);
  }
  return json;
}

/** A unique, recognisable address, e.g. `student-3f9a1c2b@e2e.tutorhub.test`. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@e2e.tutorhub.test`.toLowerCase();
}

export interface EmulatorAccount {
  uid: string;
  email: string;
  idToken: string;
}

/** Creates an email/password account in the Auth emulator and returns its ID token. */
export async function signUpInEmulator(
  email: string,
  password = TEST_PASSWORD,
): Promise<EmulatorAccount> {
  const res = await emulatorCall<{ localId: string; idToken: string }>(
    `accounts:signUp?key=${EMULATOR_KEY}`,
    { email, password, returnSecureToken: true },
  );
  return { uid: res.localId, email, idToken: res.idToken };
}

/** Signs an existing emulator account in (a fresh ID token). */
export async function signInToEmulator(
  email: string,
  password = TEST_PASSWORD,
): Promise<EmulatorAccount> {
  const res = await emulatorCall<{ localId: string; idToken: string }>(
    `accounts:signInWithPassword?key=${EMULATOR_KEY}`,
    { email, password, returnSecureToken: true },
  );
  return { uid: res.localId, email, idToken: res.idToken };
}

/** Signs in, or signs up when the account does not exist yet (for fixed addresses). */
export async function signUpOrSignIn(
  email: string,
  password = TEST_PASSWORD,
): Promise<EmulatorAccount> {
  try {
    return await signInToEmulator(email, password);
  } catch {
    return signUpInEmulator(email, password);
  }
}

/** Deletes an emulator account (as the project owner). */
export async function deleteFromEmulator(uid: string): Promise<void> {
  await emulatorCall(`projects/${projectId()}/accounts:delete`, { localId: uid });
}

/** Marks an emulator account's e-mail as verified (as the project owner). */
export async function verifyEmailInEmulator(uid: string): Promise<void> {
  await emulatorCall(`projects/${projectId()}/accounts:update`, {
    localId: uid,
    emailVerified: true,
  });
}

function projectId(): string {
  return process.env.FIREBASE_PROJECT_ID ?? 'demo-tutorhub';
}

/** POST /api/jwt with the ID token; fails the test unless a token comes back. */
export async function exchangeIdToken(
  app: NestFastifyApplication,
  idToken: string,
  email: string,
): Promise<string> {
  const res = await request(app.getHttpServer())
    .post('/api/jwt')
    .set('Authorization', `Bearer ${idToken}`)
    .send({ email });
  if (res.status !== 200 || typeof res.body?.token !== 'string') {
    throw new Error(`POST /api/jwt answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return res.body.token as string;
}

export function usersRepository(app: NestFastifyApplication) {
  return app.get(DataSource).getRepository(User);
}

const PROFILES: Record<ProfileKind, Partial<User>> = {
  tutor: {
    name: 'Farhana Akter',
    image: 'https://images.example.com/farhana.webp',
    number: '01712345678',
    study: 'University of Dhaka',
    subject: 'Physics',
    location: 'Dhanmondi, Dhaka',
    teachingSubject: 'Physics',
    salary: 8000,
    onlineOffline: 'both',
  },
  student: {
    name: 'Tanvir Hasan',
    image: 'https://images.example.com/tanvir.webp',
    number: '01898765432',
    study: 'Notre Dame College',
    subject: 'Science',
    location: 'Motijheel, Dhaka',
  },
};

export interface AccountOptions {
  /** Defaults to a unique address built from `name`. */
  email?: string;
  /** Gives the account a tutor or student profile (written straight to the database). */
  kind?: ProfileKind;
  /** Promotes the account to admin in the database. */
  admin?: boolean;
}

/** A real emulator account, signed in through /api/jwt, shaped as asked in the database. */
export async function createAccount(
  app: NestFastifyApplication,
  name: Exclude<IdentityName, 'anonymous'>,
  options: AccountOptions = {},
): Promise<TestIdentity> {
  const email = options.email ?? uniqueEmail(name);
  const { idToken } = await signUpInEmulator(email);
  const token = await exchangeIdToken(app, idToken, email);
  const users = usersRepository(app);
  const user = await users.findOneByOrFail({ email });
  if (options.kind) {
    Object.assign(user, PROFILES[options.kind], { kind: options.kind, role: options.kind });
  }
  if (options.admin) {
    user.role = 'admin';
  }
  return {
    name,
    email,
    password: TEST_PASSWORD,
    idToken,
    token,
    user: options.kind || options.admin ? await users.save(user) : user,
  };
}

/**
 * One caller of each kind, with fresh unique accounts: `noProfile` (signed in, no profile),
 * `student`, `tutor` (profiles written to the database) and `admin` (an account without
 * profile promoted to admin, as ADMIN_EMAILS would).
 */
export async function createIdentities(app: NestFastifyApplication): Promise<Identities> {
  const [noProfile, student, tutor, admin] = await Promise.all([
    createAccount(app, 'noProfile'),
    createAccount(app, 'student', { kind: 'student' }),
    createAccount(app, 'tutor', { kind: 'tutor' }),
    createAccount(app, 'admin', { admin: true }),
  ]);
  return { anonymous: { name: 'anonymous' }, noProfile, student, tutor, admin };
}

/** The Authorization header of an identity: its API token, or its ID token when asked. */
export function authHeader(
  identity: TestIdentity,
  credential: 'token' | 'idToken' = 'token',
): Record<string, string> {
  const value = identity[credential];
  return value ? { Authorization: `Bearer ${value}` } : {};
}
