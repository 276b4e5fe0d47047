/** The SMS sandbox's inbox (scripts/stack/sms-sandbox.mjs): what the gateway was asked to send. */
export interface ReceivedSms {
  to: string;
  text: string;
  receivedAt: string;
}

/** The SMS the sandbox received for `to` (E.164), newest first. */
export async function smsTo(to: string): Promise<ReceivedSms[]> {
  const inbox = process.env.SMS_INBOX;
  if (!inbox) {
    throw new Error('SMS_INBOX is not set: run the browser tests with npm run test:browser');
  }
  const all = (await (await fetch(`${inbox}/sms`)).json()) as ReceivedSms[];
  return all.filter((sms) => sms.to === to);
}
