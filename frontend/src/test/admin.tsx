import { HIRE_REASONS, HIRE_STATUSES, JOB_STATUSES } from '@tutorhub/contracts';
import type { Me } from '../store/apiTypes';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { expect } from 'vitest';
import { createMemoryRouter } from 'react-router-dom';
import { createStore } from '../store/store';
import type { Language } from '../i18n';
import type { AuthState } from '../lib/auth/authSlice';
import { apiUrl, server } from './server';
import { renderRouter, SIGNED_IN } from './utils';
import { dashboardRoutes } from '../app/dashboardRoutes';

// MUI tables are slow to render under a parallel test run; 1 s (the default) flakes.
configure({ asyncUtilTimeout: 5000 });

export const ADMIN_ME: Me = {
  _id: 'me-admin',
  email: 'admin@example.com',
  name: 'Admin',
  image: null,
  kind: null,
  role: 'admin',
  phone: null,
  phoneVerified: false,
  emailVerified: true,
  signInMethods: ['password'],
};

/** Serves GET /api/me as `me`. */
export function serveMe(me: Me = ADMIN_ME) {
  server.use(http.get(apiUrl('me'), () => HttpResponse.json(me)));
}

/**
 * The dashboard routes at `path` with a fresh store, the theme and a Toaster (for tests), in
 * `language` (English unless told).
 */
export function renderDashboard(
  path: string,
  auth: AuthState = SIGNED_IN,
  language: Language = 'en',
) {
  toast.remove(); // toasts live in a module-wide store: drop the previous test's
  const store = createStore({ auth });
  const router = createMemoryRouter(
    [
      { path: '/Dashboard', children: dashboardRoutes },
      // Any other page: a bare marker, so tests see that the dashboard sent them away.
      { path: '*', element: <div data-testid="location" /> },
    ],
    { initialEntries: [path] },
  );
  return renderRouter(store, router, { language });
}

/** Answers a page of `rows` like the API: `?page=&limit=` and X-Total-Count. */
export function pageOf<T>(rows: T[], url: string) {
  const params = new URL(url).searchParams;
  const limit = Number(params.get('limit') ?? 50);
  const page = Number(params.get('page') ?? 1);
  const items = rows.slice((page - 1) * limit, page * limit);
  return HttpResponse.json(items, { headers: { 'X-Total-Count': String(rows.length) } });
}

export const notFound = (message: string) =>
  HttpResponse.json({ statusCode: 404, error: 'Not Found', message }, { status: 404 });

/** Answers the open confirmation dialog with `button` and waits until it has closed. */
export async function answerDialog(
  user: ReturnType<typeof userEvent.setup>,
  button: string,
  title?: string,
) {
  const dialog = await screen.findByRole('dialog', title ? { name: title } : {});
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** A GET /api/stats answer with these record counts and no hires or jobs yet. */
export function statsAnswer(counts: {
  tutors: number;
  students: number;
  courses: number;
  blogs: number;
}) {
  return {
    ...counts,
    hires: Object.fromEntries(HIRE_STATUSES.map((s) => [s, 0])),
    hireReasons: Object.fromEntries(HIRE_REASONS.map((r) => [r, 0])),
    jobs: Object.fromEntries(JOB_STATUSES.map((s) => [s, 0])),
    jobFillRate: null,
    jobDaysToHire: null,
  };
}
