// @ts-check
import { startAuthEmulator } from './auth-emulator.mjs';
import { startMailDev } from './maildev.mjs';
import { startSmsSandbox } from './sms-sandbox.mjs';
import { startEmbeddedPostgres } from './postgres.mjs';

/**
 * Starts the embedded parts that the environment does not replace — PostgreSQL when
 * DATABASE_URL is unset, the Auth emulator when no production Firebase project is configured,
 * MailDev (when asked for) when neither SMTP_URL nor MAIL_DISABLED is set, the SMS sandbox
 * (when asked for) when neither SMS_API_URL nor SMS_DISABLED is set — in parallel. Answers the
 * environment for the API, MailDev's and the sandbox's inbox addresses and a stop function for all.
 * @param {{
 *   env: NodeJS.ProcessEnv,
 *   pg: { dataDir: string, port: number, fast?: boolean },
 *   auth: { port: number, workDir: string, stateDir?: string },
 *   mail?: { smtpPort: number, webPort: number },
 *   sms?: { port: number },
 *   log?: (line: string) => void,
 * }} options
 */
export async function startStack({ env, pg, auth, mail, sms, log = () => {} }) {
  const wantPg = !env.DATABASE_URL;
  const wantAuth = !env.FIREBASE_PROJECT_ID || env.FIREBASE_PROJECT_ID.startsWith('demo-');
  const wantMail = mail && !env.SMTP_URL && env.MAIL_DISABLED !== 'true';
  const wantSms = sms && !env.SMS_API_URL && env.SMS_DISABLED !== 'true';
  const [pgResult, authResult, mailResult, smsResult] = await Promise.allSettled([
    wantPg ? startEmbeddedPostgres({ ...pg, log }) : Promise.resolve(null),
    wantAuth && !env.FIREBASE_AUTH_EMULATOR_HOST
      ? startAuthEmulator({ ...auth, log })
      : Promise.resolve(null),
    wantMail ? startMailDev({ ...mail, log }) : Promise.resolve(null),
    wantSms ? startSmsSandbox({ ...sms, log }) : Promise.resolve(null),
  ]);
  const started = [pgResult, authResult, mailResult, smsResult].flatMap((r) =>
    r.status === 'fulfilled' && r.value ? [r.value] : [],
  );
  const stop = async () => {
    await Promise.allSettled(started.map((s) => s.stop()));
  };
  const failed = [pgResult, authResult, mailResult, smsResult].find((r) => r.status === 'rejected');
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
  /** @type {string | undefined} */
  let mailInbox;
  if (mailResult.status === 'fulfilled' && mailResult.value) {
    out.SMTP_URL = mailResult.value.smtpUrl;
    out.MAIL_FROM = env.MAIL_FROM ?? 'Tutor Hub <no-reply@tutorhub.local>';
    mailInbox = mailResult.value.webUrl;
  }
  /** @type {string | undefined} */
  let smsInbox;
  if (smsResult.status === 'fulfilled' && smsResult.value) {
    out.SMS_API_URL = smsResult.value.url;
    // The sandbox, like both gateways, refuses a send without a token and a sender id.
    out.SMS_API_TOKEN = env.SMS_API_TOKEN ?? 'sandbox-token';
    out.SMS_SENDER_ID = env.SMS_SENDER_ID ?? 'TUTORHUB';
    smsInbox = smsResult.value.url;
  }
  return { env: out, mailInbox, smsInbox, stop };
}
