import { validateEnv } from './env.validation';

const base = { DATABASE_URL: 'postgres://tutorhub@localhost/tutorhub' };

describe('abuse-limit settings', () => {
  it('default to limits a normal visitor never meets', () => {
    expect(validateEnv(base)).toMatchObject({
      RATE_LIMIT_WINDOW_SECONDS: 600,
      RATE_LIMIT_PER_ADDRESS: 300,
      RATE_LIMIT_MESSAGES: 10,
      RATE_LIMIT_SEARCH: 300,
      RATE_LIMIT_WRITES: 30,
      RATE_LIMIT_UPLOADS: 30,
      RATE_LIMIT_NOTIFICATION_READS: 300,
      RATE_LIMIT_PREFERENCES: 300,
      RATE_LIMIT_ADMIN_WRITES: 300,
      DB_STATEMENT_TIMEOUT_MS: 5000,
      DB_POOL_WAIT_MS: 3000,
      UPLOAD_CONCURRENCY: 2,
      UPLOAD_DAILY_QUOTA: 100,
    });
    expect(validateEnv(base).IMAGE_HOSTS).toBeUndefined();
  });

  it('read whole numbers and a host list from the environment', () => {
    expect(
      validateEnv({
        ...base,
        RATE_LIMIT_MESSAGES: '3',
        UPLOAD_DAILY_QUOTA: ' 20 ',
        IMAGE_HOSTS: 'i.ibb.co, cdn.example.com',
      }),
    ).toMatchObject({ RATE_LIMIT_MESSAGES: 3, UPLOAD_DAILY_QUOTA: 20 });
  });

  it.each([
    ['RATE_LIMIT_WRITES', '0', 'RATE_LIMIT_WRITES must be a whole number, at least 1'],
    ['UPLOAD_CONCURRENCY', '1.5', 'UPLOAD_CONCURRENCY must be a whole number, at least 1'],
    ['RATE_LIMIT_PER_ADDRESS', 'many', 'RATE_LIMIT_PER_ADDRESS must be a whole number, at least 1'],
    ['RATE_LIMIT_SEARCH', '0', 'RATE_LIMIT_SEARCH must be a whole number, at least 1'],
    ['DB_STATEMENT_TIMEOUT_MS', '5s', 'DB_STATEMENT_TIMEOUT_MS must be a whole number, at least 1'],
    ['DB_POOL_WAIT_MS', '-1', 'DB_POOL_WAIT_MS must be a whole number, at least 1'],
    [
      'RATE_LIMIT_WINDOW_SECONDS',
      '-5',
      'RATE_LIMIT_WINDOW_SECONDS must be a whole number of seconds, at least 1',
    ],
    ['IMAGE_HOSTS', 'https://i.ibb.co', 'IMAGE_HOSTS must be comma-separated host names'],
  ])('refuse %s=%p in one line', (name, value, message) => {
    expect(() => validateEnv({ ...base, [name]: value })).toThrow(
      `Invalid configuration: ${message}`,
    );
  });
});
