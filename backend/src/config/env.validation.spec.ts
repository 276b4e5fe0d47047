import {
  apiDocsEnabled,
  corsOrigins,
  listenHost,
  validateEnv,
  weakSecretReason,
} from './env.validation';

const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db' };

describe('validateEnv', () => {
  it('accepts a minimal development configuration and fills the defaults', () => {
    const env = validateEnv(base);
    expect(env.PORT).toBe(3000);
    expect(env.MEDIA_DRIVER).toBe('disk');
    expect(env.TZ_SITE).toBe('Asia/Dhaka');
  });

  it('reads the service charge settings, with 0 % turning the charge off', () => {
    expect(validateEnv(base)).toMatchObject({
      SERVICE_CHARGE_PERCENT: 50,
      SERVICE_CHARGE_DUE_DAYS: 7,
      SERVICE_CHARGE_REFUND_PERCENT: 30,
    });
    expect(validateEnv({ ...base, SERVICE_CHARGE_PERCENT: '0' }).SERVICE_CHARGE_PERCENT).toBe(0);
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
    [
      { MEDIA_DRIVER: 's3', S3_BUCKET: 'media' },
      'Invalid configuration: DOCUMENTS_BUCKET is required when MEDIA_DRIVER=s3',
    ],
    [
      { MEDIA_DRIVER: 's3', S3_BUCKET: 'media', DOCUMENTS_BUCKET: 'media' },
      'Invalid configuration: DOCUMENTS_BUCKET must be a private bucket of its own, not S3_BUCKET',
    ],
    [
      { MEDIA_DIR: '.data/media', DOCUMENTS_DIR: '.data/media/documents' },
      'Invalid configuration: DOCUMENTS_DIR must be a folder outside MEDIA_DIR',
    ],
    [
      { MEDIA_DIR: '.data/files/media', DOCUMENTS_DIR: '.data/files' },
      'Invalid configuration: DOCUMENTS_DIR must be a folder outside MEDIA_DIR',
    ],
    [
      { VERIFICATION_RETENTION_DAYS: '0' },
      'Invalid configuration: VERIFICATION_RETENTION_DAYS must be a whole number, at least 1',
    ],
    [
      { VERIFICATION_RETENTION_DAYS: '400' },
      'Invalid configuration: VERIFICATION_RETENTION_DAYS must be at most 365',
    ],
    [{ JWT_SECRET: 'short' }, 'Invalid configuration: JWT_SECRET must be at least 32 characters'],
    [
      { SERVICE_CHARGE_PERCENT: '101' },
      'Invalid configuration: SERVICE_CHARGE_PERCENT must be a whole number from 0 to 100',
    ],
    [
      { SERVICE_CHARGE_PERCENT: '12.5' },
      'Invalid configuration: SERVICE_CHARGE_PERCENT must be a whole number from 0 to 100',
    ],
    [
      { SERVICE_CHARGE_DUE_DAYS: '0' },
      'Invalid configuration: SERVICE_CHARGE_DUE_DAYS must be a whole number, at least 1',
    ],
    [
      { SERVICE_CHARGE_REFUND_PERCENT: '-1' },
      'Invalid configuration: SERVICE_CHARGE_REFUND_PERCENT must be a whole number from 0 to 100',
    ],
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

  const emulator = { ...base, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

  it('refuses the emulator for a project that is not a demo-* project', () => {
    expect(() => validateEnv({ ...emulator, FIREBASE_PROJECT_ID: 'tutorhub-prod' })).toThrow(
      'Invalid configuration: FIREBASE_AUTH_EMULATOR_HOST needs a demo-* FIREBASE_PROJECT_ID',
    );
    expect(() => validateEnv({ ...emulator, FIREBASE_PROJECT_ID: 'demo-tutorhub' })).not.toThrow();
  });

  describe('listen address', () => {
    it('keeps the emulator mode on loopback by default', () => {
      expect(listenHost(validateEnv(emulator))).toBe('127.0.0.1');
      expect(listenHost(validateEnv({ ...emulator, HOST: '127.0.0.2' }))).toBe('127.0.0.2');
    });

    it('refuses a network HOST with the emulator unless ALLOW_NETWORK_WITH_EMULATOR opts in', () => {
      expect(() => validateEnv({ ...emulator, HOST: '0.0.0.0' })).toThrow(
        'Invalid configuration: HOST=0.0.0.0 with the Auth emulator needs ALLOW_NETWORK_WITH_EMULATOR=true',
      );
      const optedIn = { ...emulator, ALLOW_NETWORK_WITH_EMULATOR: 'true' };
      expect(listenHost(validateEnv(optedIn))).toBe('0.0.0.0');
      expect(listenHost(validateEnv({ ...optedIn, HOST: '10.0.0.5' }))).toBe('10.0.0.5');
    });

    it('listens on every interface without the emulator, or on HOST', () => {
      expect(listenHost(validateEnv(base))).toBe('0.0.0.0');
      expect(listenHost(validateEnv({ ...base, HOST: '10.0.0.5' }))).toBe('10.0.0.5');
      expect(() => validateEnv({ ...base, HOST: 'everywhere' })).toThrow(
        'Invalid configuration: HOST must be an IP address such as 127.0.0.1 or 0.0.0.0',
      );
    });
  });

  describe('production JWT_SECRET', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      MAIL_DISABLED: 'true',
      SMS_DISABLED: 'true',
    };
    const random = 'q7Vn3LxK9wPz2RtY8mBc4HdJ6sFg1AeU0oIl5';

    it('accepts a random secret', () => {
      expect(() => validateEnv({ ...production, JWT_SECRET: random })).not.toThrow();
      expect(weakSecretReason(random)).toBeUndefined();
    });

    it.each([
      'change-me-to-a-long-random-secret-of-32-chars-or-more',
      'changeme-changeme-changeme-changeme',
      'CHANGE_ME_q7Vn3LxK9wPz2RtY8mBc4HdJ6sF',
      'secret-q7Vn3LxK9wPz2RtY8mBc4HdJ6sFg1',
      'your-secret-key-q7Vn3LxK9wPz2RtY8mBc4',
    ])('refuses the placeholder %s', (secret) => {
      expect(() => validateEnv({ ...production, JWT_SECRET: secret })).toThrow(
        'Invalid configuration: JWT_SECRET is a placeholder',
      );
    });

    it.each(['x'.repeat(40), 'abcabcabcabcabcabcabcabcabcabcabc', '0123456789'.repeat(4)])(
      'refuses the low-entropy %s',
      (secret) => {
        expect(() => validateEnv({ ...production, JWT_SECRET: secret })).toThrow(
          'Invalid configuration: JWT_SECRET is too predictable',
        );
      },
    );

    it('refuses a short one', () => {
      expect(() => validateEnv({ ...production, JWT_SECRET: random.slice(0, 31) })).toThrow(
        'Invalid configuration: JWT_SECRET must be at least 32 characters',
      );
    });

    it('leaves development secrets to the length rule only', () => {
      expect(() => validateEnv({ ...base, JWT_SECRET: 'x'.repeat(40) })).not.toThrow();
    });
  });

  describe('sms', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      JWT_SECRET: 'q7Vn3LxK9wPz2RtY8mBc4HdJ6sFg1AeU',
      MAIL_DISABLED: 'true',
    };
    const gateway = {
      SMS_API_URL: 'https://smsplus.sslwireless.com',
      SMS_API_TOKEN: 'ssl-token',
      SMS_SENDER_ID: 'TUTORHUB',
    };
    const sandbox = 'Invalid configuration: SMS_API_URL must be the gateway, not the local sandbox';
    const keys =
      'Invalid configuration: SMS_API_TOKEN and SMS_SENDER_ID are required when NODE_ENV=production (or SMS_DISABLED=true)';

    it('development defaults to SSL Wireless at the local sandbox, 10 a day', () => {
      expect(validateEnv(base)).toMatchObject({
        SMS_DISABLED: false,
        SMS_WORKER: true,
        SMS_PROVIDER: 'sslwireless',
        SMS_API_URL: 'http://127.0.0.1:1090',
        SMS_DAILY_LIMIT: 10,
      });
    });

    it('production refuses the sandbox, any loopback address, and empty keys', () => {
      expect(() => validateEnv({ ...production, SMS_API_TOKEN: 't', SMS_SENDER_ID: 's' })).toThrow(
        sandbox,
      );
      for (const url of [
        'http://127.0.0.1:1090',
        'http://127.0.0.5:80',
        'http://localhost:1090',
        'http://[::1]:1090',
      ]) {
        expect(() => validateEnv({ ...production, ...gateway, SMS_API_URL: url })).toThrow(sandbox);
      }
      expect(() => validateEnv({ ...production, ...gateway, SMS_API_TOKEN: '' })).toThrow(keys);
      expect(() => validateEnv({ ...production, ...gateway, SMS_SENDER_ID: '  ' })).toThrow(keys);
      expect(validateEnv({ ...production, ...gateway })).toMatchObject(gateway);
      expect(
        validateEnv({ ...production, ...gateway, SMS_PROVIDER: 'bulksmsbd' }).SMS_PROVIDER,
      ).toBe('bulksmsbd');
    });

    it('production runs without SMS only when SMS_DISABLED=true says so', () => {
      expect(validateEnv({ ...production, SMS_DISABLED: 'true' }).SMS_DISABLED).toBe(true);
    });

    it.each([
      [{ SMS_PROVIDER: 'twilio' }, 'SMS_PROVIDER must be sslwireless or bulksmsbd'],
      [{ SMS_API_URL: 'ftp://gateway' }, 'SMS_API_URL must be an http:// or https:// URL'],
      [{ SMS_DAILY_LIMIT: '0' }, 'SMS_DAILY_LIMIT must be a whole number, at least 1'],
    ])('refuses %j', (bad, message) => {
      expect(() => validateEnv({ ...base, ...bad })).toThrow(message);
    });
  });

  describe('mail', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      JWT_SECRET: 'q7Vn3LxK9wPz2RtY8mBc4HdJ6sFg1AeU',
      SMS_DISABLED: 'true',
    };
    const smtp = {
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Tutor Hub <no-reply@example.com>',
    };
    const refusal =
      'Invalid configuration: SMTP_URL and MAIL_FROM are required when NODE_ENV=production (or MAIL_DISABLED=true)';

    it('production needs SMTP_URL and MAIL_FROM, or MAIL_DISABLED=true said on purpose', () => {
      expect(() => validateEnv(production)).toThrow(refusal);
      expect(() => validateEnv({ ...production, SMTP_URL: smtp.SMTP_URL })).toThrow(refusal);
      expect(() => validateEnv({ ...production, MAIL_FROM: smtp.MAIL_FROM })).toThrow(refusal);
      expect(validateEnv({ ...production, ...smtp })).toMatchObject(smtp);
      expect(validateEnv({ ...production, MAIL_DISABLED: 'true' }).MAIL_DISABLED).toBe(true);
    });

    it('development runs without mail', () => {
      expect(validateEnv(base)).toMatchObject({ MAIL_DISABLED: false, MAIL_WORKER: true });
    });

    it.each([
      [{ SMTP_URL: 'http://smtp.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
      [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM must be an address such as'],
      [{ MAIL_RETRY_LIMIT: '0' }, 'MAIL_RETRY_LIMIT must be a whole number, at least 1'],
    ])('refuses %j', (bad, message) => {
      expect(() => validateEnv({ ...base, ...bad })).toThrow(message);
    });
  });

  it('serves the API docs outside production, and in production only with API_DOCS=true', () => {
    expect(apiDocsEnabled(validateEnv(base))).toBe(true);
    expect(apiDocsEnabled(validateEnv({ ...base, API_DOCS: 'false' }))).toBe(false);
    const production = {
      ...base,
      NODE_ENV: 'production',
      JWT_SECRET: 'q7Vn3LxK9wPz2RtY8mBc4HdJ6sFg1AeU',
      MAIL_DISABLED: 'true',
      SMS_DISABLED: 'true',
    };
    expect(apiDocsEnabled(validateEnv(production))).toBe(false);
    expect(apiDocsEnabled(validateEnv({ ...production, API_DOCS: 'true' }))).toBe(true);
  });

  it('reads CORS_ORIGINS as exact origins and refuses anything else', () => {
    expect(corsOrigins(validateEnv(base))).toEqual([]);
    expect(
      corsOrigins(
        validateEnv({ ...base, CORS_ORIGINS: 'https://app.example.com, http://localhost:5173' }),
      ),
    ).toEqual(['https://app.example.com', 'http://localhost:5173']);
    for (const bad of ['*', 'app.example.com', 'https://app.example.com/path']) {
      expect(() => validateEnv({ ...base, CORS_ORIGINS: bad })).toThrow(
        'Invalid configuration: CORS_ORIGINS must be comma-separated origins',
      );
    }
  });

  describe('operations settings', () => {
    it('migrates at boot, serves metrics on loopback:9464 and drains for 10 s by default', () => {
      expect(validateEnv(base)).toMatchObject({
        MIGRATE_ON_BOOT: true,
        METRICS_PORT: 9464,
        METRICS_HOST: '127.0.0.1',
        SHUTDOWN_DELAY_MS: 0,
        DRAIN_TIMEOUT_MS: 10_000,
      });
    });

    it('reads what the Kubernetes manifests set', () => {
      expect(
        validateEnv({
          ...base,
          MIGRATE_ON_BOOT: 'false',
          METRICS_PORT: '0',
          METRICS_HOST: '0.0.0.0',
          SHUTDOWN_DELAY_MS: '5000',
          DRAIN_TIMEOUT_MS: '20000',
        }),
      ).toMatchObject({
        MIGRATE_ON_BOOT: false,
        METRICS_PORT: 0,
        METRICS_HOST: '0.0.0.0',
        SHUTDOWN_DELAY_MS: 5000,
        DRAIN_TIMEOUT_MS: 20_000,
      });
    });

    it.each([
      [{ METRICS_PORT: 'off' }, 'METRICS_PORT must be a whole number from 0 (off) to 65535'],
      [{ METRICS_PORT: '70000' }, 'METRICS_PORT must be a whole number from 0 (off) to 65535'],
      [{ METRICS_HOST: 'localhost' }, 'METRICS_HOST must be an IP address'],
      [{ SHUTDOWN_DELAY_MS: '-1' }, 'SHUTDOWN_DELAY_MS must be a whole number of milliseconds'],
      [{ SHUTDOWN_DELAY_MS: '1.5' }, 'SHUTDOWN_DELAY_MS must be a whole number of milliseconds'],
      [{ DRAIN_TIMEOUT_MS: '0' }, 'DRAIN_TIMEOUT_MS must be a whole number, at least 1'],
    ])('refuses %j', (bad, message) => {
      expect(() => validateEnv({ ...base, ...bad })).toThrow(`Invalid configuration: ${message}`);
    });
  });
});
