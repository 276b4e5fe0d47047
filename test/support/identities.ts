import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ProfileKind } from '@tutorhub/contracts';
import type { Me } from '../../frontend/src/store/apiTypes';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { User } from '../../backend/src/users/user.entity';
import { BASE_URL, http, type Target } from './app';
import { mediaUrl, studentPayload, tutorPayload } from './payloads';

/** The five kinds of caller every access rule is tested with. */
export const IDENTITY_NAMES = ['anonymous', 'noProfile', 'student', 'tutor', 'admin'] as const;
export type IdentityName = (typeof IDENTITY_NAMES)[number];

/** An account as GET /api/me shows it, with `id` for `_id`. */
export type TestUser = Omit<Me, '_id'> & { id: string };

/** A caller: `anonymous` has nothing; the others a real emulator account and an API token. */
export interface TestIdentity {
  name: IdentityName;
  email?: string;
  password?: string;
  /** The emulator account's uid. */
  uid?: string;
  /** Firebase ID token (for /api/jwt and `@AllowIdToken()` routes). */
  idToken?: string;
  /** Our API token from /api/jwt. */
  token?: string;
  /** The account as /api/me showed it when the identity was made. */
  user?: TestUser;
}

export type Identities = Record<IdentityName, TestIdentity>;

export const TEST_PASSWORD = 'secret-pass-123';

const EMULATOR_KEY = 'any';

/**
 * host:port of the Auth emulator: the one the global setup started, or black-box the target's
 * (E2E_AUTH_EMULATOR, else FIREBASE_AUTH_EMULATOR_HOST).
 */
export function emulatorHost(): string {
  const host = BASE_URL
    ? (process.env.E2E_AUTH_EMULATOR ?? process.env.FIREBASE_AUTH_EMULATOR_HOST)
    : process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      BASE_URL
        ? "Set E2E_AUTH_EMULATOR to host:port of the target's Auth emulator"
        : 'FIREBASE_AUTH_EMULATOR_HOST is not set: the e2e global setup starts it',
    );
  }
  return host;
}

/** A call to the emulator's REST API; `projects/...` paths act as the project owner. */
async function emulatorCall<T>(path: string, body: object): Promise<T> {
  const owner: Record<string, string> = path.startsWith('projects/')
    ? { Authorization: 'Bearer owner' }
    : {};
  const res = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/${path}`, {
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

/** The uids of the emulator accounts this test file signed up, deleted by `closeTarget`. */
const signedUp = new Set<string>();

/** Creates an email/password account in the Auth emulator and returns its ID token. */
export async function signUpInEmulator(
  email: string,
  password = TEST_PASSWORD,
): Promise<EmulatorAccount> {
  const res = await emulatorCall<{ localId: string; idToken: string }>(
    `accounts:signUp?key=${EMULATOR_KEY}`,
    { email, password, returnSecureToken: true },
  );
  signedUp.add(res.localId);
  return { uid: res.localId, email, idToken: res.idToken };
}

/** A Bangladeshi mobile number nobody else in the run has, in E.164 (+88017XXXXXXXX). */
export function uniquePhone(): string {
  return `+88017${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`;
}

export interface PhoneAccount {
  uid: string;
  phone: string;
  idToken: string;
}

/**
 * The emulator "sends" a code to `phone`; the test reads it from the emulator's own list, as a
 * person reads it from the SMS. Answers what confirming a code needs.
 */
async function codeSentTo(phone: string): Promise<{ sessionInfo: string; code: string }> {
  const { sessionInfo } = await emulatorCall<{ sessionInfo: string }>(
    `accounts:sendVerificationCode?key=${EMULATOR_KEY}`,
    { phoneNumber: phone },
  );
  const res = await fetch(
    `http://${emulatorHost()}/emulator/v1/projects/${projectId()}/verificationCodes`,
  );
  const { verificationCodes } = (await res.json()) as {
    verificationCodes: Array<{ phoneNumber: string; sessionInfo: string; code: string }>;
  };
  const sent = verificationCodes.find((c) => c.sessionInfo === sessionInfo);
  if (!sent) {
    throw new Error(`The Auth emulator lists no code for ${phone}`);
  }
  return { sessionInfo, code: sent.code };
}

/**
 * Signs in by mobile number as the web app does, with the code read from the emulator. The
 * account is created on its first sign-in.
 */
export async function signInByPhoneInEmulator(phone: string): Promise<PhoneAccount> {
  const signedIn = await emulatorCall<{ localId: string; idToken: string }>(
    `accounts:signInWithPhoneNumber?key=${EMULATOR_KEY}`,
    await codeSentTo(phone),
  );
  signedUp.add(signedIn.localId);
  return { uid: signedIn.localId, phone, idToken: signedIn.idToken };
}

