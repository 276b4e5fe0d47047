// @ts-check
// `npm run test:browser`: starts Tutor Hub as `npm start` would (embedded PostgreSQL with demo
// data, Auth emulator, MailDev, the SMS sandbox) on its own ports and a throw-away data folder, runs the
// Playwright tests in Debian's Chromium against it, and stops everything.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoApp } from './stack/demo-app.mjs';
import { middayZone } from './stack/midday-zone.mjs';
import { freePort } from './stack/ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const log = (/** @type {string} */ line) => console.log(`[test:browser] ${line}`);
const port = Number(process.env.BROWSER_TEST_PORT ?? 3100);

let code = 1;
let app;
try {
  app = await startDemoApp({
    root,
    name: 'browser',
    port,
    pgPort: Number(process.env.BROWSER_TEST_PG_PORT ?? 54359),
    authPort: Number(process.env.BROWSER_TEST_AUTH_PORT ?? 9399),
    mail: {
      smtpPort: Number(process.env.BROWSER_TEST_SMTP_PORT ?? (await freePort())),
      webPort: Number(process.env.BROWSER_TEST_MAILDEV_PORT ?? (await freePort())),
    },
    sms: { port: Number(process.env.BROWSER_TEST_SMS_PORT ?? (await freePort())) },
    env: {
      NODE_ENV: 'development',
      // Its site clock reads midday, so quiet hours never hold the SMS the tests wait for.
      TZ_SITE: middayZone(),
      ADMIN_EMAILS: 'admin@tutorhub.demo',
      // Every test signs in and writes from this one address, like a crowd behind one NAT.
      ...JSON.parse(fs.readFileSync(path.join(root, 'test/setup/generous-limits.json'), 'utf8')),
    },
    log,
  });
  const runner = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      'test/browser/playwright.config.ts',
      ...process.argv.slice(2),
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        BASE_URL: app.baseUrl,
        // The tests start the daily job alert as its schedule does, on the app's own queue.
        DATABASE_URL: app.databaseUrl,
        AUTH_EMULATOR_HOST: app.emulatorHost,
        MAILDEV_URL: app.mailInbox,
        SMS_INBOX: app.smsInbox,
      },
    },
  );
  code = await new Promise((resolve) => runner.once('exit', (c) => resolve(c ?? 1)));
} catch (e) {
  console.error(`[test:browser] ${e instanceof Error ? e.message : String(e)}`);
} finally {
  await app?.stop();
}
process.exit(code);
