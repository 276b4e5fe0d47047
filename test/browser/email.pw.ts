import { expect, test } from '@playwright/test';
import { LoginPage, signInThroughUi } from './support/app';
import { BASE_URL } from './support/env';
import { registerPair } from './support/hiring';
import { mailDevUrl, mailTo, waitForOnlyMail } from './support/mailbox';

test("a hire request reaches the tutor by email, whose link opens it on the tutor's My tuitions", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { tutor, student } = await registerPair();

  await signInThroughUi(page, student);
  await page.goto(`/tutors/${tutor.id}`);
  await page.getByRole('button', { name: 'Request to hire' }).click();
  const form = page.getByRole('form', { name: `Request to hire ${tutor.name}` });
  await form.getByLabel('Class', { exact: true }).fill('Class 9');
  await form.getByLabel('Message to the tutor (optional)').fill('SSC physics, exam in March');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your request was sent' })).toBeVisible();

  // The tutor's email: who asked, for what, and where to answer; never the student's phone.
  const mail = await waitForOnlyMail(tutor.email);
  expect(mail.subject).toBe(`New hire request from ${student.name} for Physics`);
  expect(mail.text).toContain(`Open My tuitions: ${BASE_URL}/tuitions`);
  expect(mail.text + mail.html).not.toContain('01898765432');
  expect(await mailTo(student.email)).toEqual([]);

  // On a device of their own, the tutor opens the email in MailDev's inbox and its button.
  const tutorDevice = await browser.newContext({ baseURL: BASE_URL });
  try {
    const inbox = await tutorDevice.newPage();
    await inbox.goto(`${mailDevUrl()}/api/email/${mail.id}/html`);
    const open = inbox.getByRole('link', { name: 'Open My tuitions' });
    await expect(open).toHaveAttribute('href', `${BASE_URL}/tuitions`);
    await open.click();

    // Signed out there: the link asks for a sign-in, then lands on the request.
    await expect(inbox).toHaveURL('/login');
    await new LoginPage(inbox).signIn(tutor);
    await expect(inbox).toHaveURL('/tuitions');
    const request = inbox.getByRole('article', { name: student.name });
    await expect(request).toContainText('SSC physics, exam in March');
    await expect(request.getByRole('button', { name: `Accept: ${student.name}` })).toBeVisible();
  } finally {
    await tutorDevice.close();
  }
});
