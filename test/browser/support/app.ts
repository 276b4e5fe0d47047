import { expect, type Locator, type Page } from '@playwright/test';
import { screenshotPath, type Credentials } from './env';

/** Page objects and helpers shared by the browser tests. */

export const ACCESS_TOKEN_KEY = 'access-token';

/** A react-hot-toast message (each toast is a `role="status"` live region). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** The API token the app keeps in localStorage, or null. */
export function accessToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);
}

export async function expectAccessToken(page: Page): Promise<void> {
  await expect.poll(() => accessToken(page), { message: 'access-token is stored' }).not.toBeNull();
}

export async function expectNoAccessToken(page: Page): Promise<void> {
  await expect.poll(() => accessToken(page), { message: 'access-token is removed' }).toBeNull();
}

/** Loads every image inside `scope` (lazy ones too), so full-page screenshots show them. */
export async function loadImages(scope: Page | Locator): Promise<void> {
  await scope.locator('img').evaluateAll(async (imgs) => {
    await Promise.all(
      (imgs as HTMLImageElement[]).map((img) => {
        img.loading = 'eager';
        return img.complete
          ? Promise.resolve()
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            });
      }),
    );
  });
}

/** Loads the page's images and saves a full-page screenshot as `screenshots/<name>.png`. */
export async function snap(page: Page, name: string): Promise<void> {
  await loadImages(page);
  // From the top, so the fixed navbar sits where it belongs in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** Saves what the screen shows as `docs/screenshots/<name>.png`, once the fonts are in. */
export async function shootForDocs(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
}

/** Console errors and uncaught exceptions of `page` from now on (hydration mismatches are). */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The scripts `page` requests from now on. */
export function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      urls.push(request.url());
    }
  });
  return urls;
}

/** The newest blog post, as the API lists it. */
export async function newestBlog(page: Page): Promise<{ _id: string; name: string }> {
  const [blog] = (await (await page.request.get('/api/getBlogs?limit=1')).json()) as Array<{
    _id: string;
    name: string;
  }>;
  return blog;
}

/** Waits until React has taken over every button of the page (the loader's mark of hydration). */
async function waitUntilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#root button')].every((button) =>
      Object.keys(button).some((key) => key.startsWith('__reactProps$')),
    ),
  );
}

/**
 * Acts as a visitor's first move on a page to read (the pointer moves over it), which is when
 * such a page loads the app, and waits until the app has taken the page over.
 */
export async function startReading(page: Page): Promise<void> {
  await page.mouse.move(20, 20);
  await page.mouse.move(40, 40);
  await page.waitForFunction(() => document.querySelector('script[type="module"]') !== null);
  await page.waitForLoadState('networkidle');
  await waitUntilHydrated(page);
}

/** The fixed navigation bar. */
export class Navbar {
  readonly profileButton: Locator;
  readonly loginLink: Locator;
  readonly dashboardLink: Locator;
  readonly menuToggle: Locator;

  constructor(private readonly page: Page) {
    const header = page.getByRole('banner');
    this.profileButton = header.getByRole('button', { name: 'Open profile menu' });
    this.loginLink = header.getByRole('link', { name: 'Login', exact: true });
    this.dashboardLink = header.getByRole('link', { name: 'Dashboard' });
    this.menuToggle = header.getByRole('button', { name: 'Open menu' });
  }

  /** The account's parts of the bar show once the app runs: at the reader's first move. */
  async expectSignedIn(): Promise<void> {
    await startReading(this.page);
    await expect(this.profileButton).toBeVisible();
    await expect(this.dashboardLink).toBeHidden();
    await expectAccessToken(this.page);
  }

  /** Logs out through the profile menu and waits until the sign-out has finished. */
  async logout(): Promise<void> {
    await startReading(this.page);
    await this.profileButton.click();
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectNoAccessToken(this.page);
    await expect(this.profileButton).toBeHidden();
  }
}

/** /login */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly google: Locator;
  readonly error: Locator;

  constructor(private readonly page: Page) {
    const form = page.getByRole('form', { name: 'Login' });
    this.email = form.getByLabel('Email', { exact: true });
    this.password = form.getByLabel('Password', { exact: true });
    this.submit = form.getByRole('button', { name: 'Sign in' });
    this.google = page.getByRole('button', { name: 'Sign in with Google' });
    this.error = form.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.page.getByRole('heading', { name: 'Login' })).toBeVisible();
  }

  async fill({ email, password }: Credentials): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
  }

  /** Signs in on the current login page and waits for the success toast and the API token. */
  async signIn(credentials: Credentials): Promise<void> {
    await this.fill(credentials);
    await this.submit.click();
    await expect(toast(this.page, 'Successfully signed in')).toBeVisible();
    await expectAccessToken(this.page);
  }
}

/** Opens /login and signs in through the form. */
export async function signInThroughUi(page: Page, credentials: Credentials): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(credentials);
  await expect(page).toHaveURL('/');
}

export interface SignUpDetails {
  name: string;
  email: string;
  password: string;
  number: string;
  study: string;
  subject: string;
  location: string;
}

export interface TutorDetails extends SignUpDetails {
  teachingSubject: string;
  salary: number;
  onlineOffline: 'online' | 'offline' | 'both';
}

/** /tutorRegistration and /studentRegistration share their fields. */
export class SignUpPage {
  readonly form: Locator;
  readonly image: Locator;
  readonly submit: Locator;
  readonly uploadProgress: Locator;

  constructor(
    private readonly page: Page,
    readonly kind: 'tutor' | 'student',
  ) {
    this.form = page.getByRole('form', {
      name: kind === 'tutor' ? 'Tutor sign up' : 'Student sign up',
    });
    this.image = this.form.getByLabel('Image', { exact: true });
    // 'Sign up', or 'Signing up…' while the flow runs.
    this.submit = this.form.getByRole('button', { name: /^Sign(ing)? up/ });
    this.uploadProgress = this.form.getByRole('progressbar', { name: 'Upload progress' });
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.kind === 'tutor' ? '/tutorRegistration' : '/studentRegistration');
    await expect(this.page.getByRole('heading', { name: 'sign up' })).toBeVisible();
  }

  async fill(details: SignUpDetails | TutorDetails): Promise<void> {
    await this.field('Name').fill(details.name);
    await this.field('Email').fill(details.email);
    await this.field('WhatsApp number').fill(details.number);
    await this.field('University or college').fill(details.study);
    await this.field('Department').fill(details.subject);
    await this.field('Location').fill(details.location);
    if ('teachingSubject' in details) {
      await this.field('Teaching subject').selectOption(details.teachingSubject);
      await this.field('Expected salary (BDT per month)').fill(String(details.salary));
      await this.field('Online or offline').selectOption(details.onlineOffline);
    }
    await this.field('Password').fill(details.password);
    await this.field('Confirm password').fill(details.password);
  }

  /** The helper text MUI shows under a field. */
  message(text: string): Locator {
    return this.form.locator('.MuiFormHelperText-root', { hasText: text });
  }
}
