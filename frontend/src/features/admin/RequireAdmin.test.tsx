import { MESSAGES } from '@tutorhub/contracts';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl, server } from '../../test/server';
import { SIGNED_OUT } from '../../test/utils';
import { ADMIN_ME, renderDashboard, serveMe, statsAnswer } from '../../test/admin';

describe('RequireAdmin', () => {
  it('shows a signed-in non-admin the not-allowed page, never the dashboard', async () => {
    const listCall = vi.fn();
    serveMe({ ...ADMIN_ME, kind: 'tutor', role: 'tutor' });
    server.use(http.get(apiUrl('getTutor'), listCall), http.get(apiUrl('stats'), listCall));
    renderDashboard('/Dashboard/tutorCollection');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.notAllowed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(listCall).not.toHaveBeenCalled();
  });

  it('shows Loading... until /api/me answers, then the dashboard', async () => {
    server.use(
      http.get(apiUrl('me'), async () => {
        await delay(150);
        return HttpResponse.json(ADMIN_ME);
      }),
      http.get(apiUrl('stats'), () =>
        HttpResponse.json(statsAnswer({ tutors: 1, students: 1, courses: 1, blogs: 1 })),
      ),
    );
    renderDashboard('/Dashboard');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Stats Board' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Stats Board' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(nav).toHaveTextContent('Dashboard');
    for (const name of [
      'Tutor Collection',
      'Student Collection',
      'Course Collection',
      'Blog Collection',
      'Stats',
      'Inbox',
      'Home',
    ]) {
      expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByRole('link', { name: 'Stats' })[0]).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('sends visitors to /login and remembers where they were going', async () => {
    const { router } = renderDashboard('/Dashboard/stats', SIGNED_OUT);
    expect(await screen.findByTestId('location')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(
      '/Dashboard/stats',
    );
  });

  it('opens the sidebar as a drawer from the menu button', async () => {
    serveMe();
    server.use(
      http.get(apiUrl('contact'), ({ request }) =>
        HttpResponse.json(
          [
            {
              _id: 'm1',
              name: 'Rina',
              email: 'r@x.co',
              message: 'Hello',
              createdAt: '2024-05-01T10:00:00Z',
            },
          ],
          {
            headers: {
              'X-Total-Count': String(new URL(request.url).searchParams.get('page') ? 1 : 1),
            },
          },
        ),
      ),
      http.get(apiUrl('stats'), () =>
        HttpResponse.json(statsAnswer({ tutors: 1, students: 1, courses: 1, blogs: 1 })),
      ),
    );
    const { user, router } = renderDashboard('/Dashboard/inbox');
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dashboard menu' }));
    const drawer = await screen.findByRole('presentation');
    await user.click(
      (await screen.findAllByRole('link', { name: 'Stats' })).find((l) => drawer.contains(l))!,
    );
    expect(router.state.location.pathname).toBe('/Dashboard/stats');
  });

  it('shows the not-allowed page in Bangla', async () => {
    serveMe({ ...ADMIN_ME, kind: 'tutor', role: 'tutor' });
    renderDashboard('/Dashboard/stats', undefined, 'bn');
    expect(await screen.findByRole('heading', { name: 'অনুমতি নেই' })).toBeInTheDocument();
    expect(screen.getByText('ড্যাশবোর্ড খোলার অনুমতি আপনার নেই।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোম পাতায় যান' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('অনুমতি নেই · Tutor Hub');
  });

  it('names the dashboard’s sections in Bangla', async () => {
    serveMe();
    server.use(
      http.get(apiUrl('stats'), () =>
        HttpResponse.json(statsAnswer({ tutors: 1, students: 1, courses: 1, blogs: 1 })),
      ),
    );
    renderDashboard('/Dashboard', undefined, 'bn');
    const nav = await screen.findByRole('navigation', { name: 'ড্যাশবোর্ড' });
    for (const name of [
      'শিক্ষক তালিকা',
      'শিক্ষার্থী তালিকা',
      'কোর্স তালিকা',
      'ব্লগ তালিকা',
      'রিভিউ তালিকা',
      'নিয়োগ',
      'পরিসংখ্যান',
      'ইনবক্স',
      'অডিট লগ',
      'হোম',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'ড্যাশবোর্ড মেনু' })).toBeInTheDocument();
  });
});
