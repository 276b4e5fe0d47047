import { ACCESS_TOKEN_KEY, MESSAGES } from '@tutorhub/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppMemoryRouter } from '../../app/router';
import { createStore } from '../../store/store';
import { apiUrl, server } from '../../test/server';
import { renderRouter, SIGNED_IN } from '../../test/utils';

// The notice is a lazily loaded module: its first import under a parallel run is slow.
const LAZY = { timeout: 5000 };
import * as authService from '../../lib/auth/authService';
import type { AuthState } from '../../lib/auth/authSlice';

vi.mock('../../lib/auth/authService', () => import('../../test/authServiceMock'));

const suspendedAnswer = () =>
  HttpResponse.json(
    {
      statusCode: 403,
      error: 'Forbidden',
      message: MESSAGES.accountSuspended,
      code: 'general.accountSuspended',
      params: {},
    },
    { status: 403 },
  );

function renderApp(path: string, auth: AuthState = SIGNED_IN, language: 'en' | 'bn' = 'en') {
  const store = createStore({ auth });
  const router = createAppMemoryRouter(store, [path]);
  return { ...renderRouter(store, router, { toaster: false, language }), store };
}

describe('a suspended account', () => {
  beforeEach(() => vi.clearAllMocks());

  it('gets the suspension explained in place of the page once any call answers 403 suspended', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'api-token');
    server.use(
      http.get(apiUrl('me'), suspendedAnswer),
      http.get(apiUrl('getTutor'), suspendedAnswer),
    );
    const { store, user } = renderApp('/tutorFinds');

    const title = await screen.findByText('Account suspended', {}, LAZY);
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(MESSAGES.accountSuspended);
    expect(store.getState().auth.status).toBe('suspended');
    // The refused token is dropped; no generic load failure is shown.
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(screen.queryByText(MESSAGES.loadFailed)).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Sign out' }));
    expect(vi.mocked(authService).signOut).toHaveBeenCalledTimes(1);
  });

  it('still reaches the contact page the message points to', async () => {
    server.use(http.get(apiUrl('aboutUs'), () => HttpResponse.json([])));
    const { user } = renderApp('/aboutUs', { ...SIGNED_IN, status: 'suspended' });
    const alert = await screen.findByRole('alert', {}, LAZY);
    expect(screen.queryByRole('heading', { name: /about/i })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('link', { name: 'Contact page' }));
    expect(await screen.findByRole('button', { name: 'Submit' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.accountSuspended);
  });

  it('explains the suspension in Bangla, with its two ways out', async () => {
    server.use(
      http.get(apiUrl('me'), suspendedAnswer),
      http.get(apiUrl('getTutor'), suspendedAnswer),
    );
    renderApp('/tutorFinds', { ...SIGNED_IN, status: 'suspended' }, 'bn');
    const title = await screen.findByText('অ্যাকাউন্ট স্থগিত', {}, LAZY);
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('আপনার অ্যাকাউন্ট স্থগিত করা হয়েছে।');
    expect(within(alert).getByRole('button', { name: 'লগআউট করুন' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'যোগাযোগের পাতা' })).toHaveAttribute(
      'href',
      '/contactUs',
    );
  });

  it('does not treat other 403 answers as a suspension', async () => {
    server.use(
      http.get(apiUrl('me'), () => HttpResponse.json({ _id: 'u1', role: 'student' })),
      http.get(apiUrl('getTutor'), () =>
        HttpResponse.json(
          { statusCode: 403, error: 'Forbidden', message: MESSAGES.notAllowed },
          { status: 403 },
        ),
      ),
    );
    const { store } = renderApp('/tutorFinds');
    // The page's own failure state, not the suspension notice.
    expect(await screen.findByText(MESSAGES.loadFailed, {}, LAZY)).toBeInTheDocument();
    expect(store.getState().auth.status).toBe('signedIn');
    expect(screen.queryByText('Account suspended')).not.toBeInTheDocument();
  });
});
