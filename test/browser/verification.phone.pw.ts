import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { shootForDocs, signInThroughUi, toast } from './support/app';
import { chooseLanguageOnPhone, collectUserData, expectBangla } from './support/bangla';
import { BASE_URL, DEMO } from './support/env';
import { registerPair } from './support/hiring';
import { colourPng, type UploadFile } from './support/images';

/** A photo of a card as a phone camera sends it: a JPEG. */
async function cardJpeg(name: string): Promise<UploadFile> {
  const buffer = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 40, g: 110, b: 70 } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A one-page plain PDF (a header at the first byte, %%EOF last, nothing active inside). */
function plainPdf(name: string): UploadFile {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** The screen for the docs: no focus ring left by the last tap. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await shootForDocs(page, name);
}

/** Uploads `file` into the place labelled `label` and waits until the place says it is done. */
async function upload(page: Page, label: string, file: UploadFile): Promise<void> {
  const place = page.getByRole('group', { name: label });
  await page.getByLabel(`File for ${label}`).setInputFiles(file);
  await expect(place.getByText('Uploaded')).toBeVisible();
}

test('a tutor sends documents from a phone, the admin approves, and Hire Tutors shows Verified', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  expect(page.viewportSize()?.width).toBe(375);
  const { tutor } = await registerPair();
  const tutorData = collectUserData(page);
  await signInThroughUi(page, tutor);

  // The tutor consents, then uploads both sides of the NID and a certificate.
  await page.goto('/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  await expect(page.getByLabel('File for NID: front')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Agree and continue' }).tap();
  await expect(toast(page, 'Thank you: you can upload your documents now.')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Send for review' });
  await expect(submit).toBeDisabled();
  await upload(page, 'NID: front', await cardJpeg('nid-front.jpg'));
  await upload(page, 'NID: back', await colourPng('nid-back.png', { r: 60, g: 90, b: 160 }));
  await page.getByLabel('File for Certificate (optional)').setInputFiles(plainPdf('ssc.pdf'));
  const documents = page.getByRole('list', { name: 'Your documents' }).getByRole('listitem');
  await expect(documents).toHaveCount(3);
  await expect(documents.filter({ hasText: 'Certificate' })).toContainText('PDF');
  await expect(documents.filter({ hasText: 'NID: back' })).toContainText('PNG');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(page, 'verification-tutor-en');
  await chooseLanguageOnPhone(page, 'Open menu', 'বাংলা', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'যাচাই' })).toBeVisible();
  await expectBangla(page, tutorData);
  await shoot(page, 'verification-tutor-bn');
  await chooseLanguageOnPhone(page, 'মেনু খুলুন', 'English', 'en');

  await submit.tap();
  await expect(page.getByText('Status: Waiting for review')).toBeVisible();
  await expect(submit).toBeHidden();

  // The admin finds the request in Dashboard › Verification and opens it.
  const adminContext = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const admin = await adminContext.newPage();
  const adminData = collectUserData(admin);
  await signInThroughUi(admin, DEMO.admin);
  await admin.goto('/Dashboard/tutorCollection');
  await admin.getByRole('button', { name: 'Dashboard menu' }).tap();
  await admin
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Verification' })
    .tap();
  await expect(admin).toHaveURL('/Dashboard/verification');
  await admin.getByRole('link', { name: `Review ${tutor.name}` }).tap();
  await expect(
    admin.getByRole('heading', { level: 1, name: `Verification of ${tutor.name}` }),
  ).toBeVisible();
  const profile = admin.getByRole('region', { name: 'Public profile' });
  await expect(profile).toContainText(tutor.name);
  await expect(profile).toContainText('Teaches Physics');
  await expect(admin.getByRole('region', { name: 'Documents' }).getByRole('listitem')).toHaveCount(
    3,
  );
  await admin.getByRole('button', { name: 'View NID: front' }).tap();
  const photo = admin.getByRole('img', { name: 'NID: front' });
  await expect(photo).toBeVisible();
  // The document arrived and decoded: the picture has the photo's own shape.
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  const reviewUrl = admin.url();
  await shoot(admin, 'verification-review-en');

  await admin.goto('/');
  await chooseLanguageOnPhone(admin, 'Open menu', 'বাংলা', 'bn');
  await admin.goto(reviewUrl);
  await expect(admin.getByRole('button', { name: 'অনুমোদন করুন' })).toBeVisible();
  await expectBangla(admin, adminData);
  await shoot(admin, 'verification-review-bn');
  await admin.goto('/');
  await chooseLanguageOnPhone(admin, 'মেনু খুলুন', 'English', 'en');
  await admin.goto(reviewUrl);

  await admin.getByRole('button', { name: 'Approve' }).tap();
  await admin
    .getByRole('dialog', { name: `Approve ${tutor.name}?` })
    .getByRole('button', { name: 'Approve' })
    .tap();
  await expect(toast(admin, 'Approved: the tutor now shows the Verified badge.')).toBeVisible();
  await expect(admin).toHaveURL('/Dashboard/verification');
  await expect(admin.getByRole('link', { name: `Review ${tutor.name}` })).toHaveCount(0);

  // Hire Tutors shows the tutor with the badge.
  await admin.goto(`/tutorFinds?q=${encodeURIComponent(tutor.name)}`);
  const card = admin.getByRole('article').filter({ hasText: tutor.name });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await adminContext.close();

  // And the tutor's page says so.
  await page.reload();
  await expect(page.getByText('Status: Approved')).toBeVisible();
});
