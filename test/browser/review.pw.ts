import { expect, test } from './support/fixtures';
import { startReading, toast } from './support/app';
import { uniqueSuffix } from './support/env';

test('a member reviews Tutor Hub and the review shows on Home', async ({ page, member }) => {
  const message = `Found a great physics tutor in a day (${uniqueSuffix()})`;
  await page.goto('/');
  // The review form's submit button waits for the app, which loads at the reader's first move.
  await startReading(page);
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Write your review')).toBeVisible();

  // Click the fourth star (its label), as a person would.
  await form.locator('label', { hasText: '4 Stars' }).click();
  await expect(form.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  await expect(form.getByText('4 / 5')).toBeVisible();
  await form.getByLabel('Your review').fill(message);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(toast(page, 'Review submitted successfully!')).toBeVisible();
  await expect(form.getByLabel('Your review')).toHaveValue('');

  const reviews = page.getByRole('region', { name: 'What our users say' });
  const mine = reviews.getByRole('listitem').filter({ hasText: message });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  // No profile yet: the review is signed as a member, never with anything from the email.
  await expect(mine).toContainText('Tutor Hub member');
  await expect(mine).not.toContainText(member.email.split('@')[0]);

  await page.reload();
  await expect(mine).toBeVisible();
});