/**
 * Joins `phone` to the signed-in account of `idToken` as the web app's `linkWithPhoneNumber`
 * and `updatePhoneNumber` do: a code sent to the number, confirmed with the account's ID token.
 * Answers the account's new ID token; fails with the emulator's refusal (a number another
 * account holds).
 */
export async function linkPhoneInEmulator(idToken: string, phone: string): Promise<string> {
  const linked = await emulatorCall<{ idToken?: string; temporaryProof?: string }>(
    `accounts:signInWithPhoneNumber?key=${EMULATOR_KEY}`,
    { ...(await codeSentTo(phone)), idToken },
  );
  // A number another account holds is not joined: the provider answers a proof of the number
  // instead (the SDK's auth/credential-already-in-use).
  if (!linked.idToken) {
    throw new Error(
      `Auth emulator: ${linked.temporaryProof ? 'CREDENTIAL_ALREADY_IN_USE' : 'no ID token'}`,
    );
  }
  return linked.idToken;
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
    const account = await signUpInEmulator(email, password);
    signedUp.delete(account.uid); // a fixed address: kept for the next file and run
    return account;
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

/**
 * Verifies an account's e-mail the way its owner does: the emulator "sends" the verification
 * link (its out-of-band code), and the link is opened. The next ID-token sign-in carries it.
 */
export async function verifyEmailByLink(idToken: string, email: string): Promise<void> {
  await emulatorCall(`accounts:sendOobCode?key=${EMULATOR_KEY}`, {
    requestType: 'VERIFY_EMAIL',
    idToken,
  });
  const res = await fetch(`http://${emulatorHost()}/emulator/v1/projects/${projectId()}/oobCodes`);
  const { oobCodes } = (await res.json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobCode: string }>;
  };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) {
    throw new Error(`The Auth emulator sent no verification link to ${email}`);
  }
  await emulatorCall(`accounts:update?key=${EMULATOR_KEY}`, { oobCode: code.oobCode });
}

