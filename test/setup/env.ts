// Configuration every e2e test app boots with; the global setup supplies DATABASE_URL and the
// emulator host.
process.env.NODE_ENV = 'test';
process.env.JWT_SECRET ??= 'e2e-secret-that-is-long-enough-for-hs256-signing';
process.env.LOG_LEVEL = 'silent';
process.env.ADMIN_EMAILS ??= 'admin@e2e.tutorhub.test';
process.env.SEED_DEMO = 'false';
// The suite makes hundreds of writes from one address: limits it never meets. Tests of the
// limits themselves build apps with small ones.
process.env.RATE_LIMIT_SIGN_IN ??= '100000';
process.env.RATE_LIMIT_MESSAGES ??= '100000';
process.env.RATE_LIMIT_WRITES ??= '100000';
process.env.RATE_LIMIT_UPLOADS ??= '100000';
process.env.UPLOAD_DAILY_QUOTA ??= '100000';
