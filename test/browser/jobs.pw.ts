import { expect, test, type Page } from '@playwright/test';
import { Navbar, shootForDocs, signInThroughUi, toast } from './support/app';
import { collectUserData, expectBangla, switchToBangla } from './support/bangla';
import { expectAxeClean } from './support/axe';
import { DEMO, uniqueSuffix, type Credentials } from './support/env';
import { registerPair } from './support/hiring';

/** Signs out (from Home, so the next sign-in does not return to a members-only page) and in. */
async function switchUser(page: Page, to: Credentials): Promise<void> {
  await page.goto('/');
  await new Navbar(page).logout();
  await signInThroughUi(page, to);
}

/** `days` from now as a datetime-local value in Bangladesh time (UTC+6), on the hour. */
function bangladeshTimeIn(days: number): string {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000 + 6 * 60 * 60 * 1000);
  return `${at.toISOString().slice(0, 11)}17:00`;
}

/** Clicks English in the navbar and waits until the page says it is English. */
async function switchToEnglish(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

// Tall enough that the docs' screenshots show a whole applicant card, its actions included.
test.use({ viewport: { width: 1280, height: 960 } });

test('a guardian posts a job, the admin approves it, a tutor applies, is shortlisted, tried and hired', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { tutor, student } = await registerPair();
  const userData = collectUserData(page);
  // A class of this test's own names its job among the seed's.
  const classLevel = `Class 9 ${uniqueSuffix()}`;
  const title = `Physics · ${classLevel}`;

  // The guardian posts: the rules show as they type, and an admin checks each post.
  await signInThroughUi(page, student);
  await page.goto('/jobs/new');
  await expect(
    page.getByText('An admin checks each post before it shows on the board.'),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Post a tuition job' });
  await form.getByLabel('Details (optional, up to 1000 characters)').fill('Call me on 01711223344');
  await expect(form.getByText(/Contact details cannot be shared/)).toBeVisible();
  await form
    .getByLabel('Details (optional, up to 1000 characters)')
    .fill('SSC physics, exam in March');
  await form.getByLabel('Subject').selectOption('Physics');
  await form.getByLabel('Class', { exact: true }).fill(classLevel);
  await form.getByLabel('Curriculum').selectOption('english-version');
  await form.getByLabel('Area').fill('Dhanmondi');
  await form.getByLabel('Mode').selectOption('offline');
  await form.getByLabel('Salary from (Tk a month)').fill('5000');
  await form.getByLabel('Salary up to (Tk a month)').fill('7000');
  await expectAxeClean(page, 'Post a job');
  await form.getByRole('button', { name: 'Post job' }).click();
  await expect(page).toHaveURL('/jobs/mine');
  const mine = page.getByRole('article', { name: title });
  await expect(mine).toContainText('Waiting for check');
  await expectAxeClean(page, 'My jobs');

  // The admin approves it from Dashboard › Jobs.
  await switchUser(page, DEMO.admin);
  await page.goto('/Dashboard/jobs?status=pending');
  await page.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(toast(page, 'Approved: the job is on the board.')).toBeVisible();

  // The tutor finds it on the board and applies.
  await switchUser(page, tutor);
  await page.goto('/jobs?subject=Physics&location=Dhanmondi');
  const card = page.getByRole('article', { name: title }).first();
  await expect(card).toContainText('৳5,000–৳7,000 a month');
  await expectAxeClean(page, 'the job board');
  await shootForDocs(page, 'jobs-board-en');
  await switchToBangla(page);
  await expect(page.getByRole('heading', { level: 1, name: 'টিউশন চাকরি' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: `পদার্থবিজ্ঞান · ${classLevel}` }).first(),
  ).toContainText('বেতন মাসে ৳৫,০০০–৳৭,০০০');
  await expectBangla(page, userData);
  await shootForDocs(page, 'jobs-board-bn');
  await switchToEnglish(page);
  await card.getByRole('button', { name: 'Apply' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply: Physics' });
  await apply.getByLabel('Expected salary (Tk a month)').fill('6500');
  await apply.getByLabel(/A short note/).fill('Ten years of SSC physics.');
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(toast(page, 'Application sent.')).toBeVisible();
  await expect(card.getByText('Applied')).toBeVisible();
  await page.goto('/applications');
  await expect(page.getByRole('article', { name: title })).toContainText(
    'You asked for ৳6,500 a month',
  );
  await expectAxeClean(page, 'My applications');

  // The guardian shortlists the tutor, sets a trial class and hires.
  await switchUser(page, student);
  await page.goto('/jobs/mine');
  const applicant = page.getByRole('article', { name: tutor.name });
  await expect(applicant).toContainText('Expects ৳6,500 a month');
  await expect(applicant).toContainText('Ten years of SSC physics.');
  await expect(applicant.getByRole('link', { name: `Message ${tutor.name}` })).toHaveAttribute(
    'href',
    /^\/messages\/application\//,
  );
  await applicant.getByRole('button', { name: `Shortlist: ${tutor.name}` }).click();
  await expect(applicant).toContainText('Shortlisted');
  await applicant.getByRole('button', { name: `Set trial class: ${tutor.name}` }).click();
  const trial = page.getByRole('dialog', { name: `Trial class with ${tutor.name}` });
  await trial.getByLabel(/Date and time \(Bangladesh time\)/).fill(bangladeshTimeIn(2));
  await trial.getByRole('button', { name: 'Set trial class' }).click();
  await expect(applicant).toContainText(/Trial class: .*5:00.*pm \(Bangladesh time\)/i);
  await expectAxeClean(page, 'My jobs with an applicant');
  await shootForDocs(page, 'jobs-applicants-en');
  await switchToBangla(page);
  await expect(page.getByRole('heading', { level: 1, name: 'আমার টিউশন পোস্ট' })).toBeVisible();
  await expect(applicant).toContainText('মাসে ৳৬,৫০০ চান');
  await expect(applicant.getByRole('button', { name: `নিয়োগ দিন: ${tutor.name}` })).toBeVisible();
  await expectBangla(page, userData);
  await shootForDocs(page, 'jobs-applicants-bn');
  await switchToEnglish(page);
  await applicant.getByRole('button', { name: `Hire: ${tutor.name}` }).click();
  await page
    .getByRole('dialog', { name: `Hire ${tutor.name}?` })
    .getByRole('button', { name: 'Hire' })
    .click();
  await expect(applicant).toContainText('Hired');
  await expect(page.getByRole('article', { name: title })).toContainText('Filled');

  // Both now see each other's contact details in My tuitions.
  await page.goto('/tuitions?tab=active');
  const tuition = page.getByRole('article', { name: tutor.name });
  await expect(tuition.getByRole('link', { name: tutor.phone })).toHaveAttribute(
    'href',
    `tel:${tutor.phone}`,
  );
  await switchUser(page, tutor);
  await page.goto('/tuitions?tab=active');
  await expect(page.getByRole('article', { name: student.name })).toContainText('01898765432');
  await page.goto('/applications');
  await expect(page.getByRole('article', { name: title })).toContainText('Hired');
});
