import { expect, test, type Page } from '@playwright/test';
import { PgBoss } from 'pg-boss';
import {
  adminApiToken,
  apiCall,
  createEmulatorAccount,
  exchangeApiToken,
  phoneIdToken,
  uploadImage,
} from './support/api';
import {
  accessToken,
  Navbar,
  shootForDocs,
  signInThroughUi,
  SignUpPage,
  startReading,
  toast,
} from './support/app';
import {
  chooseLanguageOnPhone,
  collectUserData,
  expectBangla,
  switchToBangla,
} from './support/bangla';
import { BASE_URL, DEMO, uniqueEmail, uniqueSuffix } from './support/env';
import { codeSentTo, signInByNumber, typedNumber } from './support/phone';
import { smsTo } from './support/sms';
import { colourPng } from './support/images';

/** A guardian on a phone signs up by mobile number: the code comes by "SMS" from the emulator. */
test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

/** A tutor signed up by mobile number through the API, teaching Physics in an area of its own. */
async function tutorWithJobAlerts() {
  const phone = typedNumber().e164;
  const idToken = await phoneIdToken(phone);
  const token = await exchangeApiToken(idToken);
  const area = `Alertpur ${uniqueSuffix()}`;
  await apiCall('POST', '/api/tutorInfo', idToken, {
    role: 'tutor',
    name: `Alerted Tutor ${uniqueSuffix()}`,
    image: await uploadImage(token),
    number: phone,
    study: 'University of Dhaka',
    subject: 'Physics',
    teachingSubject: 'Physics',
    salary: 5000,
    location: area,
    onlineOffline: 'offline',
  });
  return { phone, token, area };
}

/**
 * Starts the tutors' daily job alert now, as its 08:00 schedule does: one job on its pg-boss
 * queue, which the app's own worker takes.
 */
