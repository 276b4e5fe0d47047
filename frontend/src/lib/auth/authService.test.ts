import { ACCESS_TOKEN_KEY, MESSAGES } from '@tutorhub/contracts';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../store/store';
import { apiUrl, server } from '../../test/server';
import {
  confirmEmailVerified,
  emailVerificationNeeded,
  prepareSignIn,
  sendAccountPhoneCode,
  sendPhoneCode,
  sendVerificationEmail,
  signIn,
  signOut,
  startAuth,
} from './authService';
import type { FirebaseHandle } from './firebase';

// Numbered across tests: the service exchanges each ID token once.
let issued = 0;

/** A stand-in Firebase user handing out a new ID token each time. */
function fakeUser(emailVerified = false) {
  return {
    uid: 'u1',
    email: 'sam@example.com' as string | null,
    phoneNumber: null as string | null,
    displayName: null,
    photoURL: null,
    emailVerified,
    getIdToken: vi.fn((_forceRefresh?: boolean) => Promise.resolve(`id-token-${(issued += 1)}`)),
    reload: vi.fn(() => Promise.resolve()),
  };
}

const firebase = vi.hoisted(() => ({
  handle: null as unknown as FirebaseHandle,
  loads: 0,
}));
vi.mock('./firebase', () => ({
  loadFirebase: () => {
    firebase.loads += 1;
    return Promise.resolve(firebase.handle);
  },
}));

// The SMS code's Firebase call (the SDK's signInWithPhoneNumber with its reCAPTCHA).
const phone = vi.hoisted(() => ({ sendSignInCode: vi.fn(), sendAccountCode: vi.fn() }));
vi.mock('./phoneSignIn', () => phone);

/** An API token (unsigned: the web app only reads its expiry) expiring in `minutes`. */
function apiToken(minutes: number): string {
  const claims = btoa(
    JSON.stringify({ sub: 'acc-1', exp: Math.floor(Date.now() / 1000) + minutes * 60 }),
  );
  return `e30.${claims.replace(/=+$/, '')}.sig`;
}

/** What a previous visit left in this browser after signing in. */
function returningUser(tokenMinutes: number) {
  localStorage.setItem(ACCESS_TOKEN_KEY, apiToken(tokenMinutes));
  localStorage.setItem(
    'auth-user',
    JSON.stringify({ uid: 'u1', email: 'sam@example.com', displayName: 'Sam', photoURL: null }),
  );
}

function useFirebase(user: ReturnType<typeof fakeUser>, requireVerifiedEmail = true) {
  const fa = {
    onIdTokenChanged: vi.fn(),
    signInWithEmailAndPassword: vi.fn(() => Promise.resolve({ user })),
    sendEmailVerification: vi.fn(() => Promise.resolve()),
    signOut: vi.fn(() => Promise.resolve()),
    unlink: vi.fn(() => Promise.resolve(user)),
  };
  firebase.handle = {
    auth: { currentUser: user, authStateReady: () => Promise.resolve() },
    app: {},
    fa,
    config: {
      apiKey: 'k',
      authDomain: 'd',
      projectId: 'demo-tutorhub',
      emulatorUrl: null,
      requireVerifiedEmail,
    },
  } as unknown as FirebaseHandle;
  return fa;
}

/** POST /api/jwt answering `answers` in turn; keeps the ID tokens it was sent. */
function serveExchange(...answers: Array<() => Response>) {
  const idTokens: string[] = [];
  server.use(
    http.post(apiUrl('jwt'), ({ request }) => {
      idTokens.push(request.headers.get('authorization') ?? '');
      return (answers.shift() ?? answers[0])();
    }),
  );
  return idTokens;
}

const refusal = (status: number, message: string, code?: string) => () =>
  HttpResponse.json({ statusCode: status, error: 'Refused', message, code }, { status });
const token = (value: string) => () => HttpResponse.json({ token: value });

async function started() {
  const store = createStore();
  await startAuth(store);
  return store;
}

