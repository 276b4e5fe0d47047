import { validateEnv } from './env.validation';

const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db' };

describe('validateEnv', () => {
  it('accepts a minimal development configuration and fills the defaults', () => {
    const env = validateEnv(base);
    expect(env.PORT).toBe(3000);
    expect(env.MEDIA_DRIVER).toBe('disk');
    expect(env.TZ_SITE).toBe('Asia/Dhaka');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a whole number from 1 to 65535'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a whole number from 1 to 65535'],
    [
      { DATABASE_URL: 'not-a-url' },
      'Invalid configuration: DATABASE_URL must be a postgres:// URL',
    ],
    [{ MEDIA_DRIVER: 'ftp' }, 'Invalid configuration: MEDIA_DRIVER must be disk or s3'],
    [{ MEDIA_DRIVER: 's3' }, 'Invalid configuration: S3_BUCKET is required when MEDIA_DRIVER=s3'],
    [{ JWT_SECRET: 'short' }, 'Invalid configuration: JWT_SECRET must be at least 32 characters'],
  ])('refuses %j with one clear line', (bad, message) => {
    expect(() => validateEnv({ ...base, ...bad })).toThrow(message);
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => validateEnv({ ...base, NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('refuses the unsigned-token emulator in production', () => {
    expect(() =>
      validateEnv({
        ...base,
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production');
  });
});
