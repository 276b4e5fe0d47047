import { expect, test, type Page } from '@playwright/test';
import { Navbar, signInThroughUi, snap, toast } from './support/app';
import { expectAxeClean } from './support/axe';
import type { Credentials } from './support/env';
import { registerPair } from './support/hiring';

/** Signs out (from Home, so the next sign-in does not return to a members-only page) and in. */
async function switchUser(page: Page, to: Credentials): Promise<void> {
  await page.goto('/');
  await new Navbar(page).logout();
  await signInThroughUi(page, to);
}

test('a student hires a tutor from the profile page, the tutor accepts, the student ends it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { tutor, student } = await registerPair();

  // The student finds the tutor's profile: no contact details yet.
  await signInThroughUi(page, student);
  await page.goto(`/tutors/${tutor.id}`);
  await expect(page.getByRole('heading', { name: tutor.name, level: 1 })).toBeVisible();
  await expect(page.getByText('No ratings yet')).toBeVisible();
  await expect(page.locator('main a[href^="tel:"]')).toHaveCount(0);
  await expectAxeClean(page, 'the tutor profile');
  await snap(page, 'tutor-profile');

  // Request to hire: the form asks for the class, then sends the terms.
  await page.getByRole('button', { name: 'Request to hire' }).click();
  const form = page.getByRole('form', { name: `Request to hire ${tutor.name}` });
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(
    form.getByText('Type the class or level, e.g. Class 9 or HSC 1st year'),
  ).toBeVisible();
  await form.getByLabel('Class', { exact: true }).fill('Class 9');
  await form.getByLabel('Days per week').selectOption('4');
  await form.getByLabel('Message to the tutor (optional)').fill('SSC physics, exam in March');
  await expectAxeClean(page, 'the request form');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your request was sent' })).toBeVisible();
  await page.getByRole('link', { name: 'My tuitions' }).click();
  await expect(page).toHaveURL('/tuitions');
  await expect(page.getByRole('article', { name: tutor.name })).toContainText('Class 9');

  // The tutor sees the bell and accepts from My tuitions.
  await switchUser(page, tutor);
  const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('button', { name: /New request/ })).toBeVisible();
  await snap(page, 'notifications');
  await panel.getByRole('button', { name: /New request/ }).click();
  await expect(page).toHaveURL('/tuitions');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Notifications' }),
  ).toBeVisible();
  const request = page.getByRole('article', { name: student.name });
  await expect(request).toContainText('SSC physics, exam in March');
  await expectAxeClean(page, 'My tuitions');
  await snap(page, 'my-tuitions');
  await request.getByRole('button', { name: `Accept: ${student.name}` }).click();
  await expect(toast(page, /^Accepted/)).toBeVisible();
  await page.getByRole('tab', { name: 'Active' }).click();
  await expect(page.getByRole('article', { name: student.name })).toContainText('01898765432');

  // The student now sees the tutor's phone number and from when they may rate, and ends it.
  await switchUser(page, student);
  await page.goto('/tuitions?tab=active');
  const tuition = page.getByRole('article', { name: tutor.name });
  await expect(tuition.getByRole('link', { name: tutor.phone })).toHaveAttribute(
    'href',
    `tel:${tutor.phone}`,
  );
  await expect(tuition).toContainText(/You can rate this tutor from \d{1,2} \w{3} \d{4}\./);
  const rate = `Rate this tutor: ${tutor.name}`;
  await expect(tuition.getByRole('button', { name: rate })).toHaveCount(0);
  await tuition.getByRole('button', { name: `End tuition: ${tutor.name}` }).click();
  const endDialog = page.getByRole('dialog', { name: 'End this tuition?' });
  await endDialog.getByLabel('Reason (optional)').selectOption('no-longer-needed');
  await endDialog.getByRole('button', { name: 'End tuition' }).click();
  await expect(toast(page, 'Tuition ended')).toBeVisible();
  await page.getByRole('tab', { name: 'Past' }).click();
  const past = page.getByRole('article', { name: tutor.name });
  await expect(past).toContainText('Ended');
  // Ended before it ran 28 days: it gives no rating.
  await expect(past.getByRole('button', { name: rate })).toHaveCount(0);

  // The profile: still unrated; the parties keep each other's contacts for 30 days.
  await page.goto(`/tutors/${tutor.id}`);
  await expect(page.getByText('No ratings yet')).toBeVisible();
  await expect(page.locator('main a[href^="tel:"]')).toHaveCount(1);

  // Own profile page.
  await page.goto('/profile');
  await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible();
  await expectAxeClean(page, 'My profile');
  await snap(page, 'my-profile');
});
