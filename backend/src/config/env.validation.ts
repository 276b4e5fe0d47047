import { applyDecorators } from '@nestjs/common';
import path from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsIP,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateIf,
  validateSync,
} from 'class-validator';

/** The SMS gateways an adapter speaks to. */
export const SMS_PROVIDERS = ['sslwireless', 'bulksmsbd'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/** The local SMS sandbox `npm start` runs (scripts/stack/sms-sandbox.mjs). */
export const SMS_SANDBOX_URL = 'http://127.0.0.1:1090';

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined ? undefined : value === true || value === 'true' || value === '1';

const toWholeNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;

/** A count setting: a whole number, at least 1. */
const AtLeastOne = (name: string) => {
  const message = `${name} must be a whole number, at least 1`;
  return applyDecorators(Transform(toWholeNumber), IsInt({ message }), Min(1, { message }));
};

/** A percentage setting: a whole number from 0 to 100. */
const Percent = (name: string) => {
  const message = `${name} must be a whole number from 0 to 100`;
  return applyDecorators(
    Transform(toWholeNumber),
    IsInt({ message }),
    Min(0, { message }),
    Max(100, { message }),
  );
};

/** Every environment variable the API reads, validated once at boot. */
export class Env {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(({ value }) => (value === undefined ? 3000 : Number(value)))
  @IsInt({ message: 'PORT must be a whole number from 1 to 65535' })
  @Min(1, { message: 'PORT must be a whole number from 1 to 65535' })
  @Max(65535, { message: 'PORT must be a whole number from 1 to 65535' })
  PORT = 3000;

  @IsUrl(
    { protocols: ['postgres', 'postgresql'], require_tld: false, require_protocol: true },
    { message: 'DATABASE_URL must be a postgres:// URL' },
  )
  DATABASE_URL: string;

  /** Our API token secret. Required in production; the embedded default generates one. */
  @ValidateIf((env: Env) => env.NODE_ENV === 'production' || env.JWT_SECRET !== undefined)
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET?: string;

  @Matches(/^[a-z0-9-]{4,40}$/, { message: 'FIREBASE_PROJECT_ID must be a Firebase project id' })
  FIREBASE_PROJECT_ID = 'demo-tutorhub';

  /** Web API key handed to the browser (not a secret). */
  @IsOptional()
  @IsString()
  FIREBASE_API_KEY?: string;

  @IsOptional()
  @IsString()
  FIREBASE_AUTH_DOMAIN?: string;

  /** Address the API listens on; with the emulator only loopback unless opted in. */
  @IsOptional()
  @IsIP(undefined, { message: 'HOST must be an IP address such as 127.0.0.1 or 0.0.0.0' })
  HOST?: string;

  /** Opt-in to serve emulator mode (unsigned ID tokens) beyond this machine, e.g. a demo host. */
  @Transform(toBoolean)
  @IsBoolean()
  ALLOW_NETWORK_WITH_EMULATOR = false;

  /** host:port of the Auth emulator; never allowed in production. */
  @IsOptional()
  @Matches(/^[\w.-]+:\d{1,5}$/, { message: 'FIREBASE_AUTH_EMULATOR_HOST must be host:port' })
  FIREBASE_AUTH_EMULATOR_HOST?: string;

  /** Where the browser reaches the emulator, when that differs from the API's view. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  FIREBASE_AUTH_EMULATOR_PUBLIC_URL?: string;

  @IsOptional()
  @IsString()
  ADMIN_EMAILS?: string;

  /** Registering a profile needs a verified email; unset means on in production only. */
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  REQUIRE_VERIFIED_EMAIL?: boolean;

  @IsIn(['disk', 's3'], { message: 'MEDIA_DRIVER must be disk or s3' })
  MEDIA_DRIVER: 'disk' | 's3' = 'disk';

  @IsString()
  MEDIA_DIR = '.data/media';

  /** Verification documents with the disk driver: a private folder, never inside MEDIA_DIR. */
  @IsString()
  DOCUMENTS_DIR = '.data/documents';

  /** Days verification documents are kept after the decision (or an unsent draft's last upload). */
  @AtLeastOne('VERIFICATION_RETENTION_DAYS')
  @Max(365, { message: 'VERIFICATION_RETENTION_DAYS must be at most 365' })
  VERIFICATION_RETENTION_DAYS = 30;

  @ValidateIf((env: Env) => env.MEDIA_DRIVER === 's3')
  @IsString({ message: 'S3_BUCKET is required when MEDIA_DRIVER=s3' })
  S3_BUCKET?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  S3_ENDPOINT?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  S3_PUBLIC_URL?: string;

  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  /** Verification documents with the S3 driver: a private bucket, never S3_BUCKET. */
  @ValidateIf((env: Env) => env.MEDIA_DRIVER === 's3')
  @IsString({ message: 'DOCUMENTS_BUCKET is required when MEDIA_DRIVER=s3' })
  @MinLength(3, { message: 'DOCUMENTS_BUCKET is required when MEDIA_DRIVER=s3' })
  DOCUMENTS_BUCKET?: string;

  /** The tutor's service charge on an accepted hire, in percent of its monthly salary; 0: none. */
  @Percent('SERVICE_CHARGE_PERCENT')
  SERVICE_CHARGE_PERCENT = 50;

  /** Days after the hire's acceptance a service charge falls due. */
  @AtLeastOne('SERVICE_CHARGE_DUE_DAYS')
  @Max(365, { message: 'SERVICE_CHARGE_DUE_DAYS must be at most 365' })
  SERVICE_CHARGE_DUE_DAYS = 7;

  /** Percent of a paid service charge given back when a refund is granted (not applied yet). */
  @Percent('SERVICE_CHARGE_REFUND_PERCENT')
  SERVICE_CHARGE_REFUND_PERCENT = 30;

  /** Time zone of the dates and times shown with blogs and reviews. */
  @IsString()
  TZ_SITE = 'Asia/Dhaka';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** The built web app served beside the API; empty to serve the API only. */
  @IsOptional()
  @IsString()
  STATIC_DIR?: string;

  @Transform(toBoolean)
  @IsBoolean()
  SEED_DEMO = false;

  /** Length in seconds of the rate-limit windows. */
  @Transform(toWholeNumber)
  @IsInt({ message: 'RATE_LIMIT_WINDOW_SECONDS must be a whole number of seconds, at least 1' })
  @Min(1, { message: 'RATE_LIMIT_WINDOW_SECONDS must be a whole number of seconds, at least 1' })
  RATE_LIMIT_WINDOW_SECONDS = 600;

  /**
   * Sign-ins, and writes sent without an API token, per client address per window and group.
   * Far above the per-account limits: many people share one carrier address.
   */
  @AtLeastOne('RATE_LIMIT_PER_ADDRESS')
  RATE_LIMIT_PER_ADDRESS = 300;

  /** Contact messages and newsletter sign-ups per client address per window. */
  @AtLeastOne('RATE_LIMIT_MESSAGES')
  RATE_LIMIT_MESSAGES = 10;

  /** New text searches (`q` or `location` on a list, not held in the caches) per client address per window. */
  @AtLeastOne('RATE_LIMIT_SEARCH')
  RATE_LIMIT_SEARCH = 300;

  /** A member's writes (profiles, posts, reviews, hires, sign-out) per account per window. */
  @AtLeastOne('RATE_LIMIT_WRITES')
  RATE_LIMIT_WRITES = 30;

  /** Messages sent or deleted in conversations per account per chat window. */
  @AtLeastOne('RATE_LIMIT_CHAT')
  RATE_LIMIT_CHAT = 30;

  /** Length in seconds of the chat limit's window. */
  @AtLeastOne('RATE_LIMIT_CHAT_WINDOW_SECONDS')
  RATE_LIMIT_CHAT_WINDOW_SECONDS = 60;

  /** Conversations marked read per account per window. */
  @AtLeastOne('RATE_LIMIT_CONVERSATION_READS')
  RATE_LIMIT_CONVERSATION_READS = 600;

  /** Image uploads per account per window. */
  @AtLeastOne('RATE_LIMIT_UPLOADS')
  RATE_LIMIT_UPLOADS = 30;

  /** Marking notifications read (each opening of the bell) per account per window. */
  @AtLeastOne('RATE_LIMIT_NOTIFICATION_READS')
  RATE_LIMIT_NOTIFICATION_READS = 300;

  /** Changes of one's own email settings and unsubscribe clicks per account per window. */
  @AtLeastOne('RATE_LIMIT_PREFERENCES')
  RATE_LIMIT_PREFERENCES = 300;

  /** An admin's moderation writes per account per window. */
  @AtLeastOne('RATE_LIMIT_ADMIN_WRITES')
  RATE_LIMIT_ADMIN_WRITES = 300;

  /** Uploads one account may have in progress at once, across every API replica. */
  @AtLeastOne('UPLOAD_CONCURRENCY')
  UPLOAD_CONCURRENCY = 2;

  /** Images one account may store per 24 hours. */
  @AtLeastOne('UPLOAD_DAILY_QUOTA')
  UPLOAD_DAILY_QUOTA = 100;

  /** Comma-separated hosts whose https image URLs are accepted besides our own media. */
  @IsOptional()
  @Matches(/^\s*[a-z0-9.-]+\s*(,\s*[a-z0-9.-]+\s*)*$/i, {
    message: 'IMAGE_HOSTS must be comma-separated host names such as i.ibb.co',
  })
  IMAGE_HOSTS?: string;

  /** Longest a statement may run before PostgreSQL cancels it and the call answers 503. */
  @AtLeastOne('DB_STATEMENT_TIMEOUT_MS')
  DB_STATEMENT_TIMEOUT_MS = 5000;

  /** Longest a request waits for a pooled connection before it answers 503. */
  @AtLeastOne('DB_POOL_WAIT_MS')
  DB_POOL_WAIT_MS = 3000;

  @Transform(toBoolean)
  @IsBoolean()
  TRUST_PROXY = false;

  /** Whether the API applies pending migrations at boot; off when `npm run migrate` runs per release. */
  @Transform(toBoolean)
  @IsBoolean()
  MIGRATE_ON_BOOT = true;

  /** Port of the Prometheus `/metrics` listener (never the API's port); 0 turns it off. */
  @Transform(toWholeNumber)
  @IsInt({ message: 'METRICS_PORT must be a whole number from 0 (off) to 65535' })
  @Min(0, { message: 'METRICS_PORT must be a whole number from 0 (off) to 65535' })
  @Max(65535, { message: 'METRICS_PORT must be a whole number from 0 (off) to 65535' })
  METRICS_PORT = 9464;

  /** Address of the metrics listener: this machine only unless set. */
  @IsIP(undefined, { message: 'METRICS_HOST must be an IP address such as 127.0.0.1 or 0.0.0.0' })
  METRICS_HOST = '127.0.0.1';

  /**
   * After a stop signal, how long the API keeps serving (answering not ready) before it stops
   * accepting connections, so a load balancer can take it out first.
   */
  @Transform(toWholeNumber)
  @IsInt({ message: 'SHUTDOWN_DELAY_MS must be a whole number of milliseconds, 0 or more' })
  @Min(0, { message: 'SHUTDOWN_DELAY_MS must be a whole number of milliseconds, 0 or more' })
  SHUTDOWN_DELAY_MS = 0;

  /** Longest the API waits for requests in flight after it stops accepting, before it exits. */
  @AtLeastOne('DRAIN_TIMEOUT_MS')
  DRAIN_TIMEOUT_MS = 10_000;

  /** Swagger UI and the OpenAPI JSON; unset means on outside production, off in production. */
  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  API_DOCS?: boolean;

  /** The SMTP server mail goes through, e.g. smtps://user:pass@smtp.example.com:465. */
  @IsOptional()
  @IsUrl(
    { protocols: ['smtp', 'smtps'], require_tld: false, require_protocol: true },
    { message: 'SMTP_URL must be an smtp:// or smtps:// URL' },
  )
  SMTP_URL?: string;

  /** The sender of every email, e.g. `Tutor Hub <no-reply@example.com>`. */
  @IsOptional()
  @Matches(/^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, {
    message: 'MAIL_FROM must be an address such as Tutor Hub <no-reply@example.com>',
  })
  MAIL_FROM?: string;

  /** Sends no email at all, on purpose (production otherwise needs SMTP_URL and MAIL_FROM). */
  @Transform(toBoolean)
  @IsBoolean()
  MAIL_DISABLED = false;

  /** Whether this API process also delivers queued email; off when `npm run worker` does. */
  @Transform(toBoolean)
  @IsBoolean()
  MAIL_WORKER = true;

  /** Delivery attempts after the first on a temporary SMTP failure. */
  @AtLeastOne('MAIL_RETRY_LIMIT')
  MAIL_RETRY_LIMIT = 8;

  /** Seconds before the first retry; each later one waits about twice as long. */
  @AtLeastOne('MAIL_RETRY_DELAY_SECONDS')
  MAIL_RETRY_DELAY_SECONDS = 30;

  /** Seconds a delivery may take before its job counts as lost (a crashed worker) and is retried. */
  @AtLeastOne('MAIL_JOB_TIMEOUT_SECONDS')
  MAIL_JOB_TIMEOUT_SECONDS = 120;

  /** Sends no SMS at all, on purpose (production otherwise needs a real gateway and its keys). */
  @Transform(toBoolean)
  @IsBoolean()
  SMS_DISABLED = false;

  /** Whether this API process also delivers queued SMS; off when `npm run worker` does. */
  @Transform(toBoolean)
  @IsBoolean()
  SMS_WORKER = true;

  /** The SMS gateway's API the adapter speaks. */
  @IsIn([...SMS_PROVIDERS], { message: `SMS_PROVIDER must be ${SMS_PROVIDERS.join(' or ')}` })
  SMS_PROVIDER: SmsProvider = 'sslwireless';

  /** The gateway's base address; by default the local sandbox `npm start` runs. */
  @IsUrl(
    { protocols: ['http', 'https'], require_tld: false, require_protocol: true },
    { message: 'SMS_API_URL must be an http:// or https:// URL' },
  )
  SMS_API_URL = SMS_SANDBOX_URL;

  /** The gateway's API token (SSL Wireless api_token, BulkSMSBD api_key). */
  @IsOptional()
  @IsString()
  SMS_API_TOKEN?: string;

  /** The registered sender id (SSL Wireless sid, BulkSMSBD senderid). */
  @IsOptional()
  @IsString()
  SMS_SENDER_ID?: string;

  /** SMS one member gets at most in a Bangladesh day; beyond it they are kept, not sent. */
  @AtLeastOne('SMS_DAILY_LIMIT')
  SMS_DAILY_LIMIT = 10;

  /** Delivery attempts after the first on a temporary gateway failure. */
  @AtLeastOne('SMS_RETRY_LIMIT')
  SMS_RETRY_LIMIT = 5;

  /** Seconds before the first retry; each later one waits about twice as long. */
  @AtLeastOne('SMS_RETRY_DELAY_SECONDS')
  SMS_RETRY_DELAY_SECONDS = 30;

  /** Seconds a delivery may take before its job counts as lost (a crashed worker) and is retried. */
  @AtLeastOne('SMS_JOB_TIMEOUT_SECONDS')
  SMS_JOB_TIMEOUT_SECONDS = 60;

  /** The web app's address as readers reach it, for the links in emails. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'APP_URL must be a URL' })
  APP_URL?: string;

  /** Comma-separated exact origins (scheme://host[:port]) allowed to call the API from a browser. */
  @IsOptional()
  @Matches(/^\s*https?:\/\/[^\s,/]+\s*(,\s*https?:\/\/[^\s,/]+\s*)*$/, {
    message: 'CORS_ORIGINS must be comma-separated origins such as https://app.example.com',
  })
  CORS_ORIGINS?: string;
}

/** Validates `process.env`; throws one line naming the first bad variable. */
export function validateEnv(raw: Record<string, unknown>): Env {
  const defined = Object.fromEntries(
    Object.entries(raw).filter(([, v]) => v !== '' && v !== undefined),
  );
  const env = plainToInstance(Env, defined, { exposeDefaultValues: true });
  const [first] = validateSync(env, { whitelist: false, skipMissingProperties: false });
  if (first) {
    const message = Object.values(first.constraints ?? {})[0] ?? 'is invalid';
    throw new Error(
      `Invalid configuration: ${message.startsWith(first.property) ? message : `${first.property} ${message}`}`,
    );
  }
  const refusal = refuseUnsafe(env);
  if (refusal) {
    throw new Error(`Invalid configuration: ${refusal}`);
  }
  return env;
}

/** Combinations that would let strangers sign in or forge tokens; answers why, or undefined. */
function refuseUnsafe(env: Env): string | undefined {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  // Emulator tokens are unsigned: accepting them in production would let anyone sign in.
  if (emulator && env.NODE_ENV === 'production') {
    return 'FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production';
  }
  // Firebase only emulates demo-* projects offline; a real project id means real accounts.
  if (emulator && !env.FIREBASE_PROJECT_ID.startsWith('demo-')) {
    return 'FIREBASE_AUTH_EMULATOR_HOST needs a demo-* FIREBASE_PROJECT_ID';
  }
  if (emulator && env.HOST && !isLoopback(env.HOST) && !env.ALLOW_NETWORK_WITH_EMULATOR) {
    return `HOST=${env.HOST} with the Auth emulator needs ALLOW_NETWORK_WITH_EMULATOR=true`;
  }
  const weakSecret =
    env.NODE_ENV === 'production' && env.JWT_SECRET ? weakSecretReason(env.JWT_SECRET) : undefined;
  if (weakSecret) {
    return weakSecret;
  }
  const documents = documentsStoreRefusal(env);
  if (documents) {
    return documents;
  }
  // Mail is how people hear of requests: a production API without it must say so on purpose.
  if (env.NODE_ENV === 'production' && !env.MAIL_DISABLED && !(env.SMTP_URL && env.MAIL_FROM)) {
    return 'SMTP_URL and MAIL_FROM are required when NODE_ENV=production (or MAIL_DISABLED=true)';
  }
  return smsRefusal(env);
}

/** SMS is how tutors hear of requests on the road: production needs a real gateway with keys. */
function smsRefusal(env: Env): string | undefined {
  if (env.NODE_ENV !== 'production' || env.SMS_DISABLED) {
    return undefined;
  }
  const host = new URL(env.SMS_API_URL).hostname.replace(/^\[|\]$/g, '');
  if (isLoopback(host) || host === 'localhost') {
    return 'SMS_API_URL must be the gateway, not the local sandbox, when NODE_ENV=production (or SMS_DISABLED=true)';
  }
  if (!env.SMS_API_TOKEN?.trim() || !env.SMS_SENDER_ID?.trim()) {
    return 'SMS_API_TOKEN and SMS_SENDER_ID are required when NODE_ENV=production (or SMS_DISABLED=true)';
  }
  return undefined;
}

/** The private document store must never be (inside) the public images' store. */
function documentsStoreRefusal(env: Env): string | undefined {
  if (env.MEDIA_DRIVER === 's3') {
    return env.DOCUMENTS_BUCKET === env.S3_BUCKET
      ? 'DOCUMENTS_BUCKET must be a private bucket of its own, not S3_BUCKET'
      : undefined;
  }
  const documents = path.resolve(env.DOCUMENTS_DIR);
  const media = path.resolve(env.MEDIA_DIR);
  const within = (inner: string, outer: string) =>
    inner === outer || inner.startsWith(`${outer}${path.sep}`);
  return within(documents, media) || within(media, documents)
    ? 'DOCUMENTS_DIR must be a folder outside MEDIA_DIR (files there are served under /media/)'
    : undefined;
}

export function isLoopback(host: string): boolean {
  return host === '::1' || host.startsWith('127.');
}

/**
 * The address the API listens on. With the emulator (unsigned ID tokens) only this machine
 * unless ALLOW_NETWORK_WITH_EMULATOR opts in; otherwise HOST, by default every interface.
 */
export function listenHost(
  env: Pick<Env, 'FIREBASE_AUTH_EMULATOR_HOST' | 'ALLOW_NETWORK_WITH_EMULATOR' | 'HOST'>,
): string {
  if (env.FIREBASE_AUTH_EMULATOR_HOST && !env.ALLOW_NETWORK_WITH_EMULATOR) {
    return env.HOST ?? '127.0.0.1';
  }
  return env.HOST ?? '0.0.0.0';
}

/** Where browsers reach the Auth emulator, or undefined without it. */
export function emulatorPublicUrl(
  env: Pick<Env, 'FIREBASE_AUTH_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_PUBLIC_URL'>,
): string | undefined {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST;
  return host && (env.FIREBASE_AUTH_EMULATOR_PUBLIC_URL ?? `http://${host}`);
}

/** Whether the API serves Swagger UI and the OpenAPI JSON. */
export function apiDocsEnabled(env: Pick<Env, 'API_DOCS' | 'NODE_ENV'>): boolean {
  return env.API_DOCS ?? env.NODE_ENV !== 'production';
}

/** The exact origins of CORS_ORIGINS; none by default. */
export function corsOrigins(env: Pick<Env, 'CORS_ORIGINS'>): string[] {
  return (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin.length > 0);
}

/** Values copied from examples and templates rather than generated. */
const PLACEHOLDER_SECRET =
  /^(change.?me|changeit|secret|password|your.?secret|jwt.?secret|example|placeholder|replace.?me|todo|test)/i;
/** Fewer distinct characters than this in 32+ is a pattern or a word repeated, not random. */
const MIN_DISTINCT_CHARACTERS = 12;

/**
 * Why a production JWT_SECRET (already ≥ 32 characters) is unfit, or undefined: it starts like
 * a placeholder ("changeme…", "secret…", "change-me-to-a-long-random-secret…"), or has fewer than
 * 12 different characters (a random base64 string of 32 has about 25).
 */
export function weakSecretReason(secret: string): string | undefined {
  if (PLACEHOLDER_SECRET.test(secret)) {
    return 'JWT_SECRET is a placeholder: generate one with `openssl rand -base64 48`';
  }
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) {
    return `JWT_SECRET is too predictable (fewer than ${MIN_DISTINCT_CHARACTERS} different characters): generate one with \`openssl rand -base64 48\``;
  }
  return undefined;
}
