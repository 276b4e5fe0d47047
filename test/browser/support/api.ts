import { AUTH_EMULATOR_HOST, BASE_URL, DEMO, TEST_PASSWORD, type Credentials } from './env';
import { TINY_PNG } from './images';
import { codeSentTo } from './phone';

/** Accounts and API calls made outside the browser, through REST. */

interface EmulatorSession {
  localId: string;
  idToken: string;
}

async function emulatorCall<T = EmulatorSession>(path: string, body: object): Promise<T> {
  const res = await fetch(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${path}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const json = (await res.json()) as T & { error?: { message?: string } };
  if (!res.ok) {
    throw new Error(`Auth emulator ${path}: ${json.error?.message ?? res.status}`);
  }
  return json;
}

/** Creates an email/password account in the Auth emulator; returns its Firebase ID token. */
export async function createEmulatorAccount(
  email: string,
  password = TEST_PASSWORD,
): Promise<Credentials & { idToken: string }> {
  const session = await emulatorCall('accounts:signUp?key=any', {
    email,
    password,
    returnSecureToken: true,
  });
  return { email, password, idToken: session.idToken };
}

/** Signs an existing account in to the emulator; returns a fresh Firebase ID token. */
export async function emulatorIdToken({ email, password }: Credentials): Promise<string> {
  const session = await emulatorCall('accounts:signInWithPassword?key=any', {
    email,
    password,
    returnSecureToken: true,
  });
  return session.idToken;
}

/**
 * Signs in to the emulator by mobile number (the account is made on its first sign-in), the
 * code read from the emulator as a person reads the SMS; returns its Firebase ID token.
 */
export async function phoneIdToken(e164: string): Promise<string> {
  const { sessionInfo } = await emulatorCall<{ sessionInfo: string }>(
    'accounts:sendVerificationCode?key=any',
    {
      phoneNumber: e164,
    },
  );
  const session = await emulatorCall('accounts:signInWithPhoneNumber?key=any', {
    sessionInfo,
    code: await codeSentTo(e164),
  });
  return session.idToken;
}

/** Exchanges a Firebase ID token for our API token (`POST /api/jwt`); a phone account has no email. */
export async function exchangeApiToken(idToken: string, email?: string): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/jwt`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify(email ? { email } : {}),
  });
  if (!res.ok) {
    throw new Error(`POST /api/jwt answered ${res.status}: ${await res.text()}`);
  }
  return ((await res.json()) as { token: string }).token;
}

/** An API token of the demo admin. */
export async function adminApiToken(): Promise<string> {
  return exchangeApiToken(await emulatorIdToken(DEMO.admin), DEMO.admin.email);
}

/** A JSON call to the API with a bearer token; throws on a non-2xx answer. */
export async function apiCall<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  token: string,
  body?: object,
): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) {
    throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  }
  return (await res.json()) as T;
}

/** Accepts a course as the demo admin (`PATCH /api/updateCourse/{id}`). */
export async function acceptCourseAsAdmin(courseId: string): Promise<void> {
  const result = await apiCall<{ modifiedCount?: number }>(
    'PATCH',
    `/api/updateCourse/${courseId}`,
    await adminApiToken(),
    { status: 'Accepted' },
  );
  if (result.modifiedCount === 0) {
    throw new Error(`Course ${courseId} was not updated`);
  }
}

/** Uploads a tiny PNG with `token`; answers its URL (`POST /api/images`). */
export async function uploadImage(token: string): Promise<string> {
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(TINY_PNG.buffer)], { type: TINY_PNG.mimeType }),
    TINY_PNG.name,
  );
  const res = await fetch(`${BASE_URL}/api/images`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) {
    throw new Error(`POST /api/images answered ${res.status}`);
  }
  return ((await res.json()) as { data: { display_url: string } }).data.display_url;
}
