import { NOT_FOUND } from '@tutorhub/contracts';
import type { Blog, Course, Me } from '../store/apiTypes';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../lib/auth/authSlice';
import { listAnswer, serveMe, STUDENT_ME, tutorProfile } from '../test/hires';
import { apiUrl, server } from '../test/server';
import { renderRouter, SIGNED_IN, SIGNED_OUT } from '../test/utils';
import { createAppMemoryRouter } from './router';
import { createStore } from '../store/store';

vi.mock('../lib/auth/authService', () => import('../test/authServiceMock'));

const course: Course = {
  _id: 'c1',
  courseName: 'Physics 101',
  image: 'https://cdn.example.com/c1.png',
  email: 'course@example.com',
  number: '01711111111',
  description: 'Mechanics and waves.',
  duration: '3 months',
  amount: 4500,
  prerequisites: 'HSC',
  targetAudience: 'Class 11',
  status: 'Accepted',
  createdAt: '2024-01-01T00:00:00Z',
};

const blog = (i: number): Blog => ({
  _id: `b${i}`,
  name: `Blog ${i}`,
  image: `https://cdn.example.com/b${i}.png`,
  email: 'a@b.co',
  description: `About ${i}`,
  publishedAt: '2024-05-01T10:00:00Z',
  publishedDate: '5/1/2024',
  time: '4:00:00 PM',
});

function renderApp(path: string, auth: AuthState = SIGNED_OUT) {
  const store = createStore({ auth });
  const router = createAppMemoryRouter(store, [path]);
  const { user } = renderRouter(store, router, { toaster: false });
  return { store, router, user };
}

function serveHome() {
  server.use(
    http.get(apiUrl('getTutorReview'), () =>
      HttpResponse.json(
        [
          {
            _id: 'r1',
            name: 'Rina',
            email: 'r@x.co',
            image: null,
            message: 'Loved it',
            rating: 3,
            createdAt: '',
            date: '1/1/2024',
            time: '10:00',
          },
        ],
        { headers: { 'X-Total-Count': '1' } },
      ),
    ),
    http.get(apiUrl('getBlogs'), () =>
      HttpResponse.json([blog(1), blog(2), blog(3)], { headers: { 'X-Total-Count': '3' } }),
    ),
  );
}

