import { MESSAGES } from '@tutorhub/contracts';
import type { AuditEntry } from '../../../store/apiTypes';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { answerDialog, pageOf, renderDashboard, serveMe } from '../../../test/admin';

const admin = { _id: 'a1', name: 'Anika Admin', email: 'anika@example.com' };
const tutor = { _id: 't1', name: 'Tanvir Tutor', email: 'tanvir@example.com' };

const entry = (i: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  _id: `e${i}`,
  action: 'suspend',
  actor: admin,
  target: tutor,
  createdAt: `2026-11-0${(i % 9) + 1}T10:00:00.000Z`,
  note: null,
  ...extra,
});

/** GET /api/admin/audit over `rows`; records each call's query. */
function serveAudit(rows: AuditEntry[]) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('admin/audit'), ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return pageOf(rows, request.url);
    }),
  );
  return calls;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => serveMe());

describe('Audit log', () => {
  it('lists who changed which account, naming the ADMIN_EMAILS setting and deleted accounts', async () => {
    const calls = serveAudit([
      entry(1, { action: 'promote', actor: null, target: admin }),
      entry(2, { action: 'demote', target: null }),
      entry(3, { action: 'unsuspend', actor: { ...admin, name: null } }),
      entry(4, { action: 'report-remove' }),
    ]);
    renderDashboard('/Dashboard/audit');
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
    expect(await screen.findByText('Entries: 4')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['When', 'Action', 'By', 'Account']);

    const granted = rowOf('Made admin');
    expect(within(granted).getByText('ADMIN_EMAILS setting')).toBeInTheDocument();
    expect(within(granted).getByText('Anika Admin')).toBeInTheDocument();
    expect(within(granted).getByText('anika@example.com')).toBeInTheDocument();
    expect(within(granted).getByText(/2026/).closest('time')).toHaveAttribute(
      'dateTime',
      '2026-11-02T10:00:00.000Z',
    );

    expect(within(rowOf('Admin removed')).getByText('Deleted account')).toBeInTheDocument();
    // An actor without a name shows their email.
    expect(within(rowOf('Suspension lifted')).getByText('anika@example.com')).toBeInTheDocument();
    // A resolved report names the admin and the reported item's author.
    const removed = rowOf('Reported content removed');
    expect(within(removed).getByText('Anika Admin')).toBeInTheDocument();
    expect(within(removed).getByText('Tanvir Tutor')).toBeInTheDocument();
    expect(calls[0].get('page')).toBe('1');
    expect(calls[0].get('limit')).toBe('10');
  });

  it('pages on the server', async () => {
    const calls = serveAudit(Array.from({ length: 14 }, (_, i) => entry(i + 1)));
    const { user } = renderDashboard('/Dashboard/audit');
    expect(await screen.findByText('Entries: 14')).toBeInTheDocument();
    expect(screen.getAllByText('Suspended')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.getAllByText('Suspended')).toHaveLength(4));
    expect(calls.at(-1)?.get('page')).toBe('2');
  });

  it('says so when there is nothing yet', async () => {
    serveAudit([]);
    renderDashboard('/Dashboard/audit');
    expect(
      await screen.findByText('No role changes, suspensions or resolved reports yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Entries: 0')).toBeInTheDocument();
  });

  it('offers a retry when the log cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('admin/audit'), ({ request }) =>
        fail
          ? HttpResponse.json(
              {
                statusCode: 503,
                error: 'Service Unavailable',
                message: MESSAGES.serviceUnavailable,
              },
              { status: 503 },
            )
          : pageOf([entry(1)], request.url),
      ),
    );
    const { user } = renderDashboard('/Dashboard/audit');
    expect(await screen.findByText(MESSAGES.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Suspended')).toBeInTheDocument();
  });

  it('shows each entry as a card on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: true });
    onTestFinished(() => {
      window.matchMedia = matchMedia;
    });
    serveAudit([entry(1)]);
    renderDashboard('/Dashboard/audit');
    const list = await screen.findByRole('list', { name: 'Audit log' });
    const card = await within(list).findByRole('listitem');
    for (const label of ['When', 'Action', 'By', 'Account', 'Suspended', 'Tanvir Tutor']) {
      expect(within(card).getByText(label)).toBeInTheDocument();
    }
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is in the dashboard menu and refetches after a suspension', async () => {
    const calls = serveAudit([entry(1)]);
    server.use(
      http.get(apiUrl('getTutor'), ({ request }) =>
        pageOf(
          [
            {
              ...tutor,
              role: 'tutor',
              image: '',
              number: '01700000000',
              study: 'DU',
              subject: 'Science',
              teachingSubject: 'Physics',
              salary: 1,
              location: 'Dhaka',
              onlineOffline: 'online',
            },
          ],
          request.url,
        ),
      ),
      http.patch(apiUrl('admin/accounts/t1/suspension'), () =>
        HttpResponse.json({ modifiedCount: 1 }),
      ),
    );
    const { user } = renderDashboard('/Dashboard/audit');
    await screen.findByText('Entries: 1');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(nav).getByRole('link', { name: 'Tutor Collection' }));
    await user.click(await screen.findByRole('button', { name: 'Suspend Tanvir Tutor' }));
    await answerDialog(user, 'Suspend');
    await screen.findByText(MESSAGES.suspended);
    await user.click(within(nav).getByRole('link', { name: 'Audit log' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('reads in Bangla: headings, actions, dates and counts with Bengali digits', async () => {
    serveAudit([
      entry(1, { action: 'promote', actor: null, target: admin }),
      entry(2, { action: 'demote', target: null }),
    ]);
    renderDashboard('/Dashboard/audit', undefined, 'bn');
    expect(await screen.findByRole('heading', { name: 'অডিট লগ' })).toBeInTheDocument();
    expect(await screen.findByText('মোট এন্ট্রি: ২')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['কখন', 'পরিবর্তন', 'যিনি করেছেন', 'অ্যাকাউন্ট']);
    const granted = rowOf('অ্যাডমিন করা হয়েছে');
    expect(within(granted).getByText('ADMIN_EMAILS সেটিং')).toBeInTheDocument();
    expect(
      within(granted)
        .getByText(/২ নভে, ২০২৬/)
        .closest('time'),
    ).toHaveAttribute('dateTime', '2026-11-02T10:00:00.000Z');
    expect(
      within(rowOf('অ্যাডমিন পদ সরানো হয়েছে')).getByText('মুছে ফেলা অ্যাকাউন্ট'),
    ).toBeInTheDocument();
  });

  it('says in Bangla that there is nothing yet', async () => {
    serveAudit([]);
    renderDashboard('/Dashboard/audit', undefined, 'bn');
    expect(
      await screen.findByText('এখনও কোনো ভূমিকা বদল, স্থগিতাদেশ বা রিপোর্টের নিষ্পত্তি হয়নি।'),
    ).toBeInTheDocument();
    expect(screen.getByText('মোট এন্ট্রি: ০')).toBeInTheDocument();
  });
});