async function startJobAlerts(): Promise<void> {
  const boss = new PgBoss({
    connectionString: process.env.DATABASE_URL,
    schema: 'pgboss_sms',
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await boss.start();
  try {
    await boss.send('sms-job-alert', {});
  } finally {
    await boss.stop({ graceful: false });
  }
}

/** The screen for the docs: no focus ring left by the last tap. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await shootForDocs(page, name);
}

test('a new guardian signs up by mobile number and posts a job; a tutor hears of it by SMS and can stop it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tutor = await tutorWithJobAlerts();
  const number = typedNumber();
  const signUp = new SignUpPage(page, 'student');
  await signUp.goto();
  await startReading(page);
  await signInByNumber(page, number);

  // The form now asks for no email or password; the number is the verified one.
  await expect(signUp.field('WhatsApp number')).toHaveValue(/01712.?\d{6}|\+8801712\d{6}/);
  await expect(signUp.form.getByLabel('Email', { exact: true })).toHaveCount(0);
  await expect(signUp.form.getByLabel('Password', { exact: true })).toHaveCount(0);
  await signUp.field('Name').fill('Guardian by number');
  await signUp.field('University or college').fill('Notre Dame College');
  await signUp.field('Department').fill('Science');
  await signUp.field('Location').fill('Mirpur, Dhaka');
  await signUp.image.setInputFiles(await colourPng('guardian.png', { r: 200, g: 120, b: 40 }));
  const registered = page.waitForResponse(
    (res) => res.url().endsWith('/api/studentInfo') && res.request().method() === 'POST',
  );
  await signUp.submit.click();
  const answer = await registered;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).not.toHaveProperty('email');
  await expect(
    page.getByRole('region', { name: 'Welcome back, Guardian by number' }),
  ).toBeVisible();
  await new Navbar(page).expectSignedIn();

  const me = await page.request.get('/api/me', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(await me.json()).toMatchObject({
    kind: 'student',
    email: null,
    phone: number.e164,
    phoneVerified: true,
  });

  // The guardian posts a job in the tutor's area, and an admin opens it.
  const classLevel = `Class 8 ${uniqueSuffix()}`;
  await page.goto('/jobs/new');
  const form = page.getByRole('form', { name: 'Post a tuition job' });
  await form.getByLabel('Subject').selectOption('Physics');
  await form.getByLabel('Class', { exact: true }).fill(classLevel);
  await form.getByLabel('Curriculum').selectOption('bangla-medium');
  await form.getByLabel('Area').fill(`${tutor.area}, Dhaka`);
  await form.getByLabel('Mode').selectOption('offline');
  await form.getByLabel('Salary from (Tk a month)').fill('4000');
  await form.getByLabel('Salary up to (Tk a month)').fill('6000');
  const posted = page.waitForResponse(
    (res) => res.url().endsWith('/api/jobs') && res.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Post job' }).tap();
  const { insertedId: jobId } = (await (await posted).json()) as { insertedId: string };
  await expect(page).toHaveURL('/jobs/mine');
  // As the demo admin does from Dashboard › Jobs: the new job, at its first version.
  await apiCall('PATCH', `/api/admin/jobs/${jobId}`, await adminApiToken(), {
    status: 'open',
    version: 1,
  });

  // The morning's job alert: the tutor's SMS names the job's subject and links to the board.
  await startJobAlerts();
  await expect.poll(async () => (await smsTo(tutor.phone)).length, { timeout: 30_000 }).toBe(1);
  const [sms] = await smsTo(tutor.phone);
  const alert =
    /^Tutor Hub: 1 new Physics job in your area: (\S+\/jobs) STOP: (\S+\/api\/sms\/stop\?t=\S+)$/;
  expect(sms.text).toMatch(alert);
  const [, jobs, stop] = alert.exec(sms.text)!;
  await page.goto(jobs);
  await expect(page.getByRole('article', { name: `Physics · ${classLevel}` })).toBeVisible();

  // One tap on its STOP link's page ends the alerts; nothing else of the tutor's changes.
  await page.goto(stop);
  await page.getByRole('button', { name: 'Stop these SMS' }).tap();
  await expect(
    page.getByRole('heading', { name: 'You will get no more SMS of new tuition jobs.' }),
  ).toBeVisible();
  expect(await apiCall('GET', '/api/me/sms', tutor.token)).toMatchObject({
    jobAlerts: false,
    hires: true,
  });

  // Dashboard › SMS shows the alert as sent, to the demo admin at a desk.
  const desk = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 900 },
  });
  const admin = await desk.newPage();
  await signInThroughUi(admin, DEMO.admin);
  await admin.goto('/Dashboard/sms');
  const sent = admin
    .getByRole('table', { name: 'Recent SMS' })
    .getByRole('row')
    .filter({ hasText: tutor.phone });
  await expect(sent).toContainText('Sent');
  await expect(sent).toContainText('1 new Physics job in your area');
  await shootForDocs(admin, 'sms-dashboard-en');
  await switchToBangla(admin);
  await expect(admin.getByRole('table', { name: 'সাম্প্রতিক এসএমএস' })).toBeVisible();
  await shootForDocs(admin, 'sms-dashboard-bn');
  await desk.close();
});

test('the code step reads in English and in Bangla', async ({ page }) => {
  const userData = collectUserData(page);
  const number = typedNumber();
  await page.goto('/login');
  await startReading(page);
  await page.getByRole('button', { name: 'Continue with mobile number' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(number.typed);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a code by SMS to/)).toBeVisible();
  await shoot(page, 'phone-sign-in-en');

  // The number the person typed is theirs, shown as written.
  [number.typed, number.e164].forEach((n) => userData.add(n));
  await chooseLanguageOnPhone(page, 'Open menu', 'বাংলা', 'bn');
  await expect(page.getByRole('textbox', { name: '৬ অঙ্কের কোড' })).toBeVisible();
  await expectBangla(page, userData);
  await shoot(page, 'phone-sign-in-bn');
});

test('a signed-in email member adds a mobile number on their profile, then changes it', async ({
  page,
}) => {
  const account = await createEmulatorAccount(uniqueEmail('linker'));
  await signInThroughUi(page, account);
  const number = typedNumber();
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Sign-in' });
  await section.getByRole('button', { name: 'Add a mobile number' }).click();
  await section.getByRole('textbox', { name: 'Mobile number' }).fill(number.typed);
  await section.getByRole('button', { name: 'Send code' }).click();
  const code = section.getByRole('textbox', { name: '6-digit code' });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(await codeSentTo(number.e164));
  await section.getByRole('button', { name: 'Confirm code' }).click();
  await expect(toast(page, /Added/)).toBeVisible();
  await expect(section.getByText(number.e164)).toBeVisible();

  // Then changes it, with a code sent to the new number.
  const next = typedNumber();
  await section.getByRole('button', { name: 'Change mobile number' }).click();
  await section.getByRole('textbox', { name: 'Mobile number' }).fill(next.typed);
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByText(`We sent a code by SMS to ${next.e164}.`)).toBeVisible();
  await code.fill(await codeSentTo(next.e164));
  await section.getByRole('button', { name: 'Confirm code' }).click();
  await expect(toast(page, 'Your mobile number is changed.')).toBeVisible();
  await expect(section.getByText(next.e164)).toBeVisible();

  const me = await page.request.get('/api/me', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(await me.json()).toMatchObject({
    email: account.email,
    phone: next.e164,
    phoneVerified: true,
    signInMethods: ['password', 'phone'],
  });
});
