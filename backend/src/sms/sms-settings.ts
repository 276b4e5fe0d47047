import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env, SmsProvider } from '../config/env.validation';

/** The SMS settings as the outbox, the worker, the gateways and the links need them. */
@Injectable()
export class SmsSettings {
  readonly enabled: boolean;
  /** Whether this process delivers queued SMS. */
  readonly worker: boolean;
  readonly provider: SmsProvider;
  /** The gateway's base address, without a trailing slash. */
  readonly apiUrl: string;
  readonly apiToken: string;
  readonly senderId: string;
  readonly dailyLimit: number;
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
  readonly jobTimeoutSeconds: number;
  /** The web app's address, without a trailing slash, for the links in SMS. */
  readonly appUrl: string;
  readonly databaseUrl: string;
  /** Signs STOP links. */
  readonly secret: string;

  constructor(config: ConfigService<Env, true>) {
    const get = <K extends keyof Env>(key: K) => config.get(key, { infer: true }) as Env[K];
    this.enabled = !get('SMS_DISABLED');
    this.worker = get('SMS_WORKER');
    this.provider = get('SMS_PROVIDER');
    this.apiUrl = get('SMS_API_URL').replace(/\/+$/, '');
    this.apiToken = get('SMS_API_TOKEN') ?? '';
    this.senderId = get('SMS_SENDER_ID') ?? '';
    this.dailyLimit = get('SMS_DAILY_LIMIT');
    this.retryLimit = get('SMS_RETRY_LIMIT');
    this.retryDelaySeconds = get('SMS_RETRY_DELAY_SECONDS');
    this.jobTimeoutSeconds = get('SMS_JOB_TIMEOUT_SECONDS');
    this.appUrl = (get('APP_URL') ?? `http://localhost:${get('PORT')}`).replace(/\/+$/, '');
    this.databaseUrl = get('DATABASE_URL');
    this.secret = get('JWT_SECRET') ?? '';
    if (!this.enabled) {
      new Logger('Sms').warn(
        '!!! SMS_DISABLED=true: no SMS is sent. Members with a mobile number hear of requests ' +
          'only by email or when they open Tutor Hub. !!!',
      );
    }
  }

  /** A call to the gateway must fail well inside the job's timeout, or it is retried beside it. */
  get requestTimeoutMs(): number {
    return Math.max(1000, (this.jobTimeoutSeconds * 1000) / 3);
  }
}
