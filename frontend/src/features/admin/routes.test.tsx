import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createAppMemoryRouter } from '../../app/router';
import { createStore } from '../../store/store';
import { apiUrl, server } from '../../test/server';
import { renderRouter, SIGNED_IN, SIGNED_OUT } from '../../test/utils';
import type { AuthState } from '../../lib/auth/authSlice';
import { ADMIN_ME, serveMe, statsAnswer } from '../../test/admin';

vi.mock('../../lib/auth/authService', () => import('../../test/authServiceMock'));

function renderApp(path: string, auth: AuthState) {
  const store = createStore({ auth });
  const router = createAppMemoryRouter(store, [path]);
  renderRouter(store, router, { toaster: false });
  return router;
}

describe('admin routes in the app router', () => {
  it('sends a bare /Dashboard to the Stats Board, loading the admin routes lazily', async () => {
    serveMe(ADMIN_ME);
    server.use(
      http.get(apiUrl('stats'), () =>
        HttpResponse.json(statsAnswer({ tutors: 1, students: 2, courses: 3, blogs: 4 })),
      ),
      http.get(apiUrl('notifications/unread-count'), () => HttpResponse.json({ count: 0 })),
    );
    const router = renderApp('/Dashboard', SIGNED_IN);
    expect(await screen.findByRole('heading', { name: 'Stats Board' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Dashboard/stats');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a visitor from any dashboard page to /login', async () => {
    const router = renderApp('/Dashboard/courseCollection', SIGNED_OUT);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
