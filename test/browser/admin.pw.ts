import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, createEmulatorAccount, uploadImage } from './support/api';
import {
  accessToken,
  LoginPage,
  Navbar,
  signInThroughUi,
  snap,
  startReading,
  toast,
} from './support/app';
import { BASE_URL, DEMO, uniqueEmail, uniqueSuffix } from './support/env';

/**
 * The admin dashboard against the real app (demo data). Every test signs in through
 * the login form. Tests that delete or change records make their own records first (through the
 * API), and the promote test picks a demo tutor no other test uses, so the order does not matter.
 */

const NOT_ALLOWED = 'You are not allowed to open the dashboard.';
const DASHBOARD_PAGES = [
  '/Dashboard',
  '/Dashboard/stats',
  '/Dashboard/tutorCollection',
  '/Dashboard/studentCollection',
  '/Dashboard/courseCollection',
  '/Dashboard/blogCollection',
  '/Dashboard/inbox',
  '/Dashboard/reviewCollection',
  '/Dashboard/audit',
  '/Dashboard/reports',
];

async function signInAsAdmin(page: Page): Promise<string> {
  await signInThroughUi(page, DEMO.admin);
  await expect(new Navbar(page).dashboardLink).toBeVisible();
  const token = await accessToken(page);
  expect(token).toBeTruthy();
  return token!;
}

/** A sidebar link of the dashboard. */
function sidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Dashboard' });
}

/** The table row whose cells include `text`. */
function row(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

async function confirmDialog(page: Page, button: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The number in 'Total tutors: 14'. */
async function totalOf(page: Page, label: string): Promise<number> {
  const text = await page.getByText(new RegExp(`^Total ${label}: \\d+$`)).textContent();
  return Number(text?.split(': ')[1]);
}

test('visitors never download the admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') {
      scripts.push(req.url());
    }
  });
  for (const path of ['/', '/aboutUs', '/contactUs', '/login']) {
    await page.goto(path);
    // These pages load the app's code at the visitor's first move.
    await startReading(page);
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /\/assets\/(routes|StatsChart)-/.test(url))).toEqual([]);

  // A visitor opening the dashboard is sent to the login page.
  await page.goto('/Dashboard/tutorCollection');
  await expect(page).toHaveURL('/login');
});

test('the admin promotes a tutor to admin', async ({ page }) => {
  await signInAsAdmin(page);
  await new Navbar(page).dashboardLink.click();
  await expect(page).toHaveURL('/Dashboard/stats');
  await sidebar(page).getByRole('link', { name: 'Tutor Collection' }).click();
  await expect(page.getByRole('heading', { name: 'Tutor Collection' })).toBeVisible();
  await expect(page).toHaveTitle('Tutor Collection · Dashboard · Tutor Hub');
  expect(await totalOf(page, 'tutors')).toBeGreaterThanOrEqual(14);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Tutor Name',
    'Email',
    'Phone Number',
    'Sign-in',
    'Role',
    'Verified',
    'Action',
  ]);
  await snap(page, 'admin-tutors');

  // Kamrul Islam: a demo tutor no other browser test relies on.
  await page.getByRole('searchbox', { name: 'Search tutors' }).fill('Kamrul');
  await expect(page).toHaveURL(/[?&]q=Kamrul/);
  await expect(page.getByText('Total tutors: 1')).toBeVisible();
  const kamrul = row(page, 'Kamrul Islam');
  await kamrul.getByRole('button', { name: 'Make admin: Kamrul Islam' }).click();
  await expect(page.getByRole('dialog', { name: 'Make admin?' })).toContainText('Kamrul Islam');
  await snap(page, 'admin-confirm');
  await confirmDialog(page, 'Make admin');
  await expect(toast(page, 'Promoted to admin')).toBeVisible();
  await expect(kamrul.getByRole('button', { name: 'Admin', exact: true })).toBeDisabled();
  await expect(kamrul.getByRole('button', { name: 'Remove admin: Kamrul Islam' })).toBeVisible();

  // The server kept it.
  await page.reload();
  await expect(
    row(page, 'Kamrul Islam').getByRole('button', { name: 'Admin', exact: true }),
  ).toBeDisabled();
});

