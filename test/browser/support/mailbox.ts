import { expect } from '@playwright/test';

/** One message as MailDev's REST API shows it. */
export interface ReceivedMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
}

/** The inbox of the MailDev that `npm run test:browser` started and pointed the API at. */
export function mailDevUrl(): string {
  const url = process.env.MAILDEV_URL;
  if (!url) {
    throw new Error('MAILDEV_URL is unset: run the browser tests with `npm run test:browser`');
  }
  return url;
}

/** Every message MailDev holds for `address`. */
export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const res = await fetch(`${mailDevUrl()}/api/email`);
  expect(res.ok, 'MailDev lists its messages').toBe(true);
  const all = (await res.json()) as ReceivedMail[];
  return all.filter((mail) =>
    mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
  );
}

/** Waits for the one message to `address` (the worker delivers within seconds). */
export async function waitForOnlyMail(address: string): Promise<ReceivedMail> {
  let mail: ReceivedMail[] = [];
  await expect
    .poll(async () => (mail = await mailTo(address)).length, {
      message: `one email to ${address} arrives in MailDev`,
      timeout: 30_000,
    })
    .toBe(1);
  return mail[0];
}
