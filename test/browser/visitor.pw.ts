import { expect, test } from '@playwright/test';
import { snap, startReading, toast } from './support/app';
import { uniqueEmail, uniqueSuffix } from './support/env';

test.describe('a visitor', () => {
  test('browses Home: hero, reviews, FAQ and the blog preview', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Tutor Hub/);
    const hero = page.getByRole('region', { name: 'Welcome to the Tutor Hub' });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Tutor Hub');
    await expect(hero.getByRole('link', { name: 'Tutor', exact: true })).toHaveAttribute(
      'href',
      '/tutorRegistration',
    );
    await expect(hero.getByRole('link', { name: 'Student', exact: true })).toHaveAttribute(
      'href',
      '/studentRegistration',
    );

    // Reviews: the six newest, each with its own star rating.
    const reviews = page.getByRole('region', { name: 'What our users say' });
    await expect(reviews.getByRole('listitem')).toHaveCount(6);
    await expect(reviews.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ })).toHaveCount(6);
    await expect(reviews.getByRole('link', { name: 'Hire Tutor' })).toHaveAttribute(
      'href',
      '/tutorFinds',
    );

    // FAQ: four questions; one opens to show its answer.
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveText([
      'What is Tutor Hub?',
      'How do I find a tutor?',
      'Is there a free trial?',
      'Can I reschedule or cancel a session?',
    ]);
    const freeTrial = faq.getByRole('button', { name: 'Is there a free trial?' });
    await expect(freeTrial).toHaveAttribute('aria-expanded', 'false');
    await freeTrial.click();
    await expect(freeTrial).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/free first session/)).toBeVisible();

    // Blog: 2 posts, See More shows the rest, Show Less goes back to 2.
    const blog = page.getByRole('region', { name: 'From our blog' });
    const posts = blog.getByRole('heading', { level: 3 });
    await expect(posts).toHaveCount(2);
    const toggle = blog.getByRole('button', { name: 'See More' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(blog.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await posts.count()).toBeGreaterThanOrEqual(3);
    await snap(page, 'home');
    await blog.getByRole('button', { name: 'Show Less' }).click();
    await expect(posts).toHaveCount(2);
    await expect(blog.getByRole('button', { name: 'See More' })).toBeVisible();

    // Visitors are invited to log in instead of seeing the review form.
    await expect(page.getByRole('link', { name: 'Log in to write a review' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2024 Tutor Hub');
  });

  test('reads About us: the team of four, Our Mission and Vision 2025', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About Us' })
      .click();
    await expect(page).toHaveURL('/aboutUs');

    const team = page.getByRole('region', { name: 'Our Team' });
    await expect(team.getByRole('heading', { level: 1 })).toHaveText('Our Team');
    const members = team.getByRole('heading', { level: 2 });
    await expect(members).toHaveCount(4);
    await expect(team.getByRole('img', { name: /^Photo of / })).toHaveCount(4);
    await expect(team.getByRole('link', { name: / on LinkedIn$/ })).toHaveCount(4);

    // The fourth member stands alone (first in reading order) above a row of the first three.
    const boxes = await Promise.all([0, 1, 2, 3].map((i) => members.nth(i).boundingBox()));
    const [featured, ...row] = boxes.map((box) => {
      expect(box).not.toBeNull();
      return box!;
    });
    for (const box of row) {
      expect(box.y).toBeGreaterThan(featured.y);
      expect(Math.abs(box.y - row[0].y)).toBeLessThan(2);
    }

    const mission = page.getByRole('region', { name: 'Our Mission' });
    await expect(mission.getByRole('listitem')).toHaveCount(5);
    const vision = page.getByRole('region', { name: 'Tutor Hub Vision 2025' });
    await expect(vision.getByRole('heading', { level: 3 })).toHaveCount(6);
    await snap(page, 'about');
  });

  test('sends the contact form and subscribes to the newsletter', async ({ page }) => {
    await page.goto('/contactUs');
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(page.locator('main a[href^="tel:"]')).toHaveCount(1);

    const form = page.getByRole('form', { name: 'Contact form' });
    // The submit button waits for the app, which loads at the visitor's first move.
    await startReading(page);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Type your full name')).toBeVisible();
    await expect(form.getByText('Type your email')).toBeVisible();

    const name = `Visitor ${uniqueSuffix()}`;
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email').fill(uniqueEmail('visitor'));
    await form.getByLabel('Message').fill('Do you have chemistry tutors in Khulna?');
    const sent = page.waitForResponse(
      (res) => res.url().endsWith('/api/contact') && res.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Submit' }).click();
    expect((await sent).status()).toBe(201);
    await expect(toast(page, 'Thanks! Your message has been sent.')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByText('Type your full name')).toBeHidden();
    await snap(page, 'contact');

    // The footer's newsletter form.
    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel('Your email');
    await email.fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Enter a valid email address')).toBeVisible();
    await email.fill(uniqueEmail('news'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      toast(page, 'Subscribed! Watch your inbox for news from Tutor Hub.'),
    ).toBeVisible();
    await expect(email).toHaveValue('');
  });
});
