import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_PROFILE_ME, serveMe, STUDENT_ME } from '../../../test/hires';
import { apiUrl, server } from '../../../test/server';
import { renderPage } from '../../../test/utils';
import { authApi } from '../../../lib/auth/authApi';
import { setLiveMode } from '../../../lib/live/liveMode';
import MessagesNavLink from './MessagesNavLink';

/** The event stream, answered `status` (no stream): the app polls. */
function serveCount(count: number, streamStatus = 501) {
  const asked = { events: 0 };
  server.use(
    http.get(apiUrl('conversations/unread-count'), () => HttpResponse.json({ count })),
    http.get(apiUrl('events'), () => {
      asked.events += 1;
      return new HttpResponse(null, { status: streamStatus });
    }),
  );
  return asked;
}

afterEach(() => setLiveMode('connecting'));

describe('MessagesNavLink', () => {
  it('links a member to Messages with the unread count, and asks for the live stream', async () => {
    serveMe(STUDENT_ME);
    const asked = serveCount(3);
    renderPage(<MessagesNavLink />);
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link).toHaveAttribute('href', '/messages');
    await waitFor(() => expect(asked.events).toBe(1), { timeout: 5_000 });
  });

  it('reads in Bangla, with Bengali digits', async () => {
    serveMe(STUDENT_ME);
    serveCount(12);
    renderPage(<MessagesNavLink />, { language: 'bn' });
    expect(await screen.findByRole('link', { name: 'মেসেজ, ১২টি অপঠিত' })).toBeInTheDocument();
  });

  it('is not shown to an account without a tutor or student profile', async () => {
    serveMe(NO_PROFILE_ME);
    const asked = serveCount(0);
    const { store } = renderPage(<MessagesNavLink />);
    await waitFor(() =>
      expect(authApi.endpoints.getMe.select()(store.getState()).isSuccess).toBe(true),
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(asked.events).toBe(0);
  });
});
