import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
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

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined ? undefined : value === true || value === 'true' || value === '1';

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

  @IsIn(['disk', 's3'], { message: 'MEDIA_DRIVER must be disk or s3' })
  MEDIA_DRIVER: 'disk' | 's3' = 'disk';

  @IsString()
  MEDIA_DIR = '.data/media';

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

  @Transform(toBoolean)
  @IsBoolean()
  TRUST_PROXY = false;
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
  if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST) {
    // Emulator tokens are unsigned: accepting them in production would let anyone sign in.
    throw new Error(
      'Invalid configuration: FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production',
    );
  }
  return env;
}
