import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env.validation';

/** The email settings as the outbox, the worker and the links need them. */
@Injectable()
export class EmailSettings {
  /** Whether notifications are emailed at all: an SMTP server is set and mail is not disabled. */
  readonly enabled: boolean;
  readonly smtpUrl: string;
  readonly from: string;
  /** The web app's address, without a trailing slash, for the links in emails. */
  readonly appUrl: string;
  /** Whether this process delivers queued emails. */
  readonly worker: boolean;
  /** Only verified addresses get mail (production). */
  readonly verifiedOnly: boolean;
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
  readonly jobTimeoutSeconds: number;
  readonly databaseUrl: string;
  /** Signs unsubscribe links. */
  readonly secret: string;

  constructor(config: ConfigService<Env, true>) {
    const get = <K extends keyof Env>(key: K) => config.get(key, { infer: true }) as Env[K];
    const disabled = get('MAIL_DISABLED');
    this.smtpUrl = get('SMTP_URL') ?? '';
    this.enabled = !disabled && this.smtpUrl !== '';
    this.from = get('MAIL_FROM') ?? 'Tutor Hub <no-reply@tutorhub.local>';
    this.appUrl = (get('APP_URL') ?? `http://localhost:${get('PORT')}`).replace(/\/+$/, '');
    this.worker = get('MAIL_WORKER');
    this.verifiedOnly = get('NODE_ENV') === 'production';
    this.retryLimit = get('MAIL_RETRY_LIMIT');
    this.retryDelaySeconds = get('MAIL_RETRY_DELAY_SECONDS');
    this.jobTimeoutSeconds = get('MAIL_JOB_TIMEOUT_SECONDS');
    this.databaseUrl = get('DATABASE_URL');
    this.secret = get('JWT_SECRET') ?? '';
    if (disabled) {
      new Logger('Email').warn(
        '!!! MAIL_DISABLED=true: no email is sent. Tutors and students hear of requests, ' +
          'answers and reviews only when they open Tutor Hub. !!!',
      );
    }
  }
}
