import { expect, test } from '@playwright/test';
import { signInThroughUi } from './support/app';
import { expectAxeClean } from './support/axe';
import { registerPair } from './support/hiring';

test('on a phone the request form fills the screen and My tuitions fits the width', async ({
  page,
}) => {
  const { tutor, student } = await registerPair();
  await signInThroughUi(page, student);
  await page.goto(`/tutors/${tutor.id}`);
  await page.getByRole('button', { name: 'Request to hire' }).click();
  const form = page.getByRole('form', { name: `Request to hire ${tutor.name}` });
  await expect(form).toBeVisible();
  const viewport = page.viewportSize()!;
  const dialog = page.getByRole('dialog', { name: `Request to hire ${tutor.name}` });
  const box = (await dialog.boundingBox())!;
  expect(Math.round(box.width)).toBe(viewport.width);
  await form.getByLabel('Class', { exact: true }).fill('HSC 1st year');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your request was sent' })).toBeVisible();

  await page.goto('/tuitions');
  await expect(page.getByRole('article', { name: tutor.name })).toContainText('HSC 1st year');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectAxeClean(page, 'My tuitions on a phone');
});
