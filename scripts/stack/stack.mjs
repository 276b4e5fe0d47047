// @ts-check
import { startAuthEmulator } from './auth-emulator.mjs';
import { startEmbeddedPostgres } from './postgres.mjs';

/**
 * Starts the embedded parts that the environment does not replace — PostgreSQL when
 * DATABASE_URL is unset, the Auth emulator when no production Firebase project is configured —
 * in parallel. Answers the environment for the API and a stop function for all of them.
 * @param {{
 *   env: NodeJS.ProcessEnv,
 *   pg: { dataDir: string, port: number, fast?: boolean },
 *   auth: { port: number, workDir: string, stateDir?: string },
 *   log?: (line: string) => void,
 * }} options
 */
export async function startStack({ env, pg, auth, log = () => {} }) {
  const wantPg = !env.DATABASE_URL;
  const wantAuth = !env.FIREBASE_PROJECT_ID || env.FIREBASE_PROJECT_ID.startsWith('demo-');
  const [pgResult, authResult] = await Promise.allSettled([
    wantPg ? startEmbeddedPostgres({ ...pg, log }) : Promise.resolve(null),
    wantAuth && !env.FIREBASE_AUTH_EMULATOR_HOST
      ? startAuthEmulator({ ...auth, log })
      : Promise.resolve(null),
  ]);
  const started = [pgResult, authResult].flatMap((r) =>
    r.status === 'fulfilled' && r.value ? [r.value] : [],
  );
  const stop = async () => {
    await Promise.allSettled(started.map((s) => s.stop()));
  };
  const failed = [pgResult, authResult].find((r) => r.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  /** @type {NodeJS.ProcessEnv} */
  const out = {};
  if (pgResult.status === 'fulfilled' && pgResult.value) {
    out.DATABASE_URL = pgResult.value.url;
    out.SEED_DEMO = env.SEED_DEMO ?? 'true';
  }
  if (authResult.status === 'fulfilled' && authResult.value) {
    out.FIREBASE_AUTH_EMULATOR_HOST = authResult.value.host;
    out.FIREBASE_PROJECT_ID = 'demo-tutorhub';
  }
  return { env: out, stop };
}
