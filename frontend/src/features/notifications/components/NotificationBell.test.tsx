import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import { renderPage, SIGNED_OUT } from '../../../test/utils';
import type { AuthState } from '../../auth/authSlice';
import MyTuitionsPage from '../../hires/pages/MyTuitionsPage';
import { errorAnswer, listAnswer, serveMe, STUDENT_ME } from '../../hires/testing';
import type { AppNotification } from '../../hires/types';
import NotificationBell from './NotificationBell';

const note = (i: number, read: boolean): AppNotification => ({
  _id: `n${i}`,
  type: i === 1 ? 'hire.accepted' : 'hire.requested',
  hireId: `hire-${i}`,
  text: `Notification text ${i}`,
  read,
  createdAt: '2026-11-20T10:00:00.000Z',
});

function serveBell(initialCount: number) {
  let count = initialCount;
  const reads: unknown[] = [];
  server.use(
    http.get(apiUrl('notifications/unread-count'), () => HttpResponse.json({ count })),
    http.get(apiUrl('notifications'), () => listAnswer([note(1, count === 0), note(2, true)])),
    http.post(apiUrl('notifications/read'), async ({ request }) => {
      reads.push(await request.json());
      count = 0;
      return HttpResponse.json({ modifiedCount: 1 });
    }),
  );
  return reads;
}

const setup = (auth?: AuthState) =>
  renderPage(<NotificationBell />, {
    auth,
    extraRoutes: [{ path: '/tuitions', element: <div>my tuitions page</div> }],
  });

describe('NotificationBell', () => {
  it('shows the unread count and lists the newest notifications, unread first marked', async () => {
    serveBell(1);
    const { user } = setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = within(panel).getByRole('list', { name: 'Newest notifications' });
    expect(await within(list).findByText('Request accepted')).toBeInTheDocument();
    expect(within(list).getByText('· new')).toBeInTheDocument();
    expect(within(list).getByText(/Notification text 2/)).toBeInTheDocument();
  });

  it('marks one read and opens My tuitions', async () => {
    const reads = serveBell(1);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: /Request accepted/ }));
    expect(await screen.findByText('my tuitions page')).toBeInTheDocument();
    await waitFor(() => expect(reads).toEqual([{ ids: ['n1'] }]));
  });

  it('marks all read; the count follows', async () => {
    const reads = serveBell(2);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(reads).toEqual([{}]));
    expect(await screen.findByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says when there is nothing yet, and offers Retry when the list fails', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('notifications/unread-count'), () => HttpResponse.json({ count: 0 })),
      http.get(apiUrl('notifications'), () => (fail ? errorAnswer(500, 'boom') : listAnswer([]))),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });

  it('is absent for visitors and asks nothing', async () => {
    // Any call would fail the test (unhandled request).
    setup(SIGNED_OUT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('refetches the tuitions when the unread count rises (on returning to the tab)', async () => {
    serveMe(STUDENT_ME);
    let count = 0;
    let hireCalls = 0;
    server.use(
      http.get(apiUrl('notifications/unread-count'), () => HttpResponse.json({ count })),
      http.get(apiUrl('hires'), () => {
        hireCalls += 1;
        return listAnswer([]);
      }),
    );
    renderPage(
      <>
        <NotificationBell />
        <MyTuitionsPage />
      </>,
    );
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(hireCalls).toBe(1));
    count = 1;
    fireEvent.focus(window);
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(hireCalls).toBe(2));
  });
});
