import { expect, test } from '@playwright/test';
import {
  Navbar,
  SignUpPage,
  snap,
  startReading,
  toast,
  type SignUpDetails,
  type TutorDetails,
} from './support/app';
import { TEST_PASSWORD, uniqueEmail, uniqueSuffix } from './support/env';
import { colourPng } from './support/images';

function details(kind: 'tutor' | 'student'): SignUpDetails {
  const suffix = uniqueSuffix();
  return {
    name: `${kind === 'tutor' ? 'Tutor' : 'Student'} ${suffix}`,
    email: uniqueEmail(kind),
    password: TEST_PASSWORD,
    number: '01712345678',
    study: 'University of Dhaka',
    subject: 'Philosophy',
    location: 'Mirpur, Dhaka',
  };
}

test.describe('sign-up', () => {
  test('an empty submit shows the required-field messages', async ({ page }) => {
    const signUp = new SignUpPage(page, 'tutor');
    await signUp.goto();
    await expect(signUp.field('Teaching subject')).toHaveValue('');
    await expect(signUp.field('Teaching subject').locator('option:checked')).toHaveText(
      'Select a subject',
    );
    await expect(
      signUp.form.getByRole('link', { name: 'Already have an account?' }),
    ).toHaveAttribute('href', '/login');
    // The submit button waits for the app, which loads at the visitor's first move.
    await startReading(page);
    await signUp.submit.click();
    for (const message of [
      'Type your name',
      'Upload your image',
      'Type your email',
      'Type your number',
      'Type your university name',
      'Type your department',
      'Select your teaching subject',
      'Type your expectation salary',
      'Type your location',
      'Type online or offline?',
      'Type your password',
      'Type your compassword',
    ]) {
      await expect(signUp.message(message)).toBeVisible();
    }
    await expect(signUp.field('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(signUp.field('Name')).toBeFocused();
    await expect(page).toHaveURL('/tutorRegistration');

    // Independent show/hide toggles; a mismatch gets its own message.
    await signUp.field('Password').fill('secret-1');
    await signUp.field('Confirm password').fill('secret-2');
    await signUp.form.getByRole('button', { name: 'Show password', exact: true }).click();
    await expect(signUp.field('Password')).toHaveAttribute('type', 'text');
    await expect(signUp.field('Confirm password')).toHaveAttribute('type', 'password');
    await signUp.submit.click();
    await expect(signUp.message('The passwords do not match')).toBeVisible();
  });

  test('a tutor signs up with a photo and is listed under their subject', async ({ page }) => {
    const tutor: TutorDetails = {
      ...details('tutor'),
      teachingSubject: 'Philosophy',
      salary: 7000,
      onlineOffline: 'both',
    };
    const signUp = new SignUpPage(page, 'tutor');
    await signUp.goto();
    await signUp.fill(tutor);
    await signUp.image.setInputFiles(await colourPng('tutor.png', { r: 40, g: 110, b: 190 }));
    await snap(page, 'tutor-registration');

    // Hold the upload until its progress has been seen, then let it through.
    let releaseUpload!: () => void;
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route('**/api/images', async (route) => {
      await uploadHeld;
      await route.continue();
    });
    await signUp.submit.click();
    await expect(signUp.uploadProgress).toBeVisible();
    await expect(signUp.form.getByText(/^Uploading image… \d+%$/)).toBeVisible();
    await expect(signUp.submit).toBeDisabled();
    await expect(signUp.submit).toHaveText('Signing up…');
    const registered = page.waitForResponse(
      (res) => res.url().endsWith('/api/tutorInfo') && res.request().method() === 'POST',
    );
    releaseUpload();

    expect((await registered).status()).toBe(201);
    await expect(toast(page, 'Tutor account registration successful')).toBeVisible();
    await expect(page).toHaveURL('/');
    await new Navbar(page).expectSignedIn();

    await page.goto('/tutorFinds?subject=Philosophy');
    await expect(page.getByRole('tab', { name: 'Philosophy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = page.getByRole('article').filter({ hasText: tutor.name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Interested to teach: Philosophy');
    await expect(card).toContainText('Expected salary : BDT 7000');
    await expect(card.getByRole('link', { name: tutor.email })).toHaveAttribute(
      'href',
      `mailto:${tutor.email}`,
    );
    const photo = card.getByRole('img', { name: `Photo of ${tutor.name}` });
    await expect(photo).toHaveAttribute('src', /\/media\//);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  test('a student signs up and lands on Home', async ({ page }) => {
    const student = details('student');
    const signUp = new SignUpPage(page, 'student');
    await signUp.goto();
    await signUp.fill(student);
    await signUp.image.setInputFiles(await colourPng('student.png', { r: 200, g: 120, b: 40 }));
    await snap(page, 'student-registration');
    await signUp.submit.click();
    await expect(toast(page, 'Student account successfully registered')).toBeVisible();
    await expect(page).toHaveURL('/');
    await new Navbar(page).expectSignedIn();
  });
});
