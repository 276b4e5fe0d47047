import { expect, test } from './support/fixtures';
import { snap, startReading } from './support/app';

test.describe('Hire Tutors', () => {
  test('filters by subject tab', async ({ page, member: _member }) => {
    await page.goto('/tutorFinds');
    await expect(page.getByRole('heading', { name: 'Hire Tutors' })).toBeVisible();
    await expect(page.getByText('Find and hire your preferred tutor.')).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Subjects' }).getByRole('tab');
    await expect(tabs).toHaveCount(21);
    await expect(tabs.first()).toHaveText('All');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    // All: every tutor, 12 to a page (the demo data alone has 14).
    const results = page.getByRole('region', { name: 'Tutors' });
    const cards = results.getByRole('article');
    await expect(cards).toHaveCount(12);
    await expect(results.getByText(/^\d+ tutors found$/)).toBeVisible();
    await expect(results.getByRole('navigation')).toBeVisible();
    await snap(page, 'hire-tutors');

    await page.getByRole('tab', { name: 'Physics' }).click();
    await expect(page).toHaveURL(/[?&]subject=Physics(&|$)/);
    await expect(page.getByRole('tab', { name: 'Physics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const ayesha = cards.filter({ hasText: 'Ayesha Rahman' });
    await expect(ayesha).toBeVisible();
    await expect(cards.filter({ hasText: 'Arif Mahmud' })).toBeHidden();
    await expect(results).toHaveAttribute('aria-busy', 'false');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(cards.filter({ hasText: 'Interested to teach: Physics' })).toHaveCount(count);

    // A compact card shows subject, salary and area (the education is on the tutor's page).
    for (const text of [
      'Interested to teach: Physics',
      'Expected salary : BDT 8000',
      'Dhanmondi, Dhaka',
    ]) {
      await expect(ayesha).toContainText(text);
    }
    await expect(ayesha.getByRole('heading', { name: 'Ayesha Rahman' })).toBeVisible();
    await expect(ayesha.getByRole('img', { name: 'Photo of Ayesha Rahman' })).toBeVisible();
    // The name opens the profile; contact details wait until the tutor accepts a request.
    await expect(ayesha.getByRole('link', { name: 'Ayesha Rahman' })).toHaveAttribute(
      'href',
      /^\/tutors\/[0-9a-f-]+$/,
    );
    await expect(ayesha.locator('a[href^="mailto:"]')).toHaveCount(0);
    await expect(ayesha.locator('a[href^="tel:"]')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Computer Science', exact: true }).click();
    await expect(page).toHaveURL(/[?&]subject=Computer(\+|%20)Science(&|$)/);
    await expect(cards.filter({ hasText: 'Arif Mahmud' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Ayesha Rahman' })).toBeHidden();

    await page.getByRole('tab', { name: 'All' }).click();
    await expect(page).not.toHaveURL(/subject=/);
    await expect(cards).toHaveCount(12);
  });

  test('searches, keeps the search in the URL and across a reload', async ({
    page,
    member: _member,
  }) => {
    await page.goto('/tutorFinds');
    const results = page.getByRole('region', { name: 'Tutors' });
    const cards = results.getByRole('article');
    await expect(cards).toHaveCount(12);
    // The filters wait for the app, which loads at the member's first move.
    await startReading(page);

    const search = page.getByRole('searchbox', {
      name: 'Search by name, university or department',
    });
    await search.fill('Arif');
    await page
      .getByRole('search', { name: 'Search tutors' })
      .getByRole('button', { name: 'Search' })
      .click();
    await expect(page).toHaveURL(/[?&]q=Arif(&|$)/);
    await expect(cards.filter({ hasText: 'Arif Mahmud' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Ayesha Rahman' })).toBeHidden();
    await expect(cards).toHaveCount(1);
    await expect(results.getByText('1 tutor found')).toBeVisible();

    await page.reload();
    await expect(search).toHaveValue('Arif');
    await expect(cards.filter({ hasText: 'Arif Mahmud' })).toBeVisible();
    await expect(cards).toHaveCount(1);
    await startReading(page);

    // A location filter on top, from the Filters sheet, shared through the URL too; then no
    // match at all.
    const filterBy = async (location: string) => {
      await page.getByRole('button', { name: /^Filters/ }).click();
      const sheet = page.getByRole('form', { name: 'Filters' });
      await sheet.getByLabel('Location', { exact: true }).fill(location);
      await sheet.getByRole('button', { name: 'Show tutors' }).click();
      await expect(sheet).toBeHidden();
    };
    await filterBy('Sylhet');
    await expect(page).toHaveURL(/location=Sylhet/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(cards).toHaveCount(1);
    await filterBy('Rangpur');
    await expect(results.getByText('No tutors match your search.')).toBeVisible();
    await results.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/tutorFinds');
    await expect(search).toHaveValue('');
    await expect(cards).toHaveCount(12);
  });
});
