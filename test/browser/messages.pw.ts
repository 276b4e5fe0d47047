import { expect, test, type Browser, type Page } from '@playwright/test';
import { shootForDocs, signInThroughUi } from './support/app';
import { apiCall, emulatorIdToken, exchangeApiToken } from './support/api';
import { expectAxeClean } from './support/axe';
import { switchToBangla } from './support/bangla';
import { DEMO, type Credentials } from './support/env';
import { registerPair } from './support/hiring';

/** A page of its own (cookies, storage, stream) signed in as `who`. */
async function signedInPage(browser: Browser, who: Credentials): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, who);
  return page;
}

/** Resolves once `page` has the live event stream open. */
function streamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
}

test('a guardian and a tutor message each other live; a phone number meets the contact rule', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A tutor of this test's own, and a request to hire them from the demo guardian: until the
  // tutor accepts, their conversation refuses contact details.
  const { tutor } = await registerPair();
  const guardianToken = await exchangeApiToken(
    await emulatorIdToken(DEMO.student),
    DEMO.student.email,
  );
  await apiCall('POST', '/api/hires', guardianToken, {
    tutorId: tutor.id,
    subject: 'Physics',
    classLevel: 'Class 9',
    daysPerWeek: 3,
    salary: 6000,
    startDate: '2027-01-10',
    mode: 'online',
  });

  // The guardian opens the conversation from the hire in My tuitions.
  const guardian = await signedInPage(browser, DEMO.student);
  await guardian.goto('/tuitions');
  await guardian
    .getByRole('article', { name: tutor.name })
    .getByRole('link', { name: `Message: ${tutor.name}` })
    .click();
  await expect(guardian).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversation = new URL(guardian.url()).pathname;
  const guardianLog = guardian.getByRole('log', { name: `Messages with ${tutor.name}` });
  await expect(guardianLog).toContainText('No messages yet');

  // The tutor has the same conversation open, with the live stream.
  const tutorPage = await (await browser.newContext()).newPage();
  await signInThroughUi(tutorPage, tutor);
  const tutorStream = streamOpened(tutorPage);
  await tutorPage.goto(conversation);
  await tutorStream;
  const tutorLog = tutorPage.getByRole('log');
  await expect(tutorLog).toContainText('No messages yet');

  // The guardian writes; the tutor's screen shows it without a reload, and announces it.
  const guardianBox = guardian.getByRole('textbox', { name: `Message to ${tutor.name}` });
  await guardianBox.fill('Can you come at 7 pm on Sunday?');
  await guardianBox.press('Enter');
  await expect(guardianBox).toHaveValue('');
  await expect(tutorLog.getByText('Can you come at 7 pm on Sunday?')).toBeVisible({
    timeout: 5_000,
  });
  await expect(tutorPage.locator('[aria-live="polite"]')).toContainText('New message from ');

  // The tutor tries a phone number: the rule shows as they type, and nothing can be sent.
  const tutorBox = tutorPage.getByRole('textbox', { name: /^Message to / });
  await tutorBox.fill('Call me on 01712 345678');
  await expect(tutorPage.getByRole('alert')).toContainText(
    'Contact details cannot be shared before a tutor accepts a hire request',
  );
  await expect(tutorPage.getByRole('button', { name: 'Send' })).toBeDisabled();
  await tutorBox.press('Enter');
  await tutorBox.fill('Yes, 7 pm on Sunday works for me.');
  await expect(tutorPage.getByRole('alert')).toHaveCount(0);
  await tutorBox.press('Enter');
  await expect(guardianLog.getByText('Yes, 7 pm on Sunday works for me.')).toBeVisible({
    timeout: 5_000,
  });
  await expect(guardianLog.getByText('Call me on 01712 345678')).toHaveCount(0);

  // The Messages screen: the list beside the open conversation, in both languages.
  await expect(
    guardian.getByRole('navigation', { name: 'Conversations' }).getByRole('link', {
      name: new RegExp(tutor.name),
    }),
  ).toContainText('Yes, 7 pm on Sunday works for me.');
  await expectAxeClean(guardian, 'the Messages screen');
  await shootForDocs(guardian, 'messages-en');
  await switchToBangla(guardian);
  await expect(guardian.getByRole('heading', { level: 1, name: 'মেসেজ' })).toBeVisible();
  await expect(guardian.getByRole('log', { name: `${tutor.name}-এর সঙ্গে মেসেজ` })).toBeVisible();
  await shootForDocs(guardian, 'messages-bn');

  // On a phone the conversation takes the screen, with the way back to the list.
  await guardian.setViewportSize({ width: 412, height: 915 });
  await expect(guardian.getByRole('link', { name: 'সব কথোপকথন' })).toBeVisible();
  await expect(guardian.getByRole('navigation', { name: 'কথোপকথন' })).toBeHidden();
  // Nothing reaches past the screen's right edge.
  const wide = await guardian.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .map((e) => `${e.tagName} ${e.className} ${e.getBoundingClientRect().right}`.slice(0, 160)),
  );
  expect(wide).toEqual([]);
  await shootForDocs(guardian, 'phone-messages-bn');
  await guardian.getByRole('link', { name: 'সব কথোপকথন' }).click();
  await expect(guardian.getByRole('navigation', { name: 'কথোপকথন' })).toBeVisible();
});