describe('authService', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('signs a visitor without a session out at once, loading no Firebase', async () => {
    const loadsBefore = firebase.loads;
    const store = await started();
    expect(store.getState().auth.status).toBe('signedOut');
    expect(firebase.loads).toBe(loadsBefore);
  });

  it('restores a returning user from the stored API token, loading no Firebase', async () => {
    returningUser(60);
    const loadsBefore = firebase.loads;
    const store = await started();
    expect(store.getState().auth).toMatchObject({
      status: 'signedIn',
      user: { uid: 'u1', displayName: 'Sam' },
    });
    expect(firebase.loads).toBe(loadsBefore);
  });

  it('loads Firebase ahead of a sign-in without following it yet', async () => {
    const fa = useFirebase(fakeUser());
    const loadsBefore = firebase.loads;
    const store = await started();
    prepareSignIn();
    expect(firebase.loads).toBe(loadsBefore + 1);
    await Promise.resolve();
    // A visitor stays signed out with no call made: following starts with the sign-in.
    expect(fa.onIdTokenChanged).not.toHaveBeenCalled();
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('ends no session as a visitor signs in: Firebase first reports it has none', async () => {
    const fa = useFirebase(fakeUser());
    fa.onIdTokenChanged.mockImplementation((_auth: unknown, report: (user: null) => void) =>
      report(null),
    );
    const ended = vi.fn(() => new HttpResponse(null, { status: 204 }));
    server.use(http.delete(apiUrl('session'), ended));
    serveExchange(token(apiToken(60)));
    const store = await started();
    await signIn('sam@example.com', 'pw');
    expect(fa.onIdTokenChanged).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.status).toBe('signedIn');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ended).not.toHaveBeenCalled();
  });

  it('asks Firebase for the session when the stored API token has expired', async () => {
    returningUser(-5);
    useFirebase(fakeUser());
    const loadsBefore = firebase.loads;
    const store = await started();
    expect(firebase.loads).toBe(loadsBefore + 1);
    expect(store.getState().auth.status).toBe('loading');
  });

  it('keeps the signed-in user beside the API token for the next visit', async () => {
    useFirebase(fakeUser());
    serveExchange(token(apiToken(60)));
    await started();
    await signIn('sam@example.com', 'pw');
    expect(JSON.parse(localStorage.getItem('auth-user') ?? 'null')).toMatchObject({ uid: 'u1' });
  });

  it('signs out: the API ends the token (sent with the call), the saved user and cookie go', async () => {
    returningUser(60);
    useFirebase(fakeUser());
    const ended: Array<string | null> = [];
    server.use(
      http.delete(apiUrl('session'), ({ request }) => {
        ended.push(request.headers.get('Authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = await started();
    const signedInWith = `Bearer ${localStorage.getItem(ACCESS_TOKEN_KEY) ?? ''}`;
    await signOut();
    expect(store.getState().auth).toEqual({ status: 'signedOut', user: null });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('auth-user')).toBeNull();
    await vi.waitFor(() => expect(ended).toEqual([signedInWith]));
  });

  it('signs in: the ID token is exchanged for the API token', async () => {
    useFirebase(fakeUser());
    serveExchange(token('api-1'));
    const store = await started();
    await expect(signIn('sam@example.com', 'pw')).resolves.toMatchObject({ uid: 'u1' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('api-1');
    expect(store.getState().auth.status).toBe('signedIn');
  });

  it('signs in by mobile number: the code is confirmed, the ID token exchanged with {}', async () => {
    const user = { ...fakeUser(), email: null, phoneNumber: '+8801712345678' };
    useFirebase(user);
    const confirm = vi.fn(() => Promise.resolve({ user }));
    phone.sendSignInCode.mockResolvedValue({ confirm });
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('jwt'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ token: 'api-phone' });
      }),
    );
    const store = await started();
    const host = document.createElement('div');
    const sent = await sendPhoneCode('+8801712345678', host);
    expect(phone.sendSignInCode).toHaveBeenCalledWith(firebase.handle.auth, '+8801712345678', host);
    await expect(sent.confirm('123456')).resolves.toMatchObject({
      email: null,
      phoneNumber: '+8801712345678',
    });
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(bodies).toEqual([{}]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('api-phone');
    expect(store.getState().auth).toMatchObject({
      status: 'signedIn',
      user: { phoneNumber: '+8801712345678' },
    });
    // No email to verify before registering, whatever the API requires of emails.
    await expect(emailVerificationNeeded()).resolves.toBe(false);
  });

  it('joins a number to the account: the code confirmed, then a fresh ID token exchanged', async () => {
    const user = fakeUser();
    useFirebase(user);
    const confirmCode = vi.fn(() => Promise.resolve());
    phone.sendAccountCode.mockResolvedValue(confirmCode);
    const idTokens = serveExchange(token('api-linked'));
    await started();
    const host = document.createElement('div');
    const sent = await sendAccountPhoneCode('+8801712345678', host, 'link');
    expect(phone.sendAccountCode).toHaveBeenCalledWith(
      firebase.handle.auth,
      user,
      '+8801712345678',
      host,
      'link',
    );
    await sent.confirm('123456');
    expect(confirmCode).toHaveBeenCalledWith('123456');
    expect(user.getIdToken).toHaveBeenLastCalledWith(true);
    expect(idTokens).toHaveLength(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('api-linked');
  });

  it('takes a joined number back at Firebase when the API says it is another account’s', async () => {
    const user = fakeUser();
    const fa = useFirebase(user);
    phone.sendAccountCode.mockResolvedValue(() => Promise.resolve());
    serveExchange(refusal(409, 'taken', 'phone.taken'));
    await started();
    const sent = await sendAccountPhoneCode(
      '+8801712345678',
      document.createElement('div'),
      'link',
    );
    await expect(sent.confirm('123456')).rejects.toMatchObject({
      status: 409,
      code: 'phone.taken',
    });
    expect(fa.unlink).toHaveBeenCalledWith(user, 'phone');
  });

  it('keeps a changed number at Firebase when the API refuses it (nothing to take back)', async () => {
    const user = fakeUser();
    const fa = useFirebase(user);
    phone.sendAccountCode.mockResolvedValue(() => Promise.resolve());
    serveExchange(refusal(409, 'taken', 'phone.taken'));
    await started();
    const sent = await sendAccountPhoneCode(
      '+8801712345678',
      document.createElement('div'),
      'change',
    );
    await expect(sent.confirm('123456')).rejects.toMatchObject({ code: 'phone.taken' });
    expect(fa.unlink).not.toHaveBeenCalled();
  });

  it('an email sign-in still names its email to the exchange', async () => {
    useFirebase(fakeUser());
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('jwt'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ token: 'api-email' });
      }),
    );
    await started();
    await signIn('sam@example.com', 'pw');
    expect(bodies).toEqual([{ email: 'sam@example.com' }]);
  });

  it('refuses the sign-in of a suspended account with its message, keeping no token', async () => {
    useFirebase(fakeUser());
    serveExchange(refusal(403, MESSAGES.accountSuspended, 'general.accountSuspended'));
    const store = await started();
    await expect(signIn('sam@example.com', 'pw')).rejects.toThrow(MESSAGES.accountSuspended);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(store.getState().auth.status).toBe('suspended');
    expect(store.getState().auth.user?.email).toBe('sam@example.com');
    expect(localStorage.getItem('auth-user')).toBeNull();
  });

  it('fails the sign-in with the API’s 429 message, and a retry exchanges again', async () => {
    useFirebase(fakeUser());
    const sent = serveExchange(refusal(429, 'Slow down: try again in 30 seconds.'), token('api-2'));
    await started();
    await expect(signIn('sam@example.com', 'pw')).rejects.toThrow(
      'Slow down: try again in 30 seconds.',
    );
    await expect(signIn('sam@example.com', 'pw')).resolves.toBeTruthy();
    expect(sent).toHaveLength(2);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('api-2');
  });

  it('uses its own words for a 503 without our error body', async () => {
    useFirebase(fakeUser());
    serveExchange(() => new HttpResponse('<html>502 Bad Gateway</html>', { status: 503 }));
    await started();
    await expect(signIn('sam@example.com', 'pw')).rejects.toThrow(MESSAGES.serviceUnavailable);
  });

  it('needs a verified email only when the API requires it', async () => {
    useFirebase(fakeUser(false), true);
    await expect(emailVerificationNeeded()).resolves.toBe(true);
    useFirebase(fakeUser(true), true);
    await expect(emailVerificationNeeded()).resolves.toBe(false);
    useFirebase(fakeUser(false), false);
    await expect(emailVerificationNeeded()).resolves.toBe(false);
  });

  it('sends the verification email to the signed-in user', async () => {
    const user = fakeUser();
    const fa = useFirebase(user);
    await sendVerificationEmail();
    expect(fa.sendEmailVerification).toHaveBeenCalledWith(user);
  });

  it('after verification, reloads the user and exchanges a fresh ID token again', async () => {
    const user = fakeUser(false);
    useFirebase(user);
    const sent = serveExchange(token('api-verified'));
    await started();
    await expect(confirmEmailVerified()).resolves.toBe(false);
    expect(sent).toHaveLength(0);

    user.reload.mockImplementationOnce(() => {
      user.emailVerified = true;
      return Promise.resolve();
    });
    await expect(confirmEmailVerified()).resolves.toBe(true);
    expect(user.reload).toHaveBeenCalledTimes(2);
    expect(user.getIdToken).toHaveBeenLastCalledWith(true);
    expect(sent).toHaveLength(1);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('api-verified');
  });
});
