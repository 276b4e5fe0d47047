import { expect, test } from './support/fixtures';
import { snap, toast } from './support/app';
import { uniqueSuffix } from './support/env';
import { colourPng } from './support/images';

test('a member posts a blog and opens its detail page', async ({ page, member: _member }) => {
  const title = `Study tips ${uniqueSuffix()}`;
  const description = 'Short sessions, spaced repetition\nand plenty of sleep.';

  await page.goto('/postBlog');
  const form = page.getByRole('form', { name: 'Blog post form' });
  await form.getByRole('button', { name: 'Post blog' }).click();
  await expect(form.getByText('Type your name')).toBeVisible();
  await expect(form.getByText('Please upload your course banner')).toBeVisible();
  await expect(form.getByText('Type your course description')).toBeVisible();

  await form.getByLabel('Title').fill(title);
  await form
    .getByLabel('Image')
    .setInputFiles(await colourPng('blog.png', { r: 150, g: 60, b: 160 }));
  await form.getByLabel('Description').fill(description);
  const posted = page.waitForResponse(
    (res) => res.url().endsWith('/api/postBlog') && res.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Post blog' }).click();
  const { insertedId } = (await (await posted).json()) as { insertedId: string };
  await expect(toast(page, 'Blog post successfully')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue('');
  await snap(page, 'blog-post');

  await page.getByRole('link', { name: 'Read it' }).click();
  await expect(page).toHaveURL(`/getBlogs/${insertedId}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(article.getByText('Short sessions, spaced repetition')).toBeVisible();
  await expect(article.getByText(/^Published \S.* at \S.*$/)).toBeVisible();
  const image = article.locator('img');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await snap(page, 'blog-detail');

  // A direct visit loads it through the route loader too.
  await page.goto(`/getBlogs/${insertedId}`);
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
});
