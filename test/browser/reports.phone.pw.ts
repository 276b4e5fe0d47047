import { REPORT_MESSAGES } from '@tutorhub/contracts';
import { expect, test } from '@playwright/test';
import { signInThroughUi, snap, toast } from './support/app';
import { BASE_URL, DEMO } from './support/env';
import { registerPair } from './support/hiring';

/** Reporting and the Reports queue on a 375 px phone. */
test('a student reports a tutor profile on a phone, and the admin sees it as a card', async ({
  page,
  browser,
}) => {
  expect(page.viewportSize()?.width).toBe(375);
  const { tutor, student } = await registerPair();
  await signInThroughUi(page, student);
  await page.goto(`/tutors/${tutor.id}`);
  await page.getByRole('button', { name: `Report the profile of ${tutor.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Report to the admins' });
  // The dialog fills the phone's screen, its send button within reach.
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeInViewport();
  await dialog.getByRole('radio', { name: 'Fake profile' }).check();
  await snap(page, 'report-dialog-phone');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page, REPORT_MESSAGES.reported)).toBeVisible();

  const adminContext = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const admin = await adminContext.newPage();
  await signInThroughUi(admin, DEMO.admin);
  await admin.goto('/Dashboard/reports');
  const card = admin
    .getByRole('list', { name: 'Reports' })
    .getByRole('listitem')
    .filter({ hasText: student.name });
  await expect(card).toContainText('Tutor profile');
  await expect(card).toContainText('Fake profile');
  await expect(card.getByRole('button', { name: `Suspend ${tutor.name}` })).toBeInViewport();
  const overflow = await admin.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await snap(admin, 'admin-phone-reports');
  await adminContext.close();
});