describe('router', () => {
  it('renders Home with reviews (own rating), FAQ and a 2-post blog toggle', async () => {
    serveHome();
    const { user } = renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the Tutor Hub' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Tutor Hub');
    expect(screen.getByRole('link', { name: 'Tutor' })).toHaveAttribute(
      'href',
      '/tutorRegistration',
    );
    expect(screen.getByRole('link', { name: 'Student' })).toHaveAttribute(
      'href',
      '/studentRegistration',
    );
    // The sections below the hero load after the first paint (with the store).
    expect(
      await screen.findByRole('link', { name: 'Hire Tutor' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/tutorFinds');
    expect(await screen.findByText('Loved it')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /\?$/ })).toHaveLength(4);
    await screen.findByRole('heading', { name: 'Blog 1' });
    expect(screen.getByRole('heading', { name: 'Blog 2' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Blog 3' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See More' }));
    expect(screen.getByRole('heading', { name: 'Blog 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.queryByRole('heading', { name: 'Blog 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to write a review' })).toBeInTheDocument();
    expect(await screen.findByText(/© 2024 Tutor Hub/)).toBeInTheDocument();
  });

  it('sends visitors of guarded pages to /login', async () => {
    renderApp('/course');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it("shows 'Loading...' while the auth state resolves", async () => {
    renderApp('/tutorFinds', { status: 'loading', user: null });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('loads the course before rendering the detail page, with Enroll Now', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('getCourse/c1'), () => {
        calls += 1;
        return HttpResponse.json(course);
      }),
    );
    const { user, router } = renderApp('/getCourse/c1');
    expect(await screen.findByRole('heading', { name: 'Physics 101' })).toBeInTheDocument();
    expect(router.state.loaderData).toBeDefined();
    expect(calls).toBe(1);
    expect(screen.getByText('Mechanics and waves.')).toBeInTheDocument();
    expect(document.title).toBe('Physics 101 · Tutor Hub');
    const img = document.querySelector('article img')!;
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '400');
    await user.click(screen.getByRole('button', { name: 'Enroll Now' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: /course@example.com/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:course@example.com/),
    );
    expect(within(dialog).getByRole('link', { name: /01711111111/ })).toHaveAttribute(
      'href',
      'tel:01711111111',
    );
  });

  it('shows a friendly not-found for a missing course', async () => {
    server.use(
      http.get(apiUrl('getCourse/nope'), () =>
        HttpResponse.json(
          { statusCode: 404, error: 'Not Found', message: NOT_FOUND.course },
          { status: 404 },
        ),
      ),
    );
    renderApp('/getCourse/nope');
    // Found and checked in one step: the page refetches the failed course once it mounts, so
    // the heading is briefly replaced by the skeleton.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: NOT_FOUND.course })).toBeInTheDocument(),
    );
  });

  it('renders a blog with its publication date and time', async () => {
    server.use(http.get(apiUrl('getBlogs/b7'), () => HttpResponse.json(blog(7))));
    renderApp('/getBlogs/b7');
    expect(await screen.findByRole('heading', { name: 'Blog 7' })).toBeInTheDocument();
    expect(screen.getByText('Published 5/1/2024 at 4:00:00 PM')).toBeInTheDocument();
  });

  it("opens the hire request form on a tutor's profile for a student", async () => {
    serveMe(STUDENT_ME);
    server.use(
      http.get(apiUrl('tutors/tutor-1'), () => HttpResponse.json(tutorProfile())),
      http.get(apiUrl('tutors/tutor-1/reviews'), () => listAnswer([])),
    );
    const { user } = renderApp('/tutors/tutor-1', SIGNED_IN);
    expect(await screen.findByRole('heading', { name: 'Tania Tutor' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Request to hire' }));
    const form = await screen.findByRole('form', { name: 'Request to hire Tania Tutor' });
    expect(within(form).getByRole('button', { name: 'Send request' })).toBeInTheDocument();
  });

  it('shows Dashboard only to admins and loads the admin routes lazily', async () => {
    const me: Me = {
      _id: 'm1',
      email: SIGNED_IN.user!.email!,
      name: 'Admin',
      image: null,
      kind: 'tutor',
      role: 'admin',
      phone: null,
      phoneVerified: false,
      emailVerified: true,
      signInMethods: ['password'],
    };
    server.use(
      http.get(apiUrl('me'), () => HttpResponse.json(me)),
      http.get(apiUrl('notifications/unread-count'), () => HttpResponse.json({ count: 0 })),
    );
    const { user } = renderApp('/aboutUs', SIGNED_IN);
    server.use(http.get(apiUrl('aboutUs'), () => HttpResponse.json([])));
    const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/Dashboard/stats');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(dashboard);
    expect(
      await screen.findByRole('heading', { name: 'Stats Board' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('hides Dashboard from non-admins and shows the bell and the profile menu', async () => {
    server.use(
      http.get(apiUrl('notifications/unread-count'), () => HttpResponse.json({ count: 2 })),
      http.get(apiUrl('me'), () =>
        HttpResponse.json({
          _id: 'm2',
          email: 'sam@example.com',
          name: 'Sam',
          image: null,
          kind: 'student',
          role: 'student',
          phone: null,
          phoneVerified: false,
          emailVerified: true,
          signInMethods: ['password'],
        }),
      ),
      http.get(apiUrl('aboutUs'), () => HttpResponse.json([])),
    );
    const { user } = renderApp('/aboutUs', SIGNED_IN);
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open profile menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Sam Student')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My tuitions' })).toHaveAttribute(
      'href',
      '/tuitions',
    );
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
