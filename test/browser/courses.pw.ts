import { expect, test } from './support/fixtures';
import { acceptCourseAsAdmin } from './support/api';
import { snap, toast } from './support/app';
import { uniqueEmail, uniqueSuffix } from './support/env';
import { colourPng } from './support/images';

test('a posted course is pending, then listed on /course once an admin accepts it', async ({
  page,
  member: _member,
}) => {
  const course = {
    name: `Calculus Bootcamp ${uniqueSuffix()}`,
    duration: '6 weeks',
    amount: '3500',
    prerequisites: 'HSC Mathematics',
    targetAudience: 'First-year university students',
    email: uniqueEmail('course'),
    number: '01811223344',
    description: 'Limits, derivatives and integrals,\nwith weekly problem sets.',
  };

  await page.goto('/course');
  await page.getByRole('link', { name: 'Post a course' }).click();
  await expect(page).toHaveURL('/coursePost');
  const form = page.getByRole('form', { name: 'Course post form' });
  await form.getByRole('button', { name: 'Post course' }).click();
  await expect(form.getByText('Please upload your course banner')).toBeVisible();
  await expect(form.getByText('Type your course amount')).toBeVisible();

  await form.getByLabel('Course name').fill(course.name);
  await form
    .getByLabel('Course banner')
    .setInputFiles(await colourPng('banner.png', { r: 30, g: 140, b: 90 }, 600, 400));
  await form.getByLabel('Course duration').fill(course.duration);
  await form.getByLabel('Amount (BDT)').fill(course.amount);
  await form.getByLabel('Prerequisites (who should take it)').fill(course.prerequisites);
  await form.getByLabel('Target audience').fill(course.targetAudience);
  await form.getByLabel('Course email').fill(course.email);
  await form.getByLabel('Contact number').fill(course.number);
  await form.getByLabel('Course description').fill(course.description);
  await snap(page, 'course-post');

  const posted = page.waitForResponse(
    (res) => res.url().endsWith('/api/coursePost') && res.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Post course' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  const { insertedId } = (await response.json()) as { insertedId: string };
  expect(insertedId).toBeTruthy();
  await expect(toast(page, 'Successfully posted!')).toBeVisible();
  await expect(
    page.getByText('Your course will appear in the course list once an admin accepts it.'),
  ).toBeVisible();
  await expect(form.getByLabel('Course name')).toHaveValue('');

  // Pending: not in the list yet.
  await page.getByRole('link', { name: 'Back to courses' }).click();
  await expect(page).toHaveURL('/course');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: course.name })).toHaveCount(0);

  await acceptCourseAsAdmin(insertedId);
  await page.reload();
  const card = cards.filter({ hasText: course.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Duration: ${course.duration}`);
  await expect(card).toContainText(`Amount: ${course.amount} BDT`);
  await expect(card).toContainText(`Prerequisites: ${course.prerequisites}`);
  await expect(card).toContainText(`Target audience: ${course.targetAudience}`);
  await expect(card.locator('img')).toHaveAttribute('width', '600');
  await expect(card.locator('img')).toHaveAttribute('height', '300');
  await snap(page, 'course-list');

  await card.getByRole('link', { name: `Details of ${course.name}` }).click();
  await expect(page).toHaveURL(`/getCourse/${insertedId}`);
  const detail = page.getByRole('article');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(course.name);
  await expect(page).toHaveTitle(new RegExp(course.name));
  for (const text of [
    course.duration,
    `${course.amount} BDT`,
    course.prerequisites,
    course.targetAudience,
  ]) {
    await expect(detail).toContainText(text);
  }
  await expect(detail.getByText('Limits, derivatives and integrals,')).toBeVisible();
  await expect(detail.getByRole('link', { name: course.email })).toHaveAttribute(
    'href',
    `mailto:${course.email}`,
  );
  await expect(detail.getByRole('link', { name: course.number })).toHaveAttribute(
    'href',
    `tel:${course.number}`,
  );
  const banner = detail.locator('img').first();
  await expect(banner).toHaveAttribute('width', '600');
  await expect(banner).toHaveAttribute('height', '400');
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await snap(page, 'course-detail');

  await detail.getByRole('button', { name: 'Enroll Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Enroll in ${course.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: `Email ${course.email}` })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${course.email.replace(/[.+]/g, '\\$&')}\\?subject=`),
  );
  await expect(dialog.getByRole('link', { name: `Call ${course.number}` })).toHaveAttribute(
    'href',
    `tel:${course.number}`,
  );
  await snap(page, 'course-enroll');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
