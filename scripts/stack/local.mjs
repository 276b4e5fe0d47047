// @ts-check
import path from 'node:path';
import { startStack } from './stack.mjs';

export const DEMO_ADMIN = 'admin@tutorhub.demo';

/**
 * The local stack of `npm start` and `npm run dev`: embedded parts with their data under .data,
 * and the environment the API runs with.
 * @param {string} root
 * @param {(line: string) => void} log
 */
export async function startLocalStack(root, log) {
  const stack = await startStack({
    env: process.env,
    pg: { dataDir: path.join(root, '.data/pg'), port: Number(process.env.PG_PORT ?? 54320) },
    auth: {
      port: Number(process.env.AUTH_EMULATOR_PORT ?? 9099),
      workDir: path.join(root, '.data/firebase'),
      stateDir: path.join(root, '.data/auth'),
    },
    mail: {
      smtpPort: Number(process.env.MAILDEV_SMTP_PORT ?? 1025),
      webPort: Number(process.env.MAILDEV_WEB_PORT ?? 1080),
    },
    sms: { port: Number(process.env.SMS_SANDBOX_PORT ?? 1090) },
    log,
  });
  const seeding = stack.env.SEED_DEMO === 'true';
  /** @type {NodeJS.ProcessEnv} */
  const apiEnv = {
    ...process.env,
    ...stack.env,
    STATIC_DIR: process.env.STATIC_DIR ?? path.join(root, 'frontend/dist'),
    ADMIN_EMAILS: [process.env.ADMIN_EMAILS, seeding ? DEMO_ADMIN : ''].filter(Boolean).join(','),
  };
  return {
    apiEnv,
    seeding,
    mailInbox: stack.mailInbox,
    smsInbox: stack.smsInbox,
    stop: stack.stop,
  };
}