test('the admin exports the tutors matching a search as CSV', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/Dashboard/tutorCollection?q=Dhaka');
  const total = await totalOf(page, 'tutors');
  expect(total).toBeGreaterThan(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tutors-Dhaka-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await fs.readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Tutor Name,Email,Phone Number,Sign-in,Role,Verified');
  expect(lines).toHaveLength(total + 1);
});

test('the admin deletes a student', async ({ page }) => {
  // A student of this test's own, registered through the API.
  const name = `Browser Student ${uniqueSuffix()}`;
  const account = await createEmulatorAccount(uniqueEmail('student'));
  const adminToken = await signInAsAdmin(page);
  await apiCall('POST', '/api/studentInfo', account.idToken, {
    role: 'student',
    name,
    image: await uploadImage(adminToken),
    email: account.email,
    number: '01712345678',
    study: 'Dhaka College',
    subject: 'Science',
    location: 'Dhaka',
  });

  await page.goto('/Dashboard/studentCollection');
  await expect(page.getByRole('heading', { name: 'Student Collection' })).toBeVisible();
  await expect(page.getByRole('columnheader').first()).toHaveText('Student Name');
  const before = await totalOf(page, 'students');
  expect(before).toBeGreaterThanOrEqual(5);
  await snap(page, 'admin-students');

  await page.getByRole('searchbox', { name: 'Search students' }).fill(name);
  await expect(page.getByText('Total students: 1')).toBeVisible();
  await row(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await expect(page.getByRole('dialog', { name: `Delete ${name}?` })).toBeVisible();
  await confirmDialog(page, 'Delete');
  await expect(toast(page, 'Deleted Successfully')).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
  await expect(page.getByText('Total students: 0')).toBeVisible();
  await expect(page.getByText(`No students match “${name}”.`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search students' }).fill('');
  await expect(page.getByText(`Total students: ${before - 1}`)).toBeVisible();
});

test('the admin accepts a pending course and a student then sees it on /course', async ({
  page,
}) => {
  const adminToken = await signInAsAdmin(page);
  const courseName = `Browser Course ${uniqueSuffix()}`;
  await apiCall('POST', '/api/coursePost', adminToken, {
    courseName,
    image: await uploadImage(adminToken),
    email: uniqueEmail('course'),
    number: '01811223344',
    description: 'A course made by the admin browser test.',
    duration: '2 weeks',
    amount: 1500,
    prerequisites: 'None',
    targetAudience: 'Everyone',
  });

  await page.goto('/Dashboard/courseCollection');
  await expect(page.getByRole('heading', { name: 'Course Collection' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Course Name',
    'Course Email',
    'Phone Number',
    'Details',
    'Status',
  ]);
  // Pending first: the new course is in the first rows, before every accepted one.
  const status = page.getByRole('combobox', { name: `Status of ${courseName}` });
  await expect(status).toHaveText('Pending');
  const statuses = await page.getByRole('combobox', { name: /^Status of / }).allTextContents();
  expect(statuses.indexOf('Accepted')).toBeGreaterThan(statuses.lastIndexOf('Pending'));
  await expect(
    row(page, courseName).getByRole('link', { name: `Details of ${courseName}` }),
  ).toHaveAttribute('href', /^\/getCourse\//);
  await snap(page, 'admin-courses');

  await status.click();
  await expect(page.getByRole('option')).toHaveText(['Pending', 'Accepted', 'Deleted']);
  await page.getByRole('option', { name: 'Accepted' }).click();
  await expect(toast(page, 'Course status updated')).toBeVisible();
  await expect(status).toHaveText('Accepted');

  // The admin's own public list shows it without a reload.
  await page.getByRole('banner').getByRole('link', { name: 'Course', exact: true }).click();
  await expect(page.getByRole('heading', { name: courseName })).toBeVisible();

  // And so does a normal user's.
  await new Navbar(page).logout();
  await page.goto('/');
  await startReading(page);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }),
  ).toBeVisible();
  await signInThroughUi(page, DEMO.student);
  await page.goto('/course');
  await expect(page.getByRole('heading', { name: courseName })).toBeVisible();
});

test('the admin deletes a course with the Deleted status', async ({ page }) => {
  const adminToken = await signInAsAdmin(page);
  const courseName = `Doomed Course ${uniqueSuffix()}`;
  await apiCall('POST', '/api/coursePost', adminToken, {
    courseName,
    image: await uploadImage(adminToken),
    email: uniqueEmail('course'),
    number: '01811223344',
    description: 'To be deleted.',
    duration: '1 week',
    amount: 100,
    prerequisites: 'None',
    targetAudience: 'Nobody',
  });
  await page.goto('/Dashboard/courseCollection?status=Pending');
  const before = await totalOf(page, 'courses');
  await page.getByRole('combobox', { name: `Status of ${courseName}` }).click();
  await page.getByRole('option', { name: 'Deleted' }).click();
  await confirmDialog(page, 'Delete');
  await expect(toast(page, 'Deleted Successfully')).toBeVisible();
  await expect(row(page, courseName)).toHaveCount(0);
  await expect(page.getByText(`Total courses: ${before - 1}`)).toBeVisible();
});

test('the admin deletes a blog post', async ({ page }) => {
  const adminToken = await signInAsAdmin(page);
  const blogName = `Browser Blog ${uniqueSuffix()}`;
  await apiCall('POST', '/api/postBlog', adminToken, {
    name: blogName,
    image: await uploadImage(adminToken),
    description: 'A post made by the admin browser test.',
  });

  await page.goto('/Dashboard/blogCollection');
  await expect(page.getByRole('heading', { name: 'Blog Collection' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post a blog' })).toHaveAttribute(
    'href',
    '/postBlog',
  );
  const before = await totalOf(page, 'blogs');
  const post = page.getByRole('row').filter({ hasText: blogName });
  await expect(post).toContainText(DEMO.admin.email);
  await snap(page, 'admin-blogs');

  await post.getByRole('button', { name: `Delete ${blogName}` }).click();
  await confirmDialog(page, 'Delete');
  await expect(toast(page, 'Deleted Successfully')).toBeVisible();
  await expect(post).toHaveCount(0);
  await expect(page.getByText(`Total blogs: ${before - 1}`)).toBeVisible();
});

test('the stats tiles equal GET /api/stats and the chart renders', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/Dashboard/stats');
  await expect(page.getByRole('heading', { name: 'Stats Board' })).toBeVisible();
  await expect(page).toHaveTitle('Stats Board · Dashboard · Tutor Hub');
  const token = await accessToken(page);
  const stats = await apiCall<Record<'tutors' | 'students' | 'courses' | 'blogs', number>>(
    'GET',
    '/api/stats',
    token!,
  );
  const tiles = {
    Tutors: stats.tutors,
    Students: stats.students,
    Courses: stats.courses,
    // The fourth tile reads 'Courses', as on the original site, but it counts blogs.
    Blogs: stats.blogs,
  };
  for (const [label, value] of Object.entries(tiles)) {
    const tile = page.getByRole('region', { name: label, exact: true });
    await expect(tile.getByRole('heading', { name: label })).toBeVisible();
    await expect(tile.getByText(String(value), { exact: true })).toBeVisible();
  }
  const chart = page.getByTestId('stats-chart');
  // The chart's own svg: the largest one (the legend marks are small svgs).
  await expect
    .poll(() =>
      chart.locator('svg').evaluateAll((svgs) => {
        const sizes = svgs.map((svg) => {
          const { width, height } = svg.getBoundingClientRect();
          return { width: Math.round(width), height: Math.round(height) };
        });
        return sizes.sort((x, y) => y.width - x.width)[0] ?? null;
      }),
    )
    .toEqual({ width: 150, height: 150 });
  const arcs = await chart
    .locator('svg')
    .evaluateAll((svgs) => Math.max(...svgs.map((svg) => svg.querySelectorAll('path').length)));
  expect(arcs).toBeGreaterThanOrEqual(4);
  for (const label of Object.keys(tiles)) {
    await expect(chart.getByText(label, { exact: true })).toBeVisible();
  }
  await snap(page, 'admin-stats');
});

test('the admin reads contact messages in the inbox', async ({ page }) => {
  const sender = `Browser Sender ${uniqueSuffix()}`;
  const res = await fetch(`${BASE_URL}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: sender,
      email: uniqueEmail('contact'),
      message: 'Hello, admins!',
    }),
  });
  expect(res.status).toBe(201);
  await signInAsAdmin(page);
  await page.goto('/Dashboard/stats');
  await sidebar(page).getByRole('link', { name: 'Inbox' }).click();
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: sender })).toContainText('Hello, admins!');
  await snap(page, 'admin-inbox');
});

test('a signed-in tutor cannot reach any dashboard page', async ({ page }) => {
  const adminCalls: string[] = [];
  page.on('request', (req) => {
    if (/\/api\/(stats|getStudent|contact|admin\/reports)(\?|$)/.test(req.url())) {
      adminCalls.push(req.url());
    }
  });
  await signInThroughUi(page, DEMO.tutor);
  await expect(new Navbar(page).dashboardLink).toBeHidden();
  for (const path of DASHBOARD_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(page.getByText(NOT_ALLOWED)).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  await snap(page, 'admin-not-allowed');
  expect(adminCalls).toEqual([]);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('the admin suspends a tutor, who is then shown the suspension, and lifts it; admin granted and removed; all in the audit log', async ({
  page,
  browser,
}) => {
  // A tutor of this test's own, registered through the API.
  const name = `Browser Suspended ${uniqueSuffix()}`;
  const account = await createEmulatorAccount(uniqueEmail('suspended'));
  const adminToken = await signInAsAdmin(page);
  await apiCall('POST', '/api/tutorInfo', account.idToken, {
    role: 'tutor',
    name,
    image: await uploadImage(adminToken),
    email: account.email,
    number: '01712345678',
    study: 'Dhaka University',
    subject: 'Physics',
    teachingSubject: 'Physics',
    salary: 5000,
    location: 'Dhaka',
    onlineOffline: 'online',
  });

  await page.goto(`/Dashboard/tutorCollection?q=${encodeURIComponent(name)}`);
  await expect(page.getByText('Total tutors: 1')).toBeVisible();
  const tutorRow = row(page, name);
  await tutorRow.getByRole('button', { name: `Suspend ${name}` }).click();
  await expect(page.getByRole('dialog', { name: `Suspend ${name}?` })).toBeVisible();
  await confirmDialog(page, 'Suspend');
  await expect(toast(page, 'Account suspended')).toBeVisible();
  await expect(tutorRow.getByText('Suspended', { exact: true })).toBeVisible();
  await snap(page, 'admin-suspended-row');

  // The tutor signs in and is told, with a way out, instead of using the site.
  const tutorContext = await browser.newContext();
  const tutorPage = await tutorContext.newPage();
  const login = new LoginPage(tutorPage);
  await login.goto();
  await login.fill(account);
  await login.submit.click();
  const notice = tutorPage.getByRole('alert').filter({ hasText: 'Account suspended' });
  await expect(notice).toContainText(
    'Your account is suspended. Contact Tutor Hub through the contact page',
  );
  await expect(notice.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await snap(tutorPage, 'suspended-account');
  await notice.getByRole('button', { name: 'Sign out' }).click();
  await expect(notice).toBeHidden();
  await tutorContext.close();

  // Lifted: the chip goes.
  await tutorRow.getByRole('button', { name: `Lift suspension: ${name}` }).click();
  await confirmDialog(page, 'Lift suspension');
  await expect(toast(page, 'Suspension lifted')).toBeVisible();
  await expect(tutorRow.getByText('Suspended', { exact: true })).toHaveCount(0);

  // Admin granted, then removed again.
  await tutorRow.getByRole('button', { name: `Make admin: ${name}` }).click();
  await confirmDialog(page, 'Make admin');
  await tutorRow.getByRole('button', { name: `Remove admin: ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Remove admin?' })).toContainText(name);
  await confirmDialog(page, 'Remove admin');
  await expect(toast(page, 'Admin role removed')).toBeVisible();
  await expect(tutorRow.getByRole('button', { name: `Make admin: ${name}` })).toBeEnabled();
  await page.reload();
  await expect(row(page, name).getByRole('button', { name: `Make admin: ${name}` })).toBeEnabled();

  // Every change is in the audit log, newest first, by the demo admin.
  await sidebar(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const entries = page.getByRole('row').filter({ hasText: name });
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText('Admin removed');
  await expect(entries.nth(1)).toContainText('Made admin');
  await expect(entries.nth(2)).toContainText('Suspension lifted');
  await expect(entries.nth(3)).toContainText('Suspended');
  await expect(entries.nth(0)).toContainText(DEMO.admin.email);
  await snap(page, 'admin-audit');
});
