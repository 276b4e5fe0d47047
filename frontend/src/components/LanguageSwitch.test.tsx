import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppMemoryRouter } from '../app/router';
import { createStore } from '../store/store';
import { activeLanguage, applyLanguage, initialLanguage } from '../i18n/language';
import { apiUrl, server } from '../test/server';
import { renderRouter, SIGNED_OUT } from '../test/utils';
import type { Language } from '../i18n';

vi.mock('../lib/auth/authService', () => import('../test/authServiceMock'));

function renderHome(language: Language = 'en') {
  server.use(
    http.get(apiUrl('getTutorReview'), () => HttpResponse.json([])),
    http.get(apiUrl('getBlogs'), () => HttpResponse.json([])),
  );
  const store = createStore({ auth: SIGNED_OUT });
  return renderRouter(store, createAppMemoryRouter(store, ['/']), { toaster: false, language });
}

const mainNav = () => screen.getByRole('navigation', { name: /^(Main|প্রধান মেনু)$/ });
/** The bar itself, without the phone menu inside the header. */
const mainNavBar = () => screen.getByRole('banner').querySelector<HTMLElement>(':scope > div')!;

afterEach(() => vi.restoreAllMocks());

describe('the language switch', () => {
  it('shows বাংলা | English in the navbar, each label in its own language', async () => {
    renderHome();
    const group = (await screen.findAllByRole('group', { name: 'Language' }))[0];
    const bangla = within(group).getByRole('link', { name: 'বাংলা' });
    const english = within(group).getByRole('link', { name: 'English' });
    expect(bangla).toHaveAttribute('lang', 'bn');
    expect(english).toHaveAttribute('lang', 'en');
    expect(bangla).toHaveAttribute('aria-current', 'false');
    expect(english).toHaveAttribute('aria-current', 'true');
  });

  it('links to the same page in the other language, for a browser without the app', async () => {
    renderHome();
    const group = (await screen.findAllByRole('group', { name: 'Language' }))[0];
    expect(within(group).getByRole('link', { name: 'বাংলা' })).toHaveAttribute('href', '/?lang=bn');
    expect(within(group).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/?lang=en',
    );
  });

  it('turns the page to Bangla at once, sets <html lang> and remembers the choice', async () => {
    const { user } = renderHome();
    expect(within(mainNav()).getByRole('link', { name: 'Finds Tutor' })).toBeInTheDocument();
    await user.click(within(mainNavBar()).getByRole('link', { name: 'বাংলা' }));
    expect(await within(mainNav()).findByRole('link', { name: 'শিক্ষক খুঁজুন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tutor Hub-এ আপনাকে স্বাগতম',
    );
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem('tutorhub.language')).toBe('bn');
    const group = within(mainNavBar()).getByRole('group', { name: 'ভাষা' });
    expect(within(group).getByRole('link', { name: 'বাংলা' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('works from the keyboard and from the phone drawer', async () => {
    const { user } = renderHome();
    within(mainNavBar()).getByRole('link', { name: 'বাংলা' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'মেনু খুলুন' })).toBeInTheDocument();

    // The browser opens the phone menu, a popover the toggle names (closed here: jsdom opens
    // no popovers); its links work all the same.
    const toggle = screen.getByRole('button', { name: 'মেনু খুলুন' });
    const drawer = document.getElementById(toggle.getAttribute('popovertarget')!)!;
    expect(drawer).toHaveAttribute('aria-label', 'মোবাইল মেনু');
    expect(drawer).toHaveAttribute('popover', 'auto');
    const hidden = { hidden: true } as const;
    expect(within(drawer).getByRole('link', { name: 'আমাদের কথা', ...hidden })).toBeDefined();
    await user.click(within(drawer).getByRole('link', { name: 'English', ...hidden }));
    expect(await within(drawer).findByRole('link', { name: 'About Us', ...hidden })).toBeDefined();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('tutorhub.language')).toBe('en');
  });

  it("follows the browser's bn-BD on a first visit", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['bn-BD', 'en-US']);
    // What main.tsx does before the first render.
    await applyLanguage(initialLanguage());
    expect(activeLanguage()).toBe('bn');
    renderHome(activeLanguage());
    expect(await within(mainNav()).findByRole('link', { name: 'শিক্ষক খুঁজুন' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('bn');
    // Detected, not chosen: a later change of the browser's language still counts.
    expect(localStorage.getItem('tutorhub.language')).toBeNull();
  });
});
