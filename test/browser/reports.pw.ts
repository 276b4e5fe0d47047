import { REPORT_MESSAGES, REPORT_NOTICES } from '@tutorhub/contracts';
import { expect, test } from '@playwright/test';
import { apiCall, emulatorIdToken, exchangeApiToken } from './support/api';
import { accessToken, Navbar, signInThroughUi, startReading, toast } from './support/app';
import { BASE_URL, DEMO, uniqueSuffix } from './support/env';
import { registerPair } from './support/hiring';

test('a student reports a review on Home and an admin removes it from the Reports queue', async ({
  page,
  browser,
}) => {
  const { tutor, student } = await registerPair();
  const message = `Pay me a fee first, outside Tutor Hub (${uniqueSuffix()})`;
  const tutorToken = await exchangeApiToken(await emulatorIdToken(tutor), tutor.email);
  await apiCall('POST', '/api/tutorReview', tutorToken, { message, rating: 5 });

  // The student reports the review from Home.
  await signInThroughUi(page, student);
  await startReading(page);
  const reviews = page.getByRole('region', { name: 'What our users say' });
  const review = reviews.getByRole('listitem').filter({ hasText: message });
  await review.getByRole('button', { name: `Report the review by ${tutor.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Report to the admins' });
  await dialog.getByRole('radio', { name: 'Scam or fee demand' }).check();
  await dialog.getByLabel('Note for the admins (optional)').fill('Asks for money up front.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page, REPORT_MESSAGES.reported)).toBeVisible();
  await expect(dialog).toBeHidden();
  const studentToken = await accessToken(page);

  // An admin, in a browser of their own, removes the review from the queue.
  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  const admin = await adminContext.newPage();
  await signInThroughUi(admin, DEMO.admin);
  await expect(new Navbar(admin).dashboardLink).toBeVisible();
  await admin.goto('/Dashboard/reports');
  const row = admin.getByRole('row').filter({ hasText: message });
  await expect(row).toContainText('Site review');
  await expect(row).toContainText('Scam or fee demand');
  await expect(row).toContainText('Asks for money up front.');
  await expect(row).toContainText(student.name);
  await row.getByRole('button', { name: `Remove the content of ${tutor.name}` }).click();
  const confirm = admin.getByRole('dialog', { name: `Remove “${tutor.name}”?` });
  await confirm.getByRole('button', { name: 'Remove content', exact: true }).click();
  await expect(toast(admin, REPORT_MESSAGES.resolved)).toBeVisible();
  await expect(row).toBeHidden();
  await adminContext.close();

  // The review is gone from Home, and the student hears how the report ended.
  await page.reload();
  await startReading(page);
  await expect(reviews.getByRole('listitem').first()).toBeVisible();
  await expect(reviews.getByText(message)).toBeHidden();
  const notices = await apiCall<Array<{ type: string; text: string }>>(
    'GET',
    '/api/notifications',
    studentToken!,
  );
  expect(notices).toContainEqual(
    expect.objectContaining({ type: 'report.resolved', text: REPORT_NOTICES['content-removed'] }),
  );
});
