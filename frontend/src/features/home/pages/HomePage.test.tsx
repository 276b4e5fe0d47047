import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createAppMemoryRouter } from '../../../app/router';
import { createStore } from '../../../store/store';
import type { Language } from '../../../i18n';
import { apiUrl, server } from '../../../test/server';
import { renderRouter, SIGNED_OUT } from '../../../test/utils';

vi.mock('../../../lib/auth/authService', () => import('../../../test/authServiceMock'));

function renderHome(language: Language) {
  server.use(
    http.get(apiUrl('getTutorReview'), () => HttpResponse.json([])),
    http.get(apiUrl('getBlogs'), () => HttpResponse.json([])),
  );
  const store = createStore({ auth: SIGNED_OUT });
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
});
