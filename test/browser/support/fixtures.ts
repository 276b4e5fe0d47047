import { test as base } from '@playwright/test';
import { createEmulatorAccount } from './api';
import { signInThroughUi } from './app';
import { uniqueEmail, type Credentials } from './env';

/**
 * `member`: a brand-new account (made in the Auth emulator through REST) signed in through the
 * login form, so each test acts as its own user.
 */
export const test = base.extend<{ member: Credentials }>({
  member: async ({ page }, use) => {
    const account = await createEmulatorAccount(uniqueEmail('member'));
    await signInThroughUi(page, account);
    await use({ email: account.email, password: account.password });
  },
});

export { expect } from '@playwright/test';
