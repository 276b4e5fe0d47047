import { REPORT_MESSAGES } from '@tutorhub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Report } from '../../../store/apiTypes';
import { apiUrl, server } from '../../../test/server';
import { answerDialog, pageOf, renderDashboard, serveMe } from '../../../test/admin';

const report = (i: number, extra: Partial<Report> = {}): Report => ({
  _id: `rep${i}`,
  targetType: 'review',
  targetId: `item${i}`,
  item: { title: null, text: `Review text ${i}`, authorName: `Author ${i}` },
  reason: 'abuse',
  note: null,
  reporter: { _id: `u${i}`, name: `Reporter ${i}`, email: `reporter${i}@example.com` },
  reportedUser: { _id: `a${i}`, name: `Author ${i}`, email: `author${i}@example.com` },
  openReports: 1,
  resolution: null,
  resolvedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

/** The queue over `open` and `resolved` rows: PATCH resolves a row; records calls. */
function serveQueue(open: Report[], resolved: Report[] = []) {
  const db = {
    open: [...open],
    resolved: [...resolved],
    statuses: [] as string[],
    patches: [] as unknown[],
  };
  server.use(
    http.get(apiUrl('admin/reports'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'open';
      db.statuses.push(status);
      return pageOf(status === 'open' ? db.open : db.resolved, request.url);
    }),
    http.patch(apiUrl('admin/reports/:id'), async ({ params, request }) => {
      const body = (await request.json()) as { resolution: string };
      db.patches.push({ id: params.id, ...body });
      db.open = db.open.filter((r) => r._id !== params.id);
      return HttpResponse.json({ modifiedCount: 1 });
    }),
  );
  return db;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => serveMe());

describe('Reports', () => {
  it('lists the open queue with each item in place, the crowded profile marked', async () => {
    const db = serveQueue([
      report(1, {
        targetType: 'tutor',
        item: { title: 'Karim Tutor', text: 'Call 017…', authorName: 'Karim Tutor' },
        reason: 'contact-details',
        note: 'Phone number in the about',
        openReports: 3,
      }),
      report(2),
    ]);
    renderDashboard('/Dashboard/reports');
    expect(await screen.findByText('Open reports: 2')).toBeInTheDocument();
    const crowded = rowOf('Call 017…');
    expect(within(crowded).getByText('Tutor profile')).toBeInTheDocument();
    expect(within(crowded).getByText('3 open reports')).toBeInTheDocument();
    expect(within(crowded).getByText('Contact details')).toBeInTheDocument();
    expect(within(crowded).getByText('Phone number in the about')).toBeInTheDocument();
    expect(within(crowded).getByText('Reporter 1')).toBeInTheDocument();
    const review = rowOf('Review text 2');
    expect(within(review).getByText('Site review')).toBeInTheDocument();
    expect(within(review).getByText('by Author 2')).toBeInTheDocument();
    expect(within(review).queryByText(/open reports/)).not.toBeInTheDocument();
    expect(db.statuses).toEqual(['open']);
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('dismisses at once, and the report leaves the queue', async () => {
    const db = serveQueue([report(1), report(2)]);
    const { user } = renderDashboard('/Dashboard/reports');
    await user.click(
      await screen.findByRole('button', { name: 'Dismiss the reports of Author 1' }),
    );
    expect(await screen.findByText(REPORT_MESSAGES.resolved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Review text 1')).not.toBeInTheDocument());
    expect(db.patches).toEqual([{ id: 'rep1', resolution: 'dismissed' }]);
  });

  it('removes content and suspends only after a confirmation', async () => {
    const db = serveQueue([report(1), report(2)]);
    const { user } = renderDashboard('/Dashboard/reports');
    await user.click(await screen.findByRole('button', { name: 'Remove the content of Author 1' }));
    await answerDialog(user, 'Cancel', 'Remove “Author 1”?');
    expect(db.patches).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove the content of Author 1' }));
    await answerDialog(user, 'Remove content', 'Remove “Author 1”?');
    await waitFor(() =>
      expect(db.patches).toEqual([{ id: 'rep1', resolution: 'content-removed' }]),
    );
    await user.click(await screen.findByRole('button', { name: 'Suspend Author 2' }));
    await answerDialog(user, 'Suspend account', 'Suspend Author 2?');
    await waitFor(() =>
      expect(db.patches).toContainEqual({ id: 'rep2', resolution: 'account-suspended' }),
    );
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
  });

  it('shows resolved reports with their resolution and no actions', async () => {
    const db = serveQueue(
      [],
      [
        report(3, {
          item: null,
          resolution: 'content-removed',
          resolvedAt: '2026-11-21T10:00:00.000Z',
        }),
      ],
    );
    const { user } = renderDashboard('/Dashboard/reports');
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    const row = (await screen.findByText('The item no longer exists')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Content removed')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Resolved reports: 1')).toBeInTheDocument();
    expect(db.statuses).toEqual(['open', 'resolved']);
  });

  it('reads in Bangla', async () => {
    serveQueue([
      report(1, {
        targetType: 'blog',
        item: { title: 'দশটি টিপস', text: 'লেখা', authorName: 'লেখক' },
        openReports: 1,
      }),
    ]);
    renderDashboard('/Dashboard/reports', undefined, 'bn');
    expect(await screen.findByText('খোলা রিপোর্ট: ১')).toBeInTheDocument();
    const row = rowOf('দশটি টিপস');
    expect(within(row).getByText('ব্লগ পোস্ট')).toBeInTheDocument();
    expect(within(row).getByText('অপমানজনক আচরণ')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'দশটি টিপস-এর কনটেন্ট সরান' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'নিষ্পত্তি হয়েছে' })).toBeInTheDocument();
  });
});
