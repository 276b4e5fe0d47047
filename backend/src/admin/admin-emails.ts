import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env.validation';

/** ADMIN_EMAILS (`a@x, b@y`) as a set of lower-cased addresses; blanks are ignored. */
export function parseAdminEmails(raw: string | undefined): ReadonlySet<string> {
  return new Set(
    (raw ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email.length > 0),
  );
}

/** ADMIN_EMAILS, parsed once at boot. */
@Injectable()
export class AdminEmails {
  private readonly emails: ReadonlySet<string>;

  constructor(config: ConfigService<Env, true>) {
    this.emails = parseAdminEmails(config.get('ADMIN_EMAILS', { infer: true }));
  }

  /** An account without an email (a mobile number's) is never listed. */
  has(email: string | null): boolean {
    return email !== null && this.emails.has(email.trim().toLowerCase());
  }

  all(): string[] {
    return [...this.emails];
  }
}
