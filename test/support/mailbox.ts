/** One message as MailDev's REST API shows it. */
export interface ReceivedMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
  headers: Record<string, string>;
}

/** The e2e suite's MailDev (started by the global setup). */
export function mailDevUrl(): string {
  const url = process.env.E2E_MAILDEV_URL;
  if (!url) {
    throw new Error('E2E_MAILDEV_URL is unset: the global setup starts MailDev');
  }
  return url;
}

/** Every message MailDev holds for `address`. */
export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const res = await fetch(`${mailDevUrl()}/api/email`);
  const all = (await res.json()) as ReceivedMail[];
  return all.filter((mail) =>
    mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
  );
}

/** Waits until MailDev holds `count` messages for `address` (fails after `timeoutMs`). */
export async function waitForMail(
  address: string,
  count = 1,
  timeoutMs = 20_000,
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await mailTo(address);
    if (mail.length >= count || Date.now() > deadline) {
      return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The raw message (all its headers), as MailDev stored it. */
export async function rawMail(id: string): Promise<string> {
  return (await fetch(`${mailDevUrl()}/api/email/${id}/source`)).text();
}
