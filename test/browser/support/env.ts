import { randomBytes } from 'node:crypto';

/** Where `npm run test:browser` started the app and the Auth emulator. */
export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3100';
export const AUTH_EMULATOR_HOST = process.env.AUTH_EMULATOR_HOST ?? '127.0.0.1:9399';

export interface Credentials {
  email: string;
  password: string;
}

/** The demo accounts seeded with SEED_DEMO=true. */
export const DEMO: Record<'admin' | 'tutor' | 'student', Credentials> = {
  admin: { email: 'admin@tutorhub.demo', password: 'tutorhub-admin' },
  tutor: { email: 'tutor@tutorhub.demo', password: 'tutorhub-demo' },
  student: { email: 'student@tutorhub.demo', password: 'tutorhub-demo' },
};

/** The password of every account the tests create. */
export const TEST_PASSWORD = 'browser-pass-123';

/** A short random suffix, e.g. `3f9a1c2b`, to keep names and emails unique per test. */
export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

/** A unique, recognisable address, e.g. `tutor-3f9a1c2b@browser.tutorhub.test`. */
export function uniqueEmail(label: string): string {
  return `${label}-${uniqueSuffix()}@browser.tutorhub.test`;
}

/** A full-page screenshot into the git-ignored `screenshots/` folder at the repository root. */
export const screenshotPath = (name: string): string => `screenshots/${name}.png`;
