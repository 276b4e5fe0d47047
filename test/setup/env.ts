import generousLimits from './generous-limits.json';

// Configuration every e2e test app boots with; the global setup supplies DATABASE_URL and the
// emulator host.
process.env.NODE_ENV = 'test';
process.env.JWT_SECRET ??= 'e2e-secret-that-is-long-enough-for-hs256-signing';
process.env.LOG_LEVEL = 'silent';
process.env.ADMIN_EMAILS ??= 'admin@e2e.tutorhub.test';
process.env.SEED_DEMO = 'false';
// Many test apps run at once: no metrics listener unless a test asks for one on its own port.
process.env.METRICS_PORT ??= '0';
// No SMS (the sandbox is not running for most files): the SMS tests turn it on with their own.
process.env.SMS_DISABLED ??= 'true';
// The suite makes hundreds of writes from one address: limits it never meets (the browser tests
// share them). Tests of the limits themselves build apps with small ones.
for (const [name, value] of Object.entries(generousLimits)) {
  process.env[name] ??= value;
}
