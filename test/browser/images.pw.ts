import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Every image URL the page requests from now on. */
function recordImageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') {
      urls.push(new URL(request.url()).pathname);
    }
  });
  return urls;
}

/** Waits until the browser is done with `img` (loaded or failed for good); answers what it shows. */
async function settled(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
    .toBe(true);
  return img.evaluate(async (i: HTMLImageElement) => {
    // naturalWidth of a srcset candidate is scaled to `sizes`: decode the file alone for its pixels.
    const file = new Image();
    file.src = i.currentSrc;
    await file.decode();
    return {
      currentSrc: i.currentSrc,
      src: i.getAttribute('src') ?? '',
      pixelWidth: file.naturalWidth,
      fallback: i.dataset.fallback === 'true',
    };
  });
}

test.describe('images', () => {
  test("a tutor card's round photo downloads the 96 px copy, not the original", async ({
    page,
    member: _member,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    const requested = recordImageRequests(page);
    // A demo tutor, whose photo is larger than the card: other tests add tutors with tiny
    // pictures (no copy is wider than its original), and the newest come first.
    await page.goto('/tutorFinds?q=Ayesha%20Rahman');
    const card = page
      .getByRole('region', { name: 'Tutors' })
      .getByRole('article')
      .filter({ hasText: 'Ayesha Rahman' })
      .first();
    const shown = await settled(card.getByRole('img').first());

    expect(shown.src).toMatch(/\/media\/[0-9a-f]{64}\.webp$/);
    expect(new URL(shown.currentSrc).pathname).toBe(shown.src.replace(/\.webp$/, '-96.webp'));
    expect(shown.pixelWidth).toBe(96);
    expect(shown.fallback).toBe(false);
    expect(requested).not.toContain(shown.src);
  });

  test('images that cannot be loaded show a neutral frame, never a broken picture', async ({
    page,
  }) => {
    const refused: string[] = [];
    await page.route(/\/media\//, (route) => {
      refused.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 404, body: '' });
    });
    await page.goto('/aboutUs');
    const photos = page.getByRole('main').getByRole('img', { name: /^Photo of / });
    await expect(photos).toHaveCount(4);

    for (const photo of await photos.all()) {
      const shown = await settled(photo);
      expect(shown.fallback).toBe(true);
      expect(shown.src).toMatch(/^data:image\/svg\+xml,/);
      await expect(photo).toHaveAttribute('alt', /^Photo of /);
      const box = (await photo.boundingBox())!;
      // The frame keeps the square place of the photo.
      expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(1);
    }
    // First a width copy, then the stored image itself, before giving up.
    expect(refused.some((url) => /-\d+\.webp$/.test(url))).toBe(true);
    expect(refused.some((url) => /\/[0-9a-f]{64}\.webp$/.test(url))).toBe(true);
  });
});
