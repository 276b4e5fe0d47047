import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { parseAdminEmails } from '../auth/emails';
import type { Env } from '../config/env.validation';

/** ADMIN_EMAILS, parsed once at boot. */
@Injectable()
export class AdminEmails {
  private readonly emails: ReadonlySet<string>;

  constructor(config: ConfigService<Env, true>) {
    this.emails = parseAdminEmails(config.get('ADMIN_EMAILS', { infer: true }));
  }

  has(email: string): boolean {
    return this.emails.has(email.trim().toLowerCase());
  }

  all(): string[] {
    return [...this.emails];
  }
}
