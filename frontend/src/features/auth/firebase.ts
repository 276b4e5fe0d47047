import type { AuthConfig } from '@tutorhub/contracts';
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { ApiCallError } from '../../lib/apiError';
import { requestJson } from '../../lib/http';

export type FirebaseAuthModule = typeof import('firebase/auth');

export interface FirebaseHandle {
  auth: Auth;
  app: FirebaseApp;
  /** The firebase/auth module, loaded on demand so it stays out of the first chunk. */
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
    import('firebase/auth'),
  ]);
  const app = appMod.initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
  });
  const auth = fa.getAuth(app);
  if (config.emulatorUrl) {
    fa.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  }
  return { auth, app, fa, config };
}

/** Initialises Firebase once, lazily, from GET /api/auth/config. */
export function loadFirebase(): Promise<FirebaseHandle> {
  if (!handle) {
    handle = init().catch((err: unknown) => {
      handle = null;
      throw err;
    });
  }
  return handle;
}
