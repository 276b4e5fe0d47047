// @ts-check
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPortFree, waitFor } from './ports.mjs';

/**
 * MailDev on 127.0.0.1: an SMTP server that keeps every message (in memory) and shows them in
 * its web inbox, whose REST API (`/api/email`) the tests read.
 * @param {{ smtpPort: number, webPort: number, log?: (line: string) => void }} options
 */
export async function startMailDev({ smtpPort, webPort, log = () => {} }) {
  await assertPortFree(smtpPort, 'MailDev SMTP');
  await assertPortFree(webPort, 'MailDev web inbox');
  // The package exports only its module entry (dist/index.js); its command line sits beside it.
  const bin = path.join(
    path.dirname(fileURLToPath(import.meta.resolve('maildev'))),
    'bin/maildev.js',
  );
  const child = spawn(
    process.execPath,
    [bin, '--smtp', String(smtpPort), '--ip', '127.0.0.1', '--web', String(webPort)].concat([
      '--web-ip',
      '127.0.0.1',
      '--max-emails',
      '5000',
    ]),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += String(chunk)));
  const webUrl = `http://127.0.0.1:${webPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) {
          throw new Error(`MailDev exited: ${errors.trim()}`);
        }
        return (await fetch(`${webUrl}/api/email`)).ok;
      },
      20_000,
      'MailDev',
    );
  } catch (e) {
    await stop();
    throw e;
  }
  log(`MailDev: SMTP on 127.0.0.1:${smtpPort}, inbox on ${webUrl}`);
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl, stop };
}
