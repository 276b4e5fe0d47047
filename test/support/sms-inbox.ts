import { http, type Target } from './app';
import { authHeader, type TestIdentity } from './identities';
import { DataSource } from 'typeorm';

/** One SMS as the sandbox's `GET /sms` shows it. */
export interface ReceivedSms {
  to: string;
  text: string;
  receivedAt: string;
}

/** The e2e suite's SMS sandbox (started by the global setup). */
export function smsSandboxUrl(): string {
  const url = process.env.E2E_SMS_URL;
  if (!url) {
    throw new Error('E2E_SMS_URL is unset: the global setup starts the SMS sandbox');
  }
  return url;
}

/** The settings of an app that sends SMS through the sandbox with `provider`. */
export function smsEnv(provider: 'sslwireless' | 'bulksmsbd' = 'sslwireless') {
  return {
    SMS_DISABLED: 'false',
    SMS_PROVIDER: provider,
    SMS_API_URL: smsSandboxUrl(),
    SMS_API_TOKEN: 'sandbox-token',
    SMS_SENDER_ID: 'TUTORHUB',
    SMS_RETRY_LIMIT: '2',
    SMS_RETRY_DELAY_SECONDS: '1',
    SMS_JOB_TIMEOUT_SECONDS: '6',
  };
}

/** Every SMS the sandbox took for `to`, newest first. */
export async function smsTo(to: string): Promise<ReceivedSms[]> {
  const all = (await (await fetch(`${smsSandboxUrl()}/sms`)).json()) as ReceivedSms[];
  return all.filter((sms) => sms.to === to);
}

/** Waits until the sandbox holds `count` SMS for `to` (answers what it has after `timeoutMs`). */
export async function waitForSms(
  to: string,
  count = 1,
  timeoutMs = 15_000,
): Promise<ReceivedSms[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = await smsTo(to);
    if (got.length >= count || Date.now() > deadline) {
      return got;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let numbers = 0;
/** Four digits of this test file: files share the sandbox, which keeps what each was sent. */
const run = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
/**
 * A Bangladeshi number of this test file: +8801 and 9 digits, its last four one of the
 * sandbox's fault endings when `ending` is given (once per ending in a file), else never one.
 */
export function phoneNumber(ending?: string): string {
  numbers += 1;
  return ending ? `+88019${run}${ending}` : `+88017${run}${1000 + numbers}`;
}

/**
 * Gives the account a verified number (as the identity provider's sign-in would), and waits
 * until the app's account cache, told of the write through the change feed, serves it.
 */
export async function withPhone(target: Target, who: TestIdentity, phone = phoneNumber()) {
  await target
    .app!.get(DataSource)
    .query(`UPDATE users SET phone = $2 WHERE id = $1`, [who.user!.id, phone]);
  const deadline = Date.now() + 3000;
  while ((await http(target).get('/api/me/sms').set(authHeader(who))).body.phone !== phone) {
    if (Date.now() > deadline) {
      throw new Error('the app did not see the new number');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return phone;
}

/** The `sms` rows of an account, oldest first. */
export async function smsRows(target: Target, who: TestIdentity) {
  return (await target.app!.get(DataSource).query(
    `SELECT id, "to", type, language, text, parts, encoding, state, attempts, "lastError",
       "providerMessageId", "notificationId"
     FROM sms WHERE "userId" = $1 ORDER BY "createdAt", id`,
    [who.user!.id],
  )) as Array<Record<string, unknown>>;
}
