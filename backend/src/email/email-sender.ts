import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import { EmailSettings } from './email-settings';

/** One message as the worker hands it to SMTP. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Made from the email's id: the same email always carries the same Message-ID. */
  messageId: string;
  headers: Record<string, string>;
}

/** The domain of the sender's address, for Message-IDs. */
export const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'tutorhub.local';

/** Whether an SMTP failure may pass if tried again: a 4xx answer, or no answer at all. */
export function isTemporaryFailure(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') {
    return responseCode >= 400 && responseCode < 500;
  }
  // A message nodemailer cannot build or address will not build on the next try either.
  return code !== 'EENVELOPE' && code !== 'EMESSAGE';
}

/** nodemailer over a small pool of SMTP connections to SMTP_URL. */
@Injectable()
export class EmailSender implements OnApplicationShutdown {
  private transport?: ReturnType<typeof createTransport>;

  constructor(private readonly settings: EmailSettings) {}

  async send(email: OutgoingEmail): Promise<void> {
    this.transport ??= this.createTransport();
    await this.transport.sendMail({ from: this.settings.from, ...email });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }

  private createTransport() {
    // A hung server must fail well inside the job's timeout, or the job is retried beside it.
    const timeoutMs = Math.max(1000, (this.settings.jobTimeoutSeconds * 1000) / 3);
    return createTransport({
      url: this.settings.smtpUrl,
      pool: true,
      maxConnections: 4,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }
}
