import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createAppMemoryRouter } from '../../../app/router';
import { createStore } from '../../../store/store';
import type { Language } from '../../../i18n';
import { apiUrl, server } from '../../../test/server';
import type { Me } from '../../../store/apiTypes';
import { axeViolations } from '../../../test/axe';
import { renderRouter, SIGNED_IN, SIGNED_OUT } from '../../../test/utils';

vi.mock('../../../lib/auth/authService', () => import('../../../test/authServiceMock'));

function renderHome(language: Language, me?: Me) {
  server.use(
    http.get(apiUrl('getTutorReview'), () => HttpResponse.json([])),
    http.get(apiUrl('getBlogs'), () => HttpResponse.json([])),
    http.get(apiUrl('me'), () => HttpResponse.json(me)),
    http.get(apiUrl('notifications/unread-count'), () => HttpResponse.json({ count: 0 })),
  );
  const store = createStore({ auth: me ? SIGNED_IN : SIGNED_OUT });
  return renderRouter(store, createAppMemoryRouter(store, ['/']), { toaster: false, language });
}

const LATER = { timeout: 5000 };

describe('HomePage', () => {
  it('reads in English', async () => {
    renderHome('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the Tutor Hub' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'Tutor' })).toHaveAttribute(
      'href',
      '/tutorRegistration',
    );
    expect(
      await screen.findByRole('heading', { name: 'Frequently asked questions' }, LATER),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'What is Tutor Hub?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hire Tutor' })).toHaveAttribute('href', '/tutorFinds');
    expect(await screen.findByText('© 2024 Tutor Hub. All rights reserved.')).toBeInTheDocument();
    expect(document.title).toBe('Tutor Hub');
    expect(document.documentElement.lang).toBe('en');
  });

  it('reads in Bangla, with Bengali digits', async () => {
    const { user } = renderHome('bn');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tutor Hub-এ আপনাকে স্বাগতম' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'মূল অংশে যান' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('link', { name: 'শিক্ষক' })).toHaveAttribute(
      'href',
      '/tutorRegistration',
    );
    expect(screen.getByRole('link', { name: 'শিক্ষার্থী' })).toHaveAttribute(
      'href',
      '/studentRegistration',
    );
    expect(
      await screen.findByRole('heading', { name: 'সচরাচর জিজ্ঞাসা' }, LATER),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ব্যবহারকারীরা যা বলছেন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'শিক্ষক নিয়োগ দিন' })).toHaveAttribute(
      'href',
      '/tutorFinds',
    );
    await user.click(screen.getByRole('button', { name: /ক্লাসের সময় বদলানো/ }));
    expect(await screen.findByText(/অন্তত ২৪ ঘণ্টা আগে/)).toBeInTheDocument();
    expect(await screen.findByText('© ২০২৪ Tutor Hub। সর্বস্বত্ব সংরক্ষিত।')).toBeInTheDocument();
    expect(document.title).toBe('Tutor Hub');
    expect(document.documentElement.lang).toBe('bn');
  });

  describe('for a member: their next steps instead of the ways to join', () => {
    const account = (kind: Me['kind'], role: Me['role']): Me => ({
      _id: '5f0c8f3e-1111-4a2b-9c3d-0123456789ab',
      email: 'member@example.com',
      image: null,
      name: kind ? 'Rahim Uddin' : null,
      kind,
      role,
      phone: null,
      phoneVerified: false,
      emailVerified: true,
      signInMethods: ['password'],
    });
    const hero = async (name: string) =>
      within(
        (await screen.findByRole('heading', { level: 1, name })).closest('section') as HTMLElement,
      );

    it('a student: find a tutor and My tuitions', async () => {
      renderHome('en', account('student', 'student'));
      const top = await hero('Welcome back, Rahim Uddin');
      expect(top.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
        '/tutorFinds',
        '/tuitions',
      ]);
      expect(top.getByRole('link', { name: 'Find a tutor' })).toBeInTheDocument();
      expect(top.getByRole('link', { name: 'My tuitions' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Tutor' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Student' })).not.toBeInTheDocument();
      expect(await axeViolations(document.body)).toEqual([]);
    });

    it('a tutor: My tuitions and their own profile, in Bangla', async () => {
      const me = account('tutor', 'tutor');
      renderHome('bn', me);
      const top = await hero('আবার স্বাগতম, Rahim Uddin');
      expect(top.getByRole('link', { name: 'আমার টিউশন' })).toHaveAttribute('href', '/tuitions');
      expect(top.getByRole('link', { name: 'আপনার প্রোফাইল' })).toHaveAttribute(
        'href',
        `/tutors/${me._id}`,
      );
      expect(top.queryByRole('link', { name: 'শিক্ষক খুঁজুন' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'শিক্ষার্থী' })).not.toBeInTheDocument();
    });

    it('an admin: the dashboard', async () => {
      renderHome('en', account(null, 'admin'));
      const top = await hero('Welcome back');
      // An admin's hero has no name to wait for: its link comes with the account.
      expect(await top.findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      expect(top.getAllByRole('link')).toHaveLength(1);
    });

    it('an account yet to register a profile: the ways to join', async () => {
      renderHome('en', account(null, null));
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the Tutor Hub' });
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'Student' })).toHaveAttribute(
          'href',
          '/studentRegistration',
        ),
      );
      expect(screen.queryByRole('link', { name: 'My tuitions' })).not.toBeInTheDocument();
    });
  });
});
