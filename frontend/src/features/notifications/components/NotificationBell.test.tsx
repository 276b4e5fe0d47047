import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { type NoticeParams, noticeText, type NotificationType } from '@tutorhub/contracts';
import { describe, expect, it } from 'vitest';
import { apiUrl, server } from '../../../test/server';
import type { Language } from '../../../i18n';
import { renderPage, SIGNED_IN, SIGNED_OUT } from '../../../test/utils';
import type { AuthState } from '../../../lib/auth/authSlice';
import MyTuitionsPage from '../../hires/pages/MyTuitionsPage';
import { errorAnswer, listAnswer, serveMe, STUDENT_ME } from '../../../test/hires';
import type { AppNotification } from '../../../store/hireTypes';
import NotificationBell from './NotificationBell';

/** A notification as the API answers it: its type and params, and their English. */
const notice = (type: NotificationType, params: NoticeParams) => ({
  type,
  params: params as AppNotification['params'],
  text: noticeText(type, params),
});

const REQUESTED = notice('hire.requested', {
  student: 'Tanvir Hasan',
  subject: 'Physics',
  classLevel: 'Class 9',
  days: 4,
  salary: 12500,
});

const note = (i: number, read: boolean): AppNotification => ({
  _id: `n${i}`,
  ...(i === 1 ? notice('hire.accepted', { tutor: `Tutor ${i}`, subject: 'Biology' }) : REQUESTED),
  hireId: `hire-${i}`,
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

const setup = (auth?: AuthState, language: Language = 'en') =>
  renderPage(<NotificationBell />, {
    auth,
    language,
    extraRoutes: [{ path: '/tuitions', element: <div>my tuitions page</div> }],
  });

describe('NotificationBell', () => {
  it('shows the unread count and lists the newest notifications, unread first marked', async () => {
    serveBell(1);
    const { user } = setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = await within(panel).findByRole('list', { name: 'Newest notifications' });
    expect(await within(list).findByText('Request accepted')).toBeInTheDocument();
    expect(within(list).getByText('· new')).toBeInTheDocument();
    expect(within(list).getByText(/Tanvir Hasan asked to hire you/)).toBeInTheDocument();
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

  it('reads in Bangla: the count in Bengali digits, the kinds, the date and the buttons', async () => {
    serveBell(1);
    const { user } = setup(SIGNED_IN, 'bn');
    const bell = await screen.findByRole('button', { name: 'নোটিফিকেশন, ১টি অপঠিত' });
    expect(within(bell).getByText('১')).toBeInTheDocument();
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'নোটিফিকেশন' });
    const list = await within(panel).findByRole('list', { name: 'সাম্প্রতিক নোটিফিকেশন' });
    expect(await within(list).findByText('অনুরোধ গৃহীত হয়েছে')).toBeInTheDocument();
    expect(within(list).getByText('নতুন অনুরোধ')).toBeInTheDocument();
    expect(within(list).getByText('· নতুন')).toBeInTheDocument();
    expect(within(list).getByText(/^Tanvir Hasan আপনাকে পদার্থবিজ্ঞান/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'সবগুলো পড়া হয়েছে' })).toBeEnabled();
  });

  it('renders a notice in Bangla from its type and params: subject, reason and a gone party in Bangla, Bengali digits, the name as written', async () => {
    const notices: AppNotification[] = [
      note(2, false),
      {
        ...note(3, false),
        ...notice('hire.declined', {
          tutor: 'Farhana Akter',
          subject: 'Physics',
          reason: 'salary',
        }),
      },
      {
        ...note(4, false),
        ...notice('hire.ended', { by: 'tutor', tutor: null, subject: 'Statistics' }),
      },
    ];
    server.use(
      http.get(apiUrl('notifications/unread-count'), () => HttpResponse.json({ count: 2 })),
      http.get(apiUrl('notifications'), () => listAnswer(notices)),
    );
    const { user } = setup(SIGNED_IN, 'bn');
    await user.click(await screen.findByRole('button', { name: 'নোটিফিকেশন, ২টি অপঠিত' }));
    const list = await screen.findByRole('list', { name: 'সাম্প্রতিক নোটিফিকেশন' });
    expect(
      await within(list).findByText(
        'Tanvir Hasan আপনাকে পদার্থবিজ্ঞান (Class 9) পড়ানোর জন্য নিয়োগ দিতে চান: সপ্তাহে ৪ দিন, মাসে ১২,৫০০ টাকা। · ২০ নভে, ২০২৬',
      ),
    ).toBeInTheDocument();
    expect(
      within(list).getByText(
        'Farhana Akter আপনার পদার্থবিজ্ঞান পড়ানোর অনুরোধ ফিরিয়ে দিয়েছেন। কারণ: বেতন মিলছে না। · ২০ নভে, ২০২৬',
      ),
    ).toBeInTheDocument();
    expect(
      within(list).getByText('আপনার শিক্ষক পরিসংখ্যান টিউশনটি শেষ করেছেন। · ২০ নভে, ২০২৬'),
    ).toBeInTheDocument();
  });

  it("renders a report's outcome in Bangla from its resolution, and opening it stays on the page", async () => {
    const reads: unknown[] = [];
    server.use(
      http.get(apiUrl('notifications/unread-count'), () => HttpResponse.json({ count: 1 })),
      http.get(apiUrl('notifications'), () =>
        listAnswer([
          {
            ...note(5, false),
            ...notice('report.resolved', { resolution: 'content-removed' }),
            hireId: null,
          },
        ]),
      ),
      http.post(apiUrl('notifications/read'), async ({ request }) => {
        reads.push(await request.json());
        return HttpResponse.json({ modifiedCount: 1 });
      }),
    );
    const { user } = setup(SIGNED_IN, 'bn');
    await user.click(await screen.findByRole('button', { name: 'নোটিফিকেশন, ১টি অপঠিত' }));
    const list = await screen.findByRole('list', { name: 'সাম্প্রতিক নোটিফিকেশন' });
    const outcome = await within(list).findByText(
      'রিপোর্টের জন্য ধন্যবাদ: একজন অ্যাডমিন কনটেন্টটি সরিয়ে দিয়েছেন। · ২০ নভে, ২০২৬',
    );
    await user.click(outcome);
    await waitFor(() => expect(reads).toEqual([{ ids: ['n5'] }]));
    expect(screen.queryByText('my tuitions page')).not.toBeInTheDocument();
  });

  it('keeps a hire notice word for word in English', async () => {
    server.use(
      http.get(apiUrl('notifications/unread-count'), () => HttpResponse.json({ count: 1 })),
      http.get(apiUrl('notifications'), () => listAnswer([note(2, false)])),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const list = await screen.findByRole('list', { name: 'Newest notifications' });
    expect(
      await within(list).findByText(
        'Tanvir Hasan asked to hire you for Physics (Class 9), 4 days a week, 12,500 BDT a month. · 20 Nov 2026',
      ),
    ).toBeInTheDocument();
  });

  it('caps the count at ৯৯+ in Bangla, the badge and the name alike', async () => {
    server.use(
      http.get(apiUrl('notifications/unread-count'), () => HttpResponse.json({ count: 120 })),
    );
    setup(SIGNED_IN, 'bn');
    const bell = await screen.findByRole('button', { name: 'নোটিফিকেশন, ৯৯+টি অপঠিত' });
    expect(within(bell).getByText('৯৯+')).toBeInTheDocument();
  });

  it('says in Bangla when there is nothing yet, and when the list fails', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('notifications/unread-count'), () => HttpResponse.json({ count: 0 })),
      http.get(apiUrl('notifications'), () => (fail ? errorAnswer(500, 'boom') : listAnswer([]))),
    );
    const { user } = setup(SIGNED_IN, 'bn');
    await user.click(await screen.findByRole('button', { name: 'নোটিফিকেশন' }));
    expect(await screen.findByText('এটি লোড করা যায়নি। আবার চেষ্টা করুন।')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(await screen.findByText('এখনো কোনো নোটিফিকেশন নেই।')).toBeInTheDocument();
  });
});
