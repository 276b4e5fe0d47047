import type { AuthConfig } from '../../store/apiTypes';
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { ApiCallError } from '../apiError';
import { requestJson } from '../http';

export type FirebaseAuthModule = typeof import('./firebaseAuth');

export interface FirebaseHandle {
  auth: Auth;
  app: FirebaseApp;
  /** The parts of firebase/auth the app uses, loaded on demand. */
  fa: FirebaseAuthModule;
  config: AuthConfig;
}

let handle: Promise<FirebaseHandle> | null = null;

async function fetchAuthConfig(): Promise<AuthConfig> {
  try {
    // Public: sent without the stored API token.
    return await requestJson<AuthConfig>('auth/config', { token: null });
  } catch (err) {
    if (err instanceof ApiCallError) {
      throw new Error(`Could not load the sign-in configuration (${err.status})`);
    }
    throw err;
  }
}

async function init(): Promise<FirebaseHandle> {
  const [config, appMod, fa] = await Promise.all([
    fetchAuthConfig(),
    import('firebase/app'),
    import('./firebaseAuth'),
  ]);
  const app = appMod.initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
  });
  // Not getAuth: it sets up the popup resolver at once, which fetches Google's script for
  // everyone. The Google button brings its own resolver (googleSignIn.ts).
  const auth = fa.initializeAuth(app, {
    persistence: [fa.indexedDBLocalPersistence, fa.browserLocalPersistence],
  });
  if (config.emulatorUrl) {
    fa.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  }
  return { auth, app, fa, config };
}

/**
 * Initialises Firebase once, from GET /api/auth/config, when something needs it: signing in,
 * signing up or out, or renewing the API token. A visitor who does none of these loads none of
 * it.
 */
export function loadFirebase(): Promise<FirebaseHandle> {
  if (!handle) {
    handle = init().catch((err: unknown) => {
      handle = null;
      throw err;
    });
  }
  return handle;
}