function projectId(): string {
  return process.env.FIREBASE_PROJECT_ID ?? 'demo-tutorhub';
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** POST /api/jwt with the ID token; fails the test unless a token comes back. */
export async function exchangeIdToken(
  target: Target,
  idToken: string,
  email: string,
): Promise<string> {
  const res = await http(target).post('/api/jwt').set(bearer(idToken)).send({ email });
  if (res.status !== 200 || typeof res.body?.token !== 'string') {
    throw new Error(`POST /api/jwt answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return res.body.token as string;
}

/** GET /api/me with an API token. */
export async function fetchMe(target: Target, token: string): Promise<TestUser> {
  const res = await http(target).get('/api/me').set(bearer(token));
  if (res.status !== 200) {
    throw new Error(`GET /api/me answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  const { _id, ...rest } = res.body as Me;
  return { id: _id, ...rest };
}

/** The account of an emulator sign-in as the API sees it (signs in through /api/jwt). */
export async function accountOf(target: Target, account: EmulatorAccount): Promise<TestUser> {
  return fetchMe(target, await exchangeIdToken(target, account.idToken, account.email));
}

/** In-process only: the users table. */
export function usersRepository(app: NestFastifyApplication) {
  return app.get(DataSource).getRepository(User);
}

/** The registration bodies of the identities' profiles. */
const PROFILES: Record<ProfileKind, (email: string) => Record<string, unknown>> = {
  tutor: (email) =>
    tutorPayload(email, {
      image: mediaUrl('farhana'),
      onlineOffline: 'both',
    }),
  student: (email) => studentPayload(email),
};

export interface AccountOptions {
  /** Defaults to a unique address built from `name`. */
  email?: string;
  /** Registers a tutor or student profile through POST /api/tutorInfo or /api/studentInfo. */
  kind?: ProfileKind;
  /** Promotes the account to admin in the database (in-process only). */
  admin?: boolean;
}

const verifiedEmailRule = new WeakMap<Target, Promise<boolean>>();

/** Whether the target lets only verified emails register a profile (REQUIRE_VERIFIED_EMAIL). */
function requiresVerifiedEmail(target: Target): Promise<boolean> {
  let rule = verifiedEmailRule.get(target);
  if (!rule) {
    rule = http(target)
      .get('/api/auth/config')
      .then(
        (res) => (res.body as { requireVerifiedEmail?: boolean }).requireVerifiedEmail === true,
      );
    verifiedEmailRule.set(target, rule);
  }
  return rule;
}

/**
 * A real emulator account, signed in through /api/jwt, shaped as asked. An account that
 * registers a profile has its email verified first when the target requires it.
 */
export async function createAccount(
  target: Target,
  name: Exclude<IdentityName, 'anonymous'>,
  options: AccountOptions = {},
): Promise<TestIdentity> {
  const email = options.email ?? uniqueEmail(name);
  const { uid, idToken } = await signUpInEmulator(email);
  if (options.kind && (await requiresVerifiedEmail(target))) {
    await verifyEmailInEmulator(uid);
  }
  const token = await exchangeIdToken(target, idToken, email);
  if (options.kind) {
    const res = await http(target)
      .post(`/api/${options.kind}Info`)
      .set(bearer(token))
      .send(PROFILES[options.kind](email));
    if (res.status !== 201) {
      throw new Error(`${options.kind} registration answered ${res.status}: ${res.text}`);
    }
  }
  if (options.admin) {
    if (!target.app) {
      throw new Error('createAccount({ admin: true }) writes the database: in-process only');
    }
    await usersRepository(target.app).update({ email }, { role: 'admin' });
  }
  return {
    name,
    email,
    password: TEST_PASSWORD,
    uid,
    idToken,
    token,
    user: await fetchMe(target, token),
  };
}

/**
 * The account in the target's ADMIN_EMAILS the suite signs in as: E2E_ADMIN_EMAIL and
 * E2E_ADMIN_PASSWORD, by default black-box the demo admin `npm start` seeds, in-process the
 * address test/setup/env.ts lists.
 */
export function adminCredentials(): { email: string; password: string } {
  return {
    email:
      process.env.E2E_ADMIN_EMAIL ?? (BASE_URL ? 'admin@tutorhub.demo' : 'admin@e2e.tutorhub.test'),
    password: process.env.E2E_ADMIN_PASSWORD ?? (BASE_URL ? 'tutorhub-admin' : TEST_PASSWORD),
  };
}

/**
 * Signs the ADMIN_EMAILS account in (shared by every file: tests never change it), signing it up
 * in the emulator first when it is not there yet.
 */
export async function signInAdmin(target: Target): Promise<TestIdentity> {
  const { email, password } = adminCredentials();
  const { uid, idToken } = await signUpOrSignIn(email, password).catch((e: Error) => {
    throw new Error(
      `Cannot sign in as ${email} (E2E_ADMIN_EMAIL/E2E_ADMIN_PASSWORD): ${e.message}`,
    );
  });
  // ADMIN_EMAILS makes only a verified email admin.
  await verifyEmailInEmulator(uid);
  const token = await exchangeIdToken(target, idToken, email);
  const user = await fetchMe(target, token);
  if (user.role !== 'admin') {
    throw new Error(`${email} is not an admin of the target: list it in its ADMIN_EMAILS`);
  }
  return { name: 'admin', email, password, uid, idToken, token, user };
}

/**
 * One caller of each kind: `noProfile` (signed in, no profile), `student` and `tutor` (fresh
 * accounts registered through the API) and `admin` (the ADMIN_EMAILS account).
 */
export async function createIdentities(target: Target): Promise<Identities> {
  const [noProfile, student, tutor, admin] = await Promise.all([
    createAccount(target, 'noProfile'),
    createAccount(target, 'student', { kind: 'student' }),
    createAccount(target, 'tutor', { kind: 'tutor' }),
    signInAdmin(target),
  ]);
  return { anonymous: { name: 'anonymous' }, noProfile, student, tutor, admin };
}

/** The Authorization header of an identity: its API token, or its ID token when asked. */
export function authHeader(
  identity: TestIdentity,
  credential: 'token' | 'idToken' = 'token',
): Record<string, string> {
  const value = identity[credential];
  return value ? bearer(value) : {};
}

/**
 * Ends a test file: as the admin, deletes the tutors, students, courses and blogs it created
 * through `http(target)` (content first), then the emulator accounts it signed up — best effort;
 * what has no delete call (reviews, contact messages, accounts without a profile) stays, marked
 * by its `@e2e.tutorhub.test` address. Then closes the in-process app.
 */
export async function closeTarget(target: Target | undefined): Promise<void> {
  if (!target) {
    return;
  }
  const paths = target.created.splice(0);
  const admin = paths.length > 0 ? await signInAdmin(target).catch(() => undefined) : undefined;
  if (admin) {
    const isAccount = (path: string) => /^\/api\/(tutor|student)Delete\//.test(path);
    for (const path of [...paths.filter((p) => !isAccount(p)), ...paths.filter(isAccount)]) {
      await http(target)
        .delete(path)
        .set(authHeader(admin))
        .catch(() => undefined);
    }
  }
  const uids = [...signedUp];
  signedUp.clear();
  await Promise.all(uids.map((uid) => deleteFromEmulator(uid).catch(() => undefined)));
  await target.app?.close();
}
