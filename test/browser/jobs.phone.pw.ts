import { expect, test, type Page } from '@playwright/test';
import { Navbar, shootForDocs, signInThroughUi } from './support/app';
import { expectAxeClean } from './support/axe';
import { adminApiToken, apiCall, emulatorIdToken, exchangeApiToken } from './support/api';
import { chooseLanguageOnPhone, collectUserData, expectBangla } from './support/bangla';
import { uniqueSuffix } from './support/env';
import { registerPair } from './support/hiring';

/** Whether the page is wider than the screen (a phone would scroll sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// A common Android width (the project's own phone is narrower still).
test.use({ viewport: { width: 412, height: 915 } });

test('on a phone the job cards stack and every action is in reach', async ({ page }) => {
  test.setTimeout(120_000);
  const { tutor, student } = await registerPair();
  const classLevel = `Class 7 ${uniqueSuffix()}`;
  const title = `Physics · ${classLevel}`;
  // The job is posted and approved through the API: this test is about the screens.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const { insertedId: jobId } = await apiCall<{ insertedId: string }>(
    'POST',
    '/api/jobs',
    await exchangeApiToken(await emulatorIdToken(student), student.email),
    {
      subject: 'Physics',
      classLevel,
      curriculum: 'bangla-medium',
      location: 'Dhanmondi',
      mode: 'online',
      daysPerWeek: 2,
      salaryMin: 4000,
      salaryMax: 5000,
      tutorGender: 'any',
      students: 2,
      startDate: today,
    },
  );
  await apiCall('PATCH', `/api/admin/jobs/${jobId}`, await adminApiToken(), {
    status: 'open',
    version: 1,
  });

  const userData = collectUserData(page);
  await signInThroughUi(page, tutor);
  await page.goto(`/jobs?subject=Physics&location=Dhanmondi`);
  const card = page.getByRole('article', { name: title }).last();
  await expect(card).toBeVisible();
  expect(await overflow(page)).toBe(0);
  // Cards stack: each is as wide as the list.
  const list = (await page.getByRole('region', { name: 'Jobs', exact: true }).boundingBox())!;
  const box = (await card.boundingBox())!;
  expect(box.width).toBeGreaterThan(list.width * 0.9);
  // The board in Bangla, as the docs show it.
  await chooseLanguageOnPhone(page, 'Open menu', 'বাংলা', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'টিউশন চাকরি' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: `পদার্থবিজ্ঞান · ${classLevel}` }).last(),
  ).toContainText('বেতন মাসে ৳৪,০০০–৳৫,০০০');
  await expectBangla(page, userData);
  await shootForDocs(page, 'phone-jobs-board-bn');
  await chooseLanguageOnPhone(page, 'মেনু খুলুন', 'English', 'en');
  await card.getByRole('button', { name: 'Apply' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Apply: Physics' });
  expect(Math.round((await dialog.boundingBox())!.width)).toBe(page.viewportSize()!.width);
  await dialog.getByLabel('Expected salary (Tk a month)').fill('4500');
  await dialog.getByRole('button', { name: 'Send application' }).tap();
  await expect(card.getByText('Applied')).toBeVisible();
  await expectAxeClean(page, 'the job board on a phone');

  await page.goto('/applications');
  const application = page.getByRole('article', { name: title });
  await expect(application.getByRole('button', { name: 'Withdraw' })).toBeInViewport();
  expect(await overflow(page)).toBe(0);
  await expectAxeClean(page, 'My applications on a phone');

  // The guardian's applicant card: its moves within the width, tapped without a mouse.
  await page.goto('/');
  await new Navbar(page).logout();
  await signInThroughUi(page, student);
  await page.goto('/jobs/mine');
  const applicant = page.getByRole('article', { name: tutor.name });
  const shortlist = applicant.getByRole('button', { name: `Shortlist: ${tutor.name}` });
  await shortlist.scrollIntoViewIfNeeded();
  await expect(shortlist).toBeInViewport();
  await expect(applicant.getByRole('button', { name: `Reject: ${tutor.name}` })).toBeInViewport();
  expect(await overflow(page)).toBe(0);
  await shortlist.tap();
  await expect(applicant).toContainText('Shortlisted');
  await expect(applicant.getByRole('button', { name: `Hire: ${tutor.name}` })).toBeVisible();
  await expectAxeClean(page, 'My jobs on a phone');
});
