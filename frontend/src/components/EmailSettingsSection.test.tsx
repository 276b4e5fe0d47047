import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EmailSettings } from '../store/apiTypes';
import { apiUrl, server } from '../test/server';
import { renderPage, SIGNED_IN, SIGNED_OUT } from '../test/utils';
import { useEmailLanguage } from '../lib/useEmailLanguage';
import EmailSettingsSection from './EmailSettingsSection';

/** GET and PATCH /api/me/email over one account's settings; records each PATCH body. */
function serveSettings(start: EmailSettings) {
  let settings = { ...start };
  const patches: unknown[] = [];
  server.use(
    http.get(apiUrl('me/email'), () => HttpResponse.json(settings)),
    http.patch(apiUrl('me/email'), async ({ request }) => {
      const body = (await request.json()) as Partial<EmailSettings>;
      patches.push(body);
      settings = { ...settings, ...body };
      return HttpResponse.json({ modifiedCount: 1 });
    }),
  );
  return patches;
}

describe('Notifications on the profile', () => {
  it('shows each kind of email on or off and saves a switch on the account', async () => {
    const patches = serveSettings({
      language: 'en',
      hires: true,
      reviews: false,
      messages: true,
      jobDigest: false,
    });
    const { user } = renderPage(<EmailSettingsSection tutor hasEmail />);
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    const hires = await screen.findByRole('switch', {
      name: /Email me about my hire requests and tuitions/,
    });
    const reviews = screen.getByRole('switch', { name: /Email me about new reviews/ });
    const messages = screen.getByRole('switch', { name: /Email me about unread messages/ });
    expect(hires).toBeChecked();
    expect(reviews).not.toBeChecked();
    expect(messages).toBeChecked();
    await user.click(hires);
    await waitFor(() => expect(patches).toEqual([{ hires: false }]));
    expect(await screen.findByText('Emails turned off')).toBeInTheDocument();
    await waitFor(() => expect(hires).not.toBeChecked());
    const digest = screen.getByRole('switch', { name: /Email me new tuition jobs once a day/ });
    expect(digest).not.toBeChecked();
    await user.click(digest);
    await waitFor(() => expect(patches).toEqual([{ hires: false }, { jobDigest: true }]));
  });

  it('reads in Bangla', async () => {
    serveSettings({ language: 'bn', hires: true, reviews: true, messages: true, jobDigest: false });
    renderPage(<EmailSettingsSection tutor hasEmail />, { language: 'bn' });
    expect(screen.getByRole('heading', { name: 'নোটিফিকেশন' })).toBeInTheDocument();
    expect(
      await screen.findByRole('switch', { name: /নতুন রিভিউয়ের খবর ইমেইলে দিন/ }),
    ).toBeChecked();
    expect(
      screen.getByRole('switch', { name: /দিনে একবার নতুন টিউশন জব ইমেইলে দিন/ }),
    ).not.toBeChecked();
  });

  it('offers a student no daily email of new jobs', async () => {
    serveSettings({ language: 'en', hires: true, reviews: true, messages: true, jobDigest: false });
    renderPage(<EmailSettingsSection tutor={false} hasEmail />);
    expect(
      await screen.findByRole('switch', { name: /Email me about unread messages/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    expect(
      screen.queryByRole('switch', { name: /Email me new tuition jobs once a day/ }),
    ).not.toBeInTheDocument();
  });

  it('tells an account with no email how to add one, and asks the API nothing', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('me/email'), () => {
        asked.push('me/email');
        return HttpResponse.json({});
      }),
    );
    renderPage(<EmailSettingsSection tutor hasEmail={false} />);
    expect(screen.getByText(/Add an email address under Sign-in above/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    server.use(http.get(apiUrl('me/email'), () => new HttpResponse(null, { status: 500 })));
    renderPage(<EmailSettingsSection tutor hasEmail />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

function LanguageReporter({ signedIn }: { signedIn: boolean }) {
  useEmailLanguage(signedIn);
  return null;
}

describe('the language of the emails', () => {
  it('is sent when a signed-in reader uses the app, in the language they chose', async () => {
    const patches = serveSettings({
      language: 'en',
      hires: true,
      reviews: true,
      messages: true,
      jobDigest: false,
    });
    renderPage(<LanguageReporter signedIn />, { language: 'bn', auth: SIGNED_IN });
    await waitFor(() => expect(patches).toEqual([{ language: 'bn' }]));
  });

  it('is not sent again when the stored language is already the one chosen', async () => {
    const patches = serveSettings({
      language: 'bn',
      hires: true,
      reviews: true,
      messages: true,
      jobDigest: false,
    });
    renderPage(<LanguageReporter signedIn />, { language: 'bn', auth: SIGNED_IN });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(patches).toEqual([]);
  });

  it('is not sent for a visitor', async () => {
    const patches = serveSettings({
      language: 'en',
      hires: true,
      reviews: true,
      messages: true,
      jobDigest: false,
    });
    renderPage(<LanguageReporter signedIn={false} />, { auth: SIGNED_OUT });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(patches).toEqual([]);
  });
});
